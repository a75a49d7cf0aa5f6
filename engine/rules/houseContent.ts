import { MILESTONE_PERKS } from './milestonePerks.ts';
import { SPECIAL_CARDS } from './specialCards.ts';

/** One piece of house content as the House rules panel lists it: read-only, with its rule. */
export interface HouseContentEntry {
  /** The ledger id that makes room for it ("B5", "K6"). */
  readonly rule: string;
  /** What kind of content: "Milestone perk", "Special card". */
  readonly kind: string;
  readonly name: string;
  /** Who it is for and what it does, in the table's words. */
  readonly text: string;
}

/**
 * The house content the builder offers (LEDGER: content the source leaves to the project is
 * marked house and shown to the Dealer): the milestone perks (B5) and the special cards (K6). It is
 * not an option: the Dealer reads it here and writes their own in a character's notes.
 */
export function houseContent(): HouseContentEntry[] {
  return [
    ...MILESTONE_PERKS.map((p) => ({
      rule: p.rule,
      kind: 'Milestone perk',
      name: p.name,
      text: `${p.faction}, level ${p.level}: ${p.text}`,
    })),
    ...SPECIAL_CARDS.filter((c) => c.origin === 'house' && c.special).map((c) => {
      const requires = Object.entries(c.special!.requires ?? {})
        .map(([stat, n]) => `${stat[0]!.toUpperCase()}${stat.slice(1)} ${n}`)
        .join(', ');
      return {
        rule: 'K6',
        kind: 'Special card',
        name: c.name,
        text: `${c.special!.class}, ${c.special!.cost} SCP, Attack ${c.attack} / Defend ${c.defend}${requires ? `, needs ${requires}` : ''}${c.text ? `: ${c.text}` : ''}`,
      };
    }),
  ];
}
