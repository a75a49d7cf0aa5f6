import { parseCheckName } from '../rules/checks.ts';
import type { RulesOptions } from '../rules/rulesOptions.ts';
import type { Combatant } from './gameState.ts';

type Boost = NonNullable<Combatant['boosts']>[number];

/**
 * W5 (house, each an option): what the minor goods of W2 do when used in play. Coffee Beans and
 * Cigarettes wait for the next check this day (Cigarettes for a Charming one); Aromatic Bitters
 * heal; Canned Beans and Jerky are sustenance, eaten when a day begins (Y2), not in a fight.
 */
export type MinorEffect =
  { kind: 'boost'; boost: Boost } | { kind: 'heal'; hp: number } | { kind: 'sustenance' };

export function minorEffect(item: string, options: RulesOptions): MinorEffect | null {
  switch (item) {
    case 'Coffee Beans':
      return { kind: 'boost', boost: { item, bonus: options.coffeeBeansCheckBonus } };
    case 'Cigarettes':
      return {
        kind: 'boost',
        boost: { item, bonus: options.cigarettesCharmingBonus, stat: 'charming' },
      };
    case 'Aromatic Bitters':
      return { kind: 'heal', hp: options.aromaticBittersHeal };
    case 'Canned Beans':
    case 'Jerky':
      return { kind: 'sustenance' };
    default:
      return null;
  }
}

/**
 * W5: the boosts waiting that count on this check (Cigarettes only where Charming is the check's
 * stat), their total, and the boosts left for later checks.
 */
export function boostsFor(
  c: Combatant,
  check: string,
): { bonus: number; used: Boost[]; left: Boost[] } {
  const parsed = parseCheckName(check);
  const stats = 'error' in parsed ? [] : parsed.definition.stats;
  const used: Boost[] = [];
  const left: Boost[] = [];
  for (const boost of c.boosts ?? [])
    (boost.stat === undefined || stats.includes(boost.stat) ? used : left).push(boost);
  return { bonus: used.reduce((sum, b) => sum + b.bonus, 0), used, left };
}
