import { characterSchema } from '../../engine/model/character.ts';
import kate from '../../assets/characters/marshal-kate.json';

const pc = (id: string, name: string, extra: object) =>
  characterSchema.parse({ ...kate, id, name, ...extra });

/** The posse the encounter benchmarks play: four PCs of different weapons (the NPCs are the examples). */
export const BENCH_PCS = [
  pc('kate', 'Marshal Kate', {}),
  pc('ned', 'Ned', {
    faction: 'Drifters',
    class: 'Sharpshooter',
    weapon: 'Bolt Action',
    trained: [],
    hpUpgrades: 0,
    chips: { draw: 2 },
  }),
  pc('sam', 'Sam', { faction: 'Desperados', weapon: 'Sawed-Off', hpUpgrades: 0, trained: [] }),
  pc('holly', 'Doc Holly', {
    faction: 'Regulars',
    class: 'Doc',
    weapon: 'Derringer',
    trained: [],
    items: ['Medical Kit'],
  }),
];
