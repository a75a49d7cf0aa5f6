/**
 * B5 (house): the eight factions. The source lost their names with its headings; these are the
 * project's defaults. Stat bonuses and perks live with the build rules; this list is what the board
 * and the model need: the name, and the initial printed on a faction's hex chip.
 */
export const FACTIONS = [
  'Lawmen',
  'Desperados',
  'Drifters',
  'Regulars',
  'Bounty Hunters',
  'Grifters',
  'Phantoms',
  'Ronin',
] as const;

export type Faction = (typeof FACTIONS)[number];

export function isFaction(name: string): name is Faction {
  return (FACTIONS as readonly string[]).includes(name);
}
