import type { Stats } from './checks.ts';
import type { Faction } from './factions.ts';

/**
 * B5 (closed: a faction has milestone perks at levels 6 and 12; house: what they are). Each perk
 * is one more point in a stat, applied by validateBuild to the final stats, so it counts in every
 * check (S2) and towards special-card requirements (K6, B6). Perks lift stats only, never HP or
 * Speed: the ledger's HP and Speed (B3 base, B2 purchases, B5 faction bonus) stay what a build at
 * any level adds up to, as the rules scenarios expect. Perks do not count against the 0–5 limit on
 * bought stats (B3), as faction bonuses do not.
 */
export interface MilestonePerk {
  readonly faction: Faction;
  /** B5: 6 or 12. */
  readonly level: (typeof MILESTONE_LEVELS)[number];
  readonly name: string;
  readonly stats: Partial<Stats>;
  /** What the perk does, in the table's words. */
  readonly text: string;
  readonly origin: 'house';
  readonly rule: 'B5';
}

/** B5 (closed): the levels at which a faction's perks come. */
export const MILESTONE_LEVELS = [6, 12] as const;

function perk(
  faction: Faction,
  level: 6 | 12,
  name: string,
  stats: Partial<Stats>,
  text: string,
): MilestonePerk {
  return { faction, level, name, stats, text, origin: 'house', rule: 'B5' };
}

/** B5 (house content): two perks for each of the eight factions, in faction order. */
export const MILESTONE_PERKS: readonly MilestonePerk[] = [
  perk('Lawmen', 6, 'Badge of Office', { charming: 1 }, 'Charming +1: folk listen to the law.'),
  perk('Lawmen', 12, 'Territorial Marshal', { sharp: 1 }, 'Sharp +1: nothing gets past you.'),
  perk('Desperados', 6, 'Itchy Trigger', { agile: 1 }, 'Agile +1: first to move, first to run.'),
  perk('Desperados', 12, 'Wanted Dead or Alive', { tough: 1 }, 'Tough +1: too mean to die.'),
  perk('Drifters', 6, 'Trail Hardened', { tough: 1 }, 'Tough +1: a thousand miles of dust.'),
  perk('Drifters', 12, 'Seen It All', { sharp: 1 }, 'Sharp +1: every town looks the same.'),
  perk('Regulars', 6, 'Drilled', { sharp: 1 }, 'Sharp +1: aim as you were taught.'),
  perk('Regulars', 12, 'Old Campaigner', { smart: 1 }, 'Smart +1: you know how fights go.'),
  perk('Bounty Hunters', 6, 'Tracker', { agile: 1 }, 'Agile +1: they never hear you coming.'),
  perk('Bounty Hunters', 12, 'Face on the Poster', { sharp: 1 }, 'Sharp +1: you know them all.'),
  perk('Grifters', 6, 'Silver Tongue', { charming: 1 }, 'Charming +1: a smile worth a dollar.'),
  perk('Grifters', 12, 'The Long Con', { smart: 1 }, 'Smart +1: three moves ahead.'),
  perk('Phantoms', 6, 'Shadow Step', { agile: 1 }, 'Agile +1: there, then gone.'),
  perk('Phantoms', 12, 'Ghost Story', { smart: 1 }, 'Smart +1: you know where they will look.'),
  perk('Ronin', 6, 'Discipline', { tough: 1 }, 'Tough +1: pain is a teacher.'),
  perk('Ronin', 12, 'Masterless', { sharp: 1 }, 'Sharp +1: no lord, no blind spot.'),
];

/** B5: the perks a faction's character has at this level (both at 12, the first from 6). */
export function milestonePerksAt(faction: Faction, level: number): MilestonePerk[] {
  return MILESTONE_PERKS.filter((p) => p.faction === faction && p.level <= level);
}
