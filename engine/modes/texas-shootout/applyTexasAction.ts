import type { Verdict } from '../../game/gameDef.ts';
import type { TexasEvent } from './roundEvents.ts';
import type { TexasGameState } from './texasGame.ts';
import { TEXAS_RECORDS, type TexasAction } from './texasRecords.ts';

export type { TexasAction } from './texasRecords.ts';

export type TexasVerdict = { ok: true; state: TexasGameState } | { ok: false; reason: string };

/**
 * The one gate and dispatch of Texas Shootout: an action is checked against the moment (its
 * record's `allowedIn`) and then judged by its record, before anything changes. Its round's steps
 * come back as events.
 */
export function texasVerdict(
  state: TexasGameState,
  action: TexasAction,
): Verdict<TexasGameState, TexasEvent> {
  if (state.phase === 'over') return { ok: false, message: 'the game is over' };
  const record = TEXAS_RECORDS[action.type];
  if (!record.allowedIn.includes(state.phase)) return { ok: false, message: record.notNow(state) };
  // Each record's apply takes its own action: the type was just matched to it.
  return (
    record.apply as (s: TexasGameState, a: TexasAction) => Verdict<TexasGameState, TexasEvent>
  )(state, action);
}

/** The gate as the screens and the placers call it: the new state, or the refusal's reason. */
export function applyTexasAction(state: TexasGameState, action: TexasAction): TexasVerdict {
  const verdict = texasVerdict(state, action);
  return verdict.ok ? { ok: true, state: verdict.state } : { ok: false, reason: verdict.message };
}
