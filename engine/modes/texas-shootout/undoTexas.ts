import { replayTexas, type TexasAction } from './applyTexasAction.ts';
import type { Side } from './board.ts';
import type { TexasGameState } from './texasGame.ts';

/**
 * Issue 15, item 4: undo steps back one placement or one round, one step the table saw. The game
 * is its log (TS9), so undo is the log without its last step, replayed. A step is:
 * - the last PLACE, with the END_PLACEMENT right after it if the turn ended there, so the token's
 *   owner is placing again with that token back in its hand;
 * - an END_PLACEMENT of a turn in which nothing was placed (the placer passed, or its 30 seconds
 *   ran out, TS2): that turn comes back, and nothing before it goes. Only that one: the step before
 *   it (the other side's turn, or the last round's SHOOT) is another step;
 * - the last SHOOT: the board as it stood revealed, before the d10s.
 */
export function undoTexasLog(log: readonly TexasAction[]): TexasAction[] {
  const last = log.at(-1);
  if (!last) return [];
  const before = log.at(-2);
  // Only the placer places, and its turn ends with its END_PLACEMENT: a PLACE of the same side
  // just before that END is the turn's last placement.
  const endsPlacement =
    last.type === 'END_PLACEMENT' && before?.type === 'PLACE' && before.side === last.side;
  return log.slice(0, endsPlacement ? -2 : -1);
}

/**
 * Undo as the people at the table see it: one step (undoTexasLog), then on back past the
 * computer's placements. The screen makes those at once when the computer's turn comes, so a
 * state that waits on the computer to place is no step of a person's, and stopping there would
 * only have the computer place again.
 */
export function undoToPersonsStep(
  start: TexasGameState,
  log: readonly TexasAction[],
  isComputer: (side: Side) => boolean,
): TexasAction[] {
  let back = undoTexasLog(log);
  while (back.length > 0) {
    const replay = replayTexas(start, back);
    if (!replay.ok || replay.state.phase !== 'placing' || !isComputer(replay.state.placer)) break;
    back = undoTexasLog(back);
  }
  return back;
}
