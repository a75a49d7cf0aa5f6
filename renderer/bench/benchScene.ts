import { mapSchema, FACTIONS } from '../../engine/index.ts';
import type { BoardScene, BoardToken } from '../board/boardScene.ts';

/** A seeded generator for the benchmark scene (the renderer may not use the engine's RNG state). */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The board-frame scene (issue 5): a 100×100 map with walls, 1,000 cover objects and 300 tokens,
 * each on its own square.
 */
export function benchScene(): BoardScene {
  const random = seeded(20261129);
  const size = 100;
  const used = new Set<string>();
  const free = (): [number, number] => {
    for (;;) {
      const x = Math.floor(random() * size);
      const y = Math.floor(random() * size);
      if (!used.has(`${x},${y}`)) {
        used.add(`${x},${y}`);
        return [x, y];
      }
    }
  };
  const walls: [number, number, number, number][] = [];
  for (let i = 0; i < 1500; i++) {
    const x = Math.floor(random() * size);
    const y = Math.floor(random() * size);
    walls.push(random() < 0.5 ? [x, y, x + 1, y] : [x, y, x, y + 1]);
  }
  const kinds = ['table', 'barrel', 'crate', 'trough', 'wagon'];
  const cover = Array.from({ length: 1000 }, (_, i) => ({
    id: `c${i}`,
    kind: kinds[i % kinds.length]!,
    squares: [free()],
  }));
  const tokens: BoardToken[] = Array.from({ length: 300 }, (_, i) => {
    const side = i % 3 === 0 ? 'npc' : 'pc';
    const token: BoardToken = {
      id: `t${i}`,
      name: `Gunhand ${i}`,
      side,
      faction: FACTIONS[i % FACTIONS.length]!,
      at: free(),
      hp: 1 + (i % 9),
      hpMax: 9,
      gear: i % 3,
      gearMax: 2,
    };
    if (side === 'npc')
      token.tier = { color: (['red', 'blue', 'green'] as const)[i % 3]!, level: 1 + (i % 3) };
    return token;
  });
  const map = mapSchema.parse({
    size: [size, size],
    walls,
    cover,
    terrain: [{ kind: 'street', squares: Array.from({ length: size }, (_, x) => [x, 50]) }],
    ranks: [
      {
        rank: 1,
        squares: Array.from({ length: 100 }, (_, i) => [10 + (i % 10), 10 + Math.floor(i / 10)]),
      },
    ],
    passages: [{ squares: [[9, 10]] }],
  });
  return { map, tokens };
}
