import { pendingActor } from '../game/pendingActor.ts';
import type { SideView } from './sideView.ts';

/**
 * The character of the view's side that the game waits on, or null when it waits on no one of
 * that side: the other side, the table (an attack step to see), or the Dealer (a new round, the
 * end). A computer player answers only for its own side's characters; the table's pace and the
 * Dealer's round start are the table's (issue 14, item 2).
 */
export function decider(view: SideView): string | null {
  const pending = pendingActor(view.state);
  if (pending.kind !== 'character') return null;
  const who = view.state.combatants[pending.who];
  return who && who.side === view.side ? who.id : null;
}
