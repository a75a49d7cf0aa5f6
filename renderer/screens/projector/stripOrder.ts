import type { PlayersView } from '../../players/playersMessages.ts';

/**
 * Who the players' initiative strip names, in order: the round's order; and with `everyone` (true
 * scale, where the board draws no names, issue 11 item 6), after it every token the players see
 * that is not in the order (before the first round, or joined since), so each is named somewhere.
 */
export function stripOrder(view: Pick<PlayersView, 'order' | 'combatants'>, everyone: boolean) {
  if (!everyone) return view.order;
  const inOrder = new Set(view.order);
  return [...view.order, ...view.combatants.map((c) => c.id).filter((id) => !inOrder.has(id))];
}
