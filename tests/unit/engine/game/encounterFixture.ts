import { characterSchema } from '../../../../engine/model/character.ts';
import { mapSchema } from '../../../../engine/model/map.ts';
import { npcCardSchema } from '../../../../engine/model/npcCard.ts';
import { createEncounter, type Participant } from '../../../../engine/game/createEncounter.ts';
import type { GameState } from '../../../../engine/game/gameState.ts';
import kate from '../../../../assets/characters/marshal-kate.json';
import npcs from '../../../../assets/npcs/examples.json';

/** A small open street: 12 × 8, a barrel, a raised porch with stairs, a wall with a door. */
export const streetMap = mapSchema.parse({
  size: [12, 8],
  walls: [[6, 0, 6, 3]],
  doors: [{ at: [6, 3, 6, 4], open: false }],
  cover: [{ id: 'barrel', kind: 'barrel', squares: [[4, 5]] }],
  ranks: [
    {
      rank: 1,
      squares: [
        [10, 0],
        [11, 0],
        [10, 1],
        [11, 1],
      ],
    },
  ],
  passages: [{ squares: [[9, 1]] }],
});

const character = characterSchema.parse(kate);
const ned = characterSchema.parse({
  ...kate,
  id: 'ned',
  name: 'Ned',
  faction: 'Drifters',
  class: 'Sharpshooter',
  chips: { draw: 2, action: 1 },
  hpUpgrades: 0,
  trained: [],
  specialCards: [{ name: 'Steady Aim', class: 'Sharpshooter', cost: 1, requires: { sharp: 3 } }],
  weapon: 'Bolt Action',
  items: ['Medical Kit', 'Hollow Points', 'Leather Duster'],
});
const gunslinger = characterSchema.parse({
  ...kate,
  id: 'sam',
  name: 'Sam',
  specialCards: [{ name: 'Fan the Hammer', class: 'Gunslinger', cost: 1, requires: { sharp: 3 } }],
});
const tom = npcCardSchema.parse(npcs[0]);
const buster = npcCardSchema.parse(npcs[4]);

export function participants(): Participant[] {
  return [
    { id: 'kate', at: [1, 4], side: 'pc', character },
    { id: 'tom', at: [8, 4], side: 'npc', npc: tom },
    { id: 'ned', at: [1, 6], side: 'pc', character: ned },
    { id: 'buster', at: [7, 6], side: 'npc', npc: buster },
  ];
}

export function encounter(
  seed = 7,
  extra: Partial<Parameters<typeof createEncounter>[0]> = {},
  at: Record<string, [number, number]> = {},
): GameState {
  const cast = participants().map((p) => (at[p.id] ? { ...p, at: at[p.id]! } : p));
  return createEncounter({ map: streetMap, participants: cast, seed, ...extra });
}

export function withGunslinger(seed = 7): GameState {
  return createEncounter({
    map: streetMap,
    participants: [
      { id: 'sam', at: [1, 4], side: 'pc', character: gunslinger },
      ...participants().slice(1),
    ],
    seed,
  });
}
