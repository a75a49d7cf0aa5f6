import type { Standing } from '../../model/campaign.ts';
import { ITEMS } from '../../rules/items.ts';

/** W2, W5: the items that are a day's sustenance (Canned Beans, Jerky). */
export const SUSTENANCE_ITEMS: readonly string[] = ITEMS.filter(
  (i) => i.effect === 'sustenance',
).map((i) => i.name);

/** How a character's morning went at table: it ate something, went hungry, or is dead. */
export type Breakfast =
  | { kind: 'ate'; item: string }
  | { kind: 'hungry'; hpFrom: number; hpTo: number }
  | { kind: 'dead' };

/**
 * Y2 (house): at the start of a new day a character eats one Canned Beans or Jerky if it carries
 * one (the first in its pack); one that cannot starts the day with 1 HP less, never below 1. The
 * dead (A8, at the skull square) neither eat nor starve: they wait for a Revival Tonic (W2).
 */
export function feed(standing: Standing): { standing: Standing; breakfast: Breakfast } {
  if (standing.hpLeft === 0) return { standing, breakfast: { kind: 'dead' } };
  const at = standing.items.findIndex((item) => SUSTENANCE_ITEMS.includes(item));
  if (at >= 0) {
    const items = standing.items.filter((_, i) => i !== at);
    return {
      standing: { ...standing, items },
      breakfast: { kind: 'ate', item: standing.items[at]! },
    };
  }
  // Alive here, so at least 1: a character at 1 HP stays at 1.
  const hpTo = Math.max(1, standing.hpLeft - 1);
  return {
    standing: { ...standing, hpLeft: hpTo },
    breakfast: { kind: 'hungry', hpFrom: standing.hpLeft, hpTo },
  };
}
