import { recordGate, type Verdict } from '../../game/gameDef.ts';
import type { TexasEvent } from './roundEvents.ts';
import type { TexasGameState } from './texasGame.ts';
import { TEXAS_RECORDS, type TexasAction } from './texasRecords.ts';

export type { TexasAction } from './texasRecords.ts';

export type TexasVerdict = { ok: true; state: TexasGameState } | { ok: false; reason: string };

/**
 * The one gate and dispatch of Texas Shootout: nothing once TS8 has named the winners, and
 * otherwise the action's record judges it in its moment (recordGate). Its round's steps come back
 * as events.
 */
export function texasVerdict(
  state: TexasGameState,
  action: TexasAction,
): Verdict<TexasGameState, TexasEvent> {
  if (state.phase === 'over') return { ok: false, message: 'the game is over' };
  return recordGate(TEXAS_RECORDS, state.phase, state, action);
}

/** The gate as the screens and the placers call it: the new state, or the refusal's reason. */
export function applyTexasAction(state: TexasGameState, action: TexasAction): TexasVerdict {
  const verdict = texasVerdict(state, action);
  return verdict.ok ? { ok: true, state: verdict.state } : { ok: false, reason: verdict.message };
}
