import type { TexasAction } from './applyTexasAction.ts';

/**
 * Issue 15, item 4: undo steps back one placement or one round. The game is its log (TS9), so undo
 * is the log without its last step, replayed: the last PLACE (with any END_PLACEMENT after it, so
 * the token's owner is placing again) or the last SHOOT (the board as it stood revealed, before the
 * d10s). An END_PLACEMENT with no token before it in the turn goes too, back to the previous step.
 */
export function undoTexasLog(log: readonly TexasAction[]): TexasAction[] {
  let end = log.length;
  while (end > 0 && log[end - 1]!.type === 'END_PLACEMENT') end -= 1;
  return log.slice(0, Math.max(0, end - 1));
}
