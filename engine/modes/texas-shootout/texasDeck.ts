import type { TexasCard } from './cardStats.ts';

/** TS1: a player holds 7 cards, never more. */
export const HAND_SIZE = 7;

/**
 * TS1 house: the project's own Texas Shootout deck, 36 named cards. Every stat is in its TS1 range
 * (a unit test checks each card against the schema). The cards trade toughness (Armor + Health)
 * against reach and punch (Range, DM), so no card is best at everything: a wall of armor hits
 * softly, a long rifle is easy to drop. Enough cards for two hands of 7 and every draw that three
 * rounds of injuries can call for (at most 3 a side a round).
 */
export const TEXAS_DECK: readonly TexasCard[] = [
  { name: 'Ace Malone', armor: 2, health: 3, range: 3, dm: 3 },
  { name: 'Big Nose Kate', armor: 2, health: 2, range: 3, dm: 4 },
  { name: 'Black Bart', armor: 3, health: 3, range: 2, dm: 3 },
  { name: 'Bloody Bill', armor: 1, health: 3, range: 3, dm: 5 },
  { name: 'Calamity Jo', armor: 2, health: 4, range: 2, dm: 3 },
  { name: 'Cherokee Bill', armor: 1, health: 2, range: 4, dm: 4 },
  { name: 'Curly Bill', armor: 3, health: 2, range: 3, dm: 3 },
  { name: 'Deacon Jim', armor: 4, health: 3, range: 2, dm: 2 },
  { name: 'Doc Holloway', armor: 1, health: 3, range: 4, dm: 3 },
  { name: 'Dutch Henry', armor: 3, health: 4, range: 2, dm: 2 },
  { name: 'Elfego Baca', armor: 2, health: 5, range: 2, dm: 2 },
  { name: 'Frank Leslie', armor: 2, health: 2, range: 4, dm: 3 },
  { name: 'Ghost Rider', armor: 5, health: 2, range: 2, dm: 2 },
  { name: 'Hoodoo Brown', armor: 3, health: 3, range: 3, dm: 2 },
  { name: 'Iron Tom', armor: 5, health: 4, range: 2, dm: 1 },
  { name: 'Johnny Ringo', armor: 1, health: 2, range: 3, dm: 5 },
  { name: 'Judge Bean', armor: 4, health: 4, range: 2, dm: 1 },
  { name: 'Kid Curry', armor: 2, health: 3, range: 2, dm: 4 },
  { name: 'Lottie Deno', armor: 1, health: 4, range: 3, dm: 3 },
  { name: 'Luke Short', armor: 3, health: 1, range: 3, dm: 4 },
  { name: 'Mad Mary', armor: 1, health: 1, range: 4, dm: 5 },
  { name: 'Mysterious Dave', armor: 2, health: 3, range: 4, dm: 2 },
  { name: 'Nellie Cashman', armor: 3, health: 5, range: 2, dm: 1 },
  { name: 'Old Gus', armor: 4, health: 2, range: 3, dm: 2 },
  { name: 'Pearl Hart', armor: 2, health: 2, range: 2, dm: 5 },
  { name: 'Preacher Cole', armor: 4, health: 1, range: 3, dm: 3 },
  { name: 'Rattlesnake Dick', armor: 1, health: 3, range: 2, dm: 5 },
  { name: 'Rowdy Joe', armor: 3, health: 2, range: 2, dm: 4 },
  { name: 'Shotgun Sal', armor: 2, health: 4, range: 2, dm: 4 },
  { name: 'Silent Sam', armor: 1, health: 5, range: 3, dm: 2 },
  { name: 'Sundance', armor: 2, health: 1, range: 4, dm: 4 },
  { name: 'Texas Jack', armor: 3, health: 3, range: 4, dm: 1 },
  { name: 'Tombstone Ty', armor: 5, health: 3, range: 2, dm: 1 },
  { name: 'Turkey Creek', armor: 2, health: 2, range: 3, dm: 4 },
  { name: 'Wild Belle', armor: 1, health: 4, range: 4, dm: 2 },
  { name: 'Wyatt Earl', armor: 3, health: 4, range: 3, dm: 1 },
];
