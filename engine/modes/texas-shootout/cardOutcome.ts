import { toughness, type CardStats } from './cardStats.ts';

/**
 * TS4, TS7: what the round did to a card, from its damage this round. Killed: more than Health +
 * Armor. Otherwise damage fills Armor first, then Health: injured when some reached Health, grazed
 * when all of it stayed on Armor, unhurt when it took none.
 */
export type CardOutcome = 'killed' | 'injured' | 'grazed' | 'unhurt';

export function cardOutcome(card: CardStats, damage: number): CardOutcome {
  if (damage > toughness(card)) return 'killed';
  if (damage > card.armor) return 'injured';
  if (damage > 0) return 'grazed';
  return 'unhurt';
}

/** TS7: how a card's damage splits, Armor first ("armor absorbs damage before health damage"). */
export function splitDamage(card: CardStats, damage: number): { armor: number; health: number } {
  const armor = Math.min(damage, card.armor);
  return { armor, health: Math.min(damage - armor, card.health) };
}
