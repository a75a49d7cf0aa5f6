import { otherSide, type Side } from './board.ts';
import type { ShootoutResult } from './resolveShootout.ts';
import type { TexasToken } from './placement.ts';
import type { CardDestination, TexasEvent } from './roundEvents.ts';
import { DEFAULT_TEXAS_OPTIONS, type TexasOptions } from './texasOptions.ts';

export type VictoryCounts = Readonly<Record<Side, number>>;

export interface CardMove {
  readonly card: string;
  readonly owner: Side;
  readonly to: CardDestination;
}

/**
 * TS6, TS7: once both sides have resolved, the cards change hands. A killed card goes to the
 * killer's victory pile; an injured one to its owner's discard (its owner draws anew); a card hit
 * only on its Armor to the victory pile of the side that shot it (house: grazeWinsCard); a card not
 * hit back to its owner's hand. Only the other side can hit a card, so "the killer" is that side.
 */
export function exchangeCards(
  tokens: readonly TexasToken[],
  shootout: ShootoutResult,
  options: TexasOptions = DEFAULT_TEXAS_OPTIONS,
): { moves: CardMove[]; events: TexasEvent[] } {
  const byName = new Map(tokens.map((t) => [t.name, t]));
  const moves = shootout.order.map((name): CardMove => {
    const owner = byName.get(name)!.side;
    const outcome = shootout.outcome[name];
    const wonBy = otherSide(owner);
    if (outcome === 'killed') return { card: name, owner, to: { pile: 'victory', side: wonBy } };
    if (outcome === 'grazed' && options.grazeWinsCard)
      return { card: name, owner, to: { pile: 'victory', side: wonBy } };
    if (outcome === 'injured') return { card: name, owner, to: { pile: 'discard', side: owner } };
    return { card: name, owner, to: { pile: 'hand', side: owner } };
  });
  const events = moves.map((m): TexasEvent => ({
    kind: 'cardMoved',
    card: m.card,
    owner: m.owner,
    to: m.to,
    text: moveText(m),
  }));
  return { moves, events };
}

/** The victory piles' sizes after the moves. */
export function victoryAfter(before: VictoryCounts, moves: readonly CardMove[]): VictoryCounts {
  const won = (side: Side) =>
    moves.filter((m) => m.to.pile === 'victory' && m.to.side === side).length;
  return { A: before.A + won('A'), B: before.B + won('B') };
}

function moveText(m: CardMove): string {
  switch (m.to.pile) {
    case 'victory':
      return `${m.card} goes to ${m.to.side}'s victory pile`;
    case 'discard':
      return `${m.card} goes to ${m.owner}'s discard pile; ${m.owner} draws a new card`;
    case 'hand':
      return `${m.card} goes back to ${m.owner}'s hand`;
  }
}
