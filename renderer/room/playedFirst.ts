import { actionWords, stateAfter, type Action, type Session } from '../../engine/skirmish.ts';

/**
 * What the Dealer's window is told when it took the table room's game in place of its own
 * (tableMirror.ts, `adopt`): a phone or the computer played at the room first, so what the window
 * did meanwhile was not taken (issue 39: "Ann played first"). Null when the window lost nothing.
 * `before` is the window's game, `after` the room's.
 */
export function playedFirstWords(before: Session, after: Session): string | null {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  let common = 0;
  while (
    common < before.log.length &&
    common < after.log.length &&
    same(before.log[common], after.log[common])
  )
    common++;
  // The window's game a prefix of the room's: it lost nothing, unless it had undone what the
  // room still holds (its undo did not hold).
  const undid =
    common === before.log.length &&
    after.log.length > common &&
    before.undone.length > 0 &&
    same(before.undone[0], after.log[common]);
  if (common === before.log.length && !undid) return null;
  const theirs = after.log.length > common ? (after.log.at(-1) as Action) : null;
  const mine = undid ? 'your undo was not taken' : 'what you did last was not taken';
  if (!theirs) return `The table moved on first: ${mine}.`;
  // Worded on the state it was played in ("ending the movement", not what the next phase says).
  const played = stateAfter(after, after.log.length - 1);
  const who = 'who' in theirs ? played.combatants[theirs.who]?.name : undefined;
  const by = who ? `${who}'s player` : 'The table';
  return `${by} played first (${actionWords(played, theirs)}): ${mine}.`;
}
