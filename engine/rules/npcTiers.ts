import type { ThreatTier } from './threatTiers.ts';

/** N1 (closed): the source's example NPCs, each keyed to a tier and a number. */
export interface NpcExample {
  readonly tier: ThreatTier;
  readonly level: number;
  readonly name: string;
  readonly note: string;
}

export const NPC_EXAMPLES: readonly NpcExample[] = [
  { tier: 'red', level: 3, name: 'Tom', note: 'Garrett cards; major named villain' },
  { tier: 'red', level: 2, name: 'Rose', note: 'Gates cards; named lieutenant' },
  { tier: 'blue', level: 1, name: 'Julius', note: 'pepperbox; skilled thug' },
  { tier: 'blue', level: 3, name: 'Guards', note: 'trained security' },
  { tier: 'green', level: 1, name: 'Buster and Ralph', note: 'minor henchmen' },
];

export const TIER_MEANING: Record<ThreatTier, string> = {
  red: 'high threat: veterans, named enemies',
  blue: 'mid threat: trained fighters',
  green: 'low threat: minions',
};
