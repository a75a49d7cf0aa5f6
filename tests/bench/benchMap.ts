import { mapSchema, type GameMap } from '../../engine/model/map.ts';
import { seededRandom } from './harness.ts';

export interface BenchMap {
  map: GameMap;
  /**
   * 1 where a square is walled in, by walls and closed doors on all four sides: what rot.js and
   * PathFinding.js see as blocked. A baseline that opens door i clears doorSquare[i] in its copy.
   */
  walled: Uint8Array;
  size: number;
  /** The walled square each door of map.doors closes (index y × size + x). */
  doorSquare: Int32Array;
}

/** How many walled squares get a door in place of one of their walls. */
export const BENCH_DOORS = 300;

/**
 * The benchmark map: size × size squares, 15% walled in by edge walls on all four sides (blocked
 * squares for the baselines), 5% more holding cover (which only our rules know), and ranks with
 * passages on other squares. The corners stay open, so corner-to-corner paths exist. Then
 * BENCH_DOORS walled squares (fewer on a small map) have one wall, facing a free square, replaced
 * by a closed door: still blocked, and opened by a toggle. Those are picked last, from their own
 * seeded sequence, so the walls, cover and ranks are those of the map without doors.
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
  const doors: { at: number[]; open: boolean }[] = [];
  const doorSquare: number[] = [];
  const pickDoors = seededRandom(seed + 7919);
  const sides = [
    [0, -1, 0, 0, 1, 0],
    [0, 1, 0, 1, 1, 1],
    [-1, 0, 0, 0, 0, 1],
    [1, 0, 1, 0, 1, 1],
  ] as const;
  const doorCount = Math.min(BENCH_DOORS, Math.floor((size * size) / 100));
  for (let tries = 0; doors.length < doorCount && tries < doorCount * 50; tries++) {
    const i = Math.floor(pickDoors() * size * size);
    if (!walled[i] || doorSquare.includes(i)) continue;
    const x = i % size;
    const y = (i - x) / size;
    const first = Math.floor(pickDoors() * 4);
    for (let k = 0; k < 4; k++) {
      const [dx, dy, x1, y1, x2, y2] = sides[(first + k) % 4]!;
      const nx = x + dx;
      const ny = y + dy;
      // The door faces a free square: opening it lets a walker in, and no other square shares it.
      if (nx < 0 || ny < 0 || nx >= size || ny >= size || used[ny * size + nx]) continue;
      const at = [x + x1, y + y1, x + x2, y + y2];
      walls.delete(at.join(','));
      doors.push({ at, open: false });
      doorSquare.push(i);
      break;
    }
  }
  const map = mapSchema.parse({
    size: [size, size],
    walls: [...walls].map((w) => w.split(',').map(Number)),
    doors,
    cover,
    ranks: [{ rank: 1, squares: rankSquares }],
    passages: [{ squares: passageSquares }],
  });
  return { map, walled, size, doorSquare: Int32Array.from(doorSquare) };
}
