import { useEffect, useState } from 'react';
import { createCountdownSound } from './countdownSound.ts';

const BEATS = ['3', '2', '1…', 'Draw!'] as const;
/** How long each word stays: brisk, as a sheriff counts. */
export const BEAT_MS = 700;

/**
 * The countdown screen (F1): "3, 2, 1… Draw!" counted by the round's sheriff, word by word, each
 * with its tone; at "Draw!" the hands (or the entered gestures) are shown.
 */
export function Countdown({ sheriff, onDraw }: { sheriff: string; onDraw: () => void }) {
  const [beat, setBeat] = useState(0);
  useEffect(() => {
    const sound = createCountdownSound();
    let at = 0;
    sound.tick();
    const timer = setInterval(() => {
      at += 1;
      if (at < BEATS.length) {
        setBeat(at);
        if (at === BEATS.length - 1) sound.draw();
        else sound.tick();
      } else {
        clearInterval(timer);
        onDraw();
      }
    }, BEAT_MS);
    return () => {
      clearInterval(timer);
      sound.close();
    };
    // The count runs once per screen; onDraw changing identity must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <section className="fg-countdown" aria-label="Countdown" aria-live="assertive">
      <p className="muted">{sheriff} counts down</p>
      <p className="fg-beat">{BEATS[beat]}</p>
    </section>
  );
}
