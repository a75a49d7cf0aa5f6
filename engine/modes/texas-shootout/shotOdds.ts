import type { CardStats } from './cardStats.ts';
import { toughness } from './cardStats.ts';

/**
 * TS4, TS7: the chance that one shot of d10 + `dm` wins `target` for the shooter: a kill (the
 * damage passes Health + Armor) or, with the house graze rule, a hit that stays within Armor. The
 * damage in between only injures, and nobody wins the card. Used by the computer opponent to rate
 * cards; the rules themselves never guess.
 */
export function winChance(dm: number, target: CardStats, grazeWinsCard = true): number {
  let wins = 0;
  for (let roll = 1; roll <= 10; roll++) {
    const damage = roll + dm;
    if (damage > toughness(target) || (grazeWinsCard && damage <= target.armor)) wins += 1;
  }
  return wins / 10;
}
