import type { TexasEvent, TexasGameState, TexasToken } from '../../../engine/texas.ts';
import type { TexasBoardModel } from './TexasBoard.ts';

/** The round being shown step by step: the board as it stood revealed, and its events. */
export interface Stepping {
  readonly tokens: readonly TexasToken[];
  readonly events: readonly TexasEvent[];
  readonly index: number;
  /** The game before the round: the status shows it until the steps are done, so the victory
   * piles do not tell the round's end before its steps have. */
  readonly before: TexasGameState;
}

/** The board model while a round is stepped through: damage and kills up to the current step. */
export function steppedModel(stepping: Stepping, columns: number): TexasBoardModel {
  const damage: Record<string, number> = {};
  const killed = new Set<string>();
  let shooter: string | null = null;
  let target: string | null = null;
  for (const event of stepping.events.slice(0, stepping.index + 1)) {
    if (event.kind === 'shot') [shooter, target] = [event.shooter, event.target];
    if (event.kind === 'damage') [damage[event.card], target] = [event.total, event.card];
    if (event.kind === 'killed') killed.add(event.card);
    if (event.kind === 'noShot') [shooter, target] = [event.shooter, null];
  }
  const done = stepping.events[stepping.index]?.kind;
  const settled = done === 'outcome' || done === 'cardMoved' || done === 'won';
  return {
    columns,
    tokens: stepping.tokens,
    damage,
    killed,
    shooter: settled ? null : shooter,
    target: settled ? null : target,
    barrier: false,
  };
}
