import { mapSchema, type GameMap } from '../../engine/model/map.ts';
import { seededRandom } from './harness.ts';

export interface BenchMap {
  map: GameMap;
  /** 1 where a square is walled in: what rot.js and PathFinding.js see as blocked. */
  walled: Uint8Array;
  size: number;
}

/**
 * The benchmark map: size × size squares, 15% walled in by edge walls on all four sides (blocked
 * squares for the baselines), 5% more holding cover (which only our rules know), and ranks with
 * passages on other squares. The corners stay open, so corner-to-corner paths exist.
 */
export function benchMap(size = 200, seed = 1): BenchMap {
  const random = seededRandom(seed);
  const walled = new Uint8Array(size * size);
  const used = new Uint8Array(size * size);
  const keepOpen = (x: number, y: number) =>
    (x < 3 && y < 3) ||
    (x >= size - 3 && y >= size - 3) ||
    (Math.abs(x - size / 2) < 2 && Math.abs(y - size / 2) < 2);
  const pick = (fraction: number, mark: (i: number) => void) => {
    let placed = 0;
    const target = Math.round(size * size * fraction);
    while (placed < target) {
      const x = Math.floor(random() * size);
      const y = Math.floor(random() * size);
      const i = y * size + x;
      if (used[i] || keepOpen(x, y)) continue;
      used[i] = 1;
      mark(i);
      placed += 1;
    }
  };
  const walls = new Set<string>();
  pick(0.15, (i) => {
    walled[i] = 1;
    const x = i % size;
    const y = (i - x) / size;
    walls.add(`${x},${y},${x + 1},${y}`);
    walls.add(`${x},${y + 1},${x + 1},${y + 1}`);
    walls.add(`${x},${y},${x},${y + 1}`);
    walls.add(`${x + 1},${y},${x + 1},${y + 1}`);
  });
  const cover: { id: string; kind: string; squares: [number, number][] }[] = [];
  pick(0.05, (i) => {
    const x = i % size;
    cover.push({ id: `c${cover.length}`, kind: 'barrel', squares: [[x, (i - x) / size]] });
  });
  const rankSquares: [number, number][] = [];
  const passageSquares: [number, number][] = [];
  pick(0.03, (i) => {
    const x = i % size;
    rankSquares.push([x, (i - x) / size]);
  });
  pick(0.01, (i) => {
    const x = i % size;
    passageSquares.push([x, (i - x) / size]);
  });
  const map = mapSchema.parse({
    size: [size, size],
    walls: [...walls].map((w) => w.split(',').map(Number)),
    cover,
    ranks: [{ rank: 1, squares: rankSquares }],
    passages: [{ squares: passageSquares }],
  });
  return { map, walled, size };
}
