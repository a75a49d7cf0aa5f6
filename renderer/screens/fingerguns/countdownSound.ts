/**
 * The countdown's sound (issue 15, item 1): short tones synthesized with Web Audio, since the CSP
 * allows no media files. "3", "2" and "1" are a low tick, "Draw!" a higher, longer tone. A window
 * without Web Audio (or one the browser keeps muted until a click) stays silent: the words on the
 * screen carry the countdown alone.
 */
export interface CountdownSound {
  tick(): void;
  draw(): void;
  close(): void;
}

export function createCountdownSound(): CountdownSound {
  const Context = globalThis.AudioContext as typeof AudioContext | undefined;
  if (!Context) return { tick() {}, draw() {}, close() {} };
  const context = new Context();
  const tone = (frequency: number, seconds: number) => {
    if (context.state === 'suspended') void context.resume();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'square';
    oscillator.frequency.value = frequency;
    // A quick fall in volume, so the tone clicks like a hammer rather than buzzing.
    const now = context.currentTime;
    gain.gain.setValueAtTime(0.2, now);
    gain.gain.exponentialRampToValueAtTime(0.001, now + seconds);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(now);
    oscillator.stop(now + seconds);
  };
  return {
    tick: () => tone(440, 0.15),
    draw: () => tone(880, 0.5),
    close: () => void context.close(),
  };
}
