import { describe, expect, it } from 'vitest';
import { FrameScheduler, type AnimationFrames } from '../../../renderer/board/frameScheduler.ts';

/** Animation frames run by hand: `tick` runs the callbacks asked for so far, as a browser would. */
function manualFrames() {
  let next = 1;
  const queued = new Map<number, () => void>();
  const frames: AnimationFrames = {
    request(callback) {
      queued.set(next, callback);
      return next++;
    },
    cancel(id) {
      queued.delete(id);
    },
  };
  return {
    frames,
    pending: () => queued.size,
    tick() {
      const due = [...queued.values()];
      queued.clear();
      due.forEach((callback) => callback());
    },
  };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('the board’s on-demand frames', () => {
  it('draws once for several changes, and releases a wait once that frame is on screen', async () => {
    const raf = manualFrames();
    let drawn = 0;
    const scheduler = new FrameScheduler(() => drawn++, raf.frames);
    scheduler.invalidate();
    scheduler.invalidate();
    const shown = scheduler.nextFrame();
    raf.tick();
    expect(drawn).toBe(1);
    expect(await settled(shown)).toBe(false);
    raf.tick();
    expect(await settled(shown)).toBe(true);
    expect(drawn).toBe(1);
  });

  it('never draws after destroy: the frame asked for is cancelled and waits are released', async () => {
    const raf = manualFrames();
    let drawn = 0;
    const scheduler = new FrameScheduler(() => drawn++, raf.frames);
    scheduler.invalidate();
    const waiting = scheduler.nextFrame();
    scheduler.destroy();
    expect(raf.pending()).toBe(0);
    raf.tick();
    expect(drawn).toBe(0);
    expect(await settled(waiting)).toBe(true);
    scheduler.invalidate();
    expect(raf.pending()).toBe(0);
    expect(await settled(scheduler.nextFrame())).toBe(true);
    expect(drawn).toBe(0);
  });

  it('releases a wait whose frame was drawn but not yet shown when it is destroyed', async () => {
    const raf = manualFrames();
    let drawn = 0;
    const scheduler = new FrameScheduler(() => drawn++, raf.frames);
    const waiting = scheduler.nextFrame();
    raf.tick();
    expect(drawn).toBe(1);
    scheduler.destroy();
    expect(raf.pending()).toBe(0);
    expect(await settled(waiting)).toBe(true);
  });

  it('skips a frame already queued by the browser when the board is destroyed first', () => {
    // A browser that does not honour the cancel (the callback was already taken for this frame).
    const queued: (() => void)[] = [];
    let drawn = 0;
    const scheduler = new FrameScheduler(() => drawn++, {
      request: (callback) => queued.push(callback),
      cancel: () => {},
    });
    scheduler.invalidate();
    scheduler.destroy();
    queued.forEach((callback) => callback());
    expect(drawn).toBe(0);
  });
});
