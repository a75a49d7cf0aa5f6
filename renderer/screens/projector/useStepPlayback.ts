import { useEffect, useState } from 'react';
import type { PlayersView } from '../../players/playersMessages.ts';
import {
  playbackAfter,
  playbackFolded,
  playbackTick,
  type Playback,
  type PlaybackSeen,
} from './stepPlayback.ts';

type StepLines = NonNullable<PlayersView['attack']>['lines'];

/**
 * The attack's lines the players' view shows now (stepPlayback.ts): let in one every `stepMs`,
 * all at once after the next action, folded to the last once the turn is over.
 */
export function useStepPlayback(
  view: PlayersView,
  stepMs: number,
): { lines: StepLines; folded: boolean } {
  const attack = view.attack;
  const seen: PlaybackSeen = {
    key: attack ? `${attack.attacker}>${attack.target}` : null,
    total: attack?.lines.length ?? 0,
    phase: view.turnPhase,
    turn: `${view.round}:${view.activeId ?? ''}`,
  };
  const [looked, setLooked] = useState<{ seen: string; playback: Playback } | null>(null);
  const seenNow = JSON.stringify(seen);
  // What the view says now, folded into the playback as it renders: the lines change with it.
  let playback = looked?.playback ?? null;
  if (looked?.seen !== seenNow) {
    playback = playbackAfter(playback, seen, stepMs > 0);
    setLooked({ seen: seenNow, playback });
  }
  const waiting = playback !== null && playback.shown < playback.total;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(
      () => setLooked((l) => l && { ...l, playback: playbackTick(l.playback) }),
      stepMs,
    );
    return () => clearTimeout(timer);
  }, [waiting, playback?.shown, stepMs]);
  const lines = (attack?.lines ?? []).slice(0, playback?.shown ?? 0);
  return { lines, folded: playback !== null && playbackFolded(playback, seen.turn) };
}
