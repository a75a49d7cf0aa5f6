import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCountdownSound } from '../../../../../renderer/screens/fingerguns/countdownSound.ts';

/** A stand-in for Web Audio that records the tones asked of it. */
function fakeAudio() {
  const tones: { frequency: number; seconds: number }[] = [];
  class FakeContext {
    state = 'running';
    currentTime = 10;
    destination = {};
    closed = false;
    createOscillator() {
      const osc = {
        type: '',
        frequency: { value: 0 },
        connect: (node: unknown) => node,
        start: () => {},
        stop: (at: number) => tones.push({ frequency: osc.frequency.value, seconds: at - 10 }),
      };
      return osc;
    }
    createGain() {
      return {
        gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} },
        connect: (node: unknown) => node,
      };
    }
    resume() {
      return Promise.resolve();
    }
    close() {
      this.closed = true;
      return Promise.resolve();
    }
  }
  return { tones, FakeContext };
}

describe('the countdown sound (issue 15: synthesized, no media files)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('ticks low for 3, 2, 1 and sounds Draw! higher and longer', () => {
    const { tones, FakeContext } = fakeAudio();
    vi.stubGlobal('AudioContext', FakeContext);
    const sound = createCountdownSound();
    sound.tick();
    sound.tick();
    sound.tick();
    sound.draw();
    expect(tones.map((t) => t.frequency)).toEqual([440, 440, 440, 880]);
    expect(tones[3]!.seconds).toBeGreaterThan(tones[0]!.seconds);
  });

  it('stays silent, without failing, where there is no Web Audio', () => {
    vi.stubGlobal('AudioContext', undefined);
    const sound = createCountdownSound();
    expect(() => {
      sound.tick();
      sound.draw();
      sound.close();
    }).not.toThrow();
  });
});
