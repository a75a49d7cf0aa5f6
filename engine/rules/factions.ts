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

/**
 * B5 (house): the mark printed on a faction's hex chip. Initials alone would clash (Desperados and
 * Drifters, Regulars and Ronin), and colour must never be the only difference, so each mark is two
 * letters. The board prints them and the character card spells them out, both from this table.
 */
export const FACTION_MARKS: Readonly<Record<Faction, string>> = {
  Lawmen: 'La',
  Desperados: 'De',
  Drifters: 'Dr',
  Regulars: 'Re',
  'Bounty Hunters': 'BH',
  Grifters: 'Gr',
  Phantoms: 'Ph',
  Ronin: 'Ro',
};

export function isFaction(name: string): name is Faction {
  return (FACTIONS as readonly string[]).includes(name);
}
