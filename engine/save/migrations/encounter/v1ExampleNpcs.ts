/**
 * The built-in example NPCs (N1) as they stood when encounter v2 came (assets/npcs/examples.json at
 * 7c7a69a): the cards a v1 encounter's NPC seats named by id. A migration is frozen with the data
 * of its day, so a later change to the examples never changes how an old save is read; the
 * schema of each later version fills in what these cards did not have then.
 */
export const V1_EXAMPLE_NPCS: readonly Readonly<Record<string, unknown>>[] = Object.freeze([
  {
    id: 'tom',
    name: 'Tom',
    tier: {
      color: 'red',
      level: 3,
    },
    faction: 'Desperados',
    stats: {
      sharp: 4,
      tough: 3,
    },
    hp: 12,
    gear: 3,
    speed: 5,
    weapon: 'Masterful Revolver',
    chips: {
      attack: 2,
      defense: 2,
      action: 1,
    },
    notes: 'Garrett cards. Major named villain.',
  },
  {
    id: 'rose',
    name: 'Rose',
    tier: {
      color: 'red',
      level: 2,
    },
    faction: 'Grifters',
    stats: {
      smart: 3,
      sharp: 3,
    },
    hp: 9,
    gear: 2,
    speed: 6,
    weapon: 'Repeater Rifle',
    chips: {
      attack: 1,
      range: 1,
    },
    notes: 'Gates cards. Named lieutenant.',
  },
  {
    id: 'julius',
    name: 'Julius',
    tier: {
      color: 'blue',
      level: 1,
    },
    stats: {
      sharp: 2,
    },
    hp: 9,
    speed: 5,
    weapon: 'Pepperbox',
    notes: 'Skilled thug.',
  },
  {
    id: 'guard',
    name: 'Guard',
    tier: {
      color: 'blue',
      level: 3,
    },
    stats: {
      tough: 2,
      sharp: 2,
    },
    hp: 9,
    gear: 1,
    speed: 5,
    weapon: 'Break-Action',
    notes: 'Trained security.',
  },
  {
    id: 'buster',
    name: 'Buster',
    tier: {
      color: 'green',
      level: 1,
    },
    hp: 6,
    speed: 5,
    weaponTrait: 'body',
    notes: 'Minor henchman.',
  },
  {
    id: 'ralph',
    name: 'Ralph',
    tier: {
      color: 'green',
      level: 1,
    },
    hp: 6,
    speed: 5,
    weapon: 'Derringer',
    notes: 'Minor henchman.',
  },
]);
