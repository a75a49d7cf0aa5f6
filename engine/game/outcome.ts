import type { GameState } from './gameState.ts';
import type { Rejection } from './rejection.ts';

/** Something that happened, in words, for the table log ("Tom is down", "Ned reshuffles"). */
export interface GameEvent {
  text: string;
  who?: string;
}

export type Accepted = { ok: true; state: GameState; events: GameEvent[] };
export type ActionResult = Accepted | Rejection;

export function accepted(state: GameState, events: GameEvent[] = []): Accepted {
  return { ok: true, state, events };
}
