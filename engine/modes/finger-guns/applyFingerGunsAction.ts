import { recordGate, type Verdict } from '../../game/gameDef.ts';
import { FINGER_GUNS_RECORDS, type FingerGunsAction } from './fingerGunsRecords.ts';
import type { FingerGunsGame } from './fingerGunsGame.ts';
import type { RoundEvent } from './resolveRound.ts';

export type FingerGunsResult = { ok: true; game: FingerGunsGame } | { ok: false; reason: string };

/** What the table waits for: the next round, or nothing once F9 has named the winners. */
export function fingerGunsSituation(game: FingerGunsGame): 'playing' | 'over' {
  return game.over ? 'over' : 'playing';
}

/**
 * The one gate and dispatch of Finger Guns, under the game's own rules options: the action's
 * record judges it in its moment (recordGate). Refusals say why, and leave the game as it was; a
 * round's steps come back as events.
 */
export function fingerGunsVerdict(
  game: FingerGunsGame,
  action: FingerGunsAction,
): Verdict<FingerGunsGame, RoundEvent> {
  return recordGate(FINGER_GUNS_RECORDS, fingerGunsSituation(game), game, action);
}

/** The gate as the screens and the bots' tests call it: the new game, or the refusal's reason. */
export function applyFingerGunsAction(
  game: FingerGunsGame,
  action: FingerGunsAction,
): FingerGunsResult {
  const verdict = fingerGunsVerdict(game, action);
  return verdict.ok ? { ok: true, game: verdict.state } : { ok: false, reason: verdict.message };
}
