import { mapSchema, type GameMap } from '../../engine/index.ts';
// With its type named, so the Playwright specs (plain Node ESM) can load it too.
import dustyCrossing from '../../assets/maps/dusty-crossing.json' with { type: 'json' };

type Square = [number, number];
type Segment = [number, number, number, number];

/**
 * The benchmark town (issue 9): the sample map, Dusty Crossing (16×12), laid side by side in every
 * whole copy that fits a size × size map. 200×200 holds 12 × 16 = 192 copies, 500×500 holds
 * 31 × 41 = 1,271 (so 1,271 store names and 1,000 coordinate labels). Deterministic, so every run
 * measures the same map.
 *
 * `tokens`: 'every' puts the sample's four tokens in every copy (ids suffixed with the copy), the
 * board-only benchmarks' load; 'centre' keeps only those of the copy at the middle of the town,
 * under their own ids, for a map the app seats as an encounter (every token becomes a combatant,
 * and 5,084 is not an encounter anyone plays).
 */
export function townMap(size: number, tokens: 'every' | 'centre' = 'every'): GameMap {
  const sample = mapSchema.parse(dustyCrossing);
  const [sw, sh] = sample.size;
  const across = Math.floor(size / sw);
  const down = Math.floor(size / sh);
  const copies: { dx: number; dy: number; tag: string }[] = [];
  for (let cy = 0; cy < down; cy++)
    for (let cx = 0; cx < across; cx++)
      copies.push({ dx: cx * sw, dy: cy * sh, tag: `${cx}-${cy}` });
  const sq = ([x, y]: readonly number[], dx: number, dy: number): Square => [x! + dx, y! + dy];
  const seg = ([x1, y1, x2, y2]: readonly number[], dx: number, dy: number): Segment => [
    x1! + dx,
    y1! + dy,
    x2! + dx,
    y2! + dy,
  ];
  const each = <T>(make: (dx: number, dy: number, tag: string) => T[]): T[] =>
    copies.flatMap(({ dx, dy, tag }) => make(dx, dy, tag));
  return mapSchema.parse({
    name: `Town ${size}×${size}`,
    size: [size, size],
    // One area per kind across the whole town, as an editor's paint tool would leave it.
    terrain: sample.terrain.map((area) => ({
      kind: area.kind,
      squares: each((dx, dy) => area.squares.map((s) => sq(s, dx, dy))),
    })),
    walls: each((dx, dy) => sample.walls.map((w) => seg(w, dx, dy))),
    doors: each((dx, dy) => sample.doors.map((d) => ({ at: seg(d.at, dx, dy), open: d.open }))),
    windows: each((dx, dy) => sample.windows.map((w) => seg(w, dx, dy))),
    cover: each((dx, dy, tag) =>
      sample.cover.map((c) => ({
        id: `${c.id}@${tag}`,
        kind: c.kind,
        squares: c.squares.map((s) => sq(s, dx, dy)),
      })),
    ),
    // Each copy's platform stays its own raised area, with its own rank triangle.
    ranks: each((dx, dy) =>
      sample.ranks.map((r) => ({ rank: r.rank, squares: r.squares.map((s) => sq(s, dx, dy)) })),
    ),
    passages: each((dx, dy) =>
      sample.passages.map((p) => ({ kind: p.kind, squares: p.squares.map((s) => sq(s, dx, dy)) })),
    ),
    buildings: each((dx, dy) =>
      sample.buildings.map((b) => ({
        name: b.name,
        squares: b.squares.map((s) => sq(s, dx, dy)),
        boardwalk: b.boardwalk.map((s) => sq(s, dx, dy)),
      })),
    ),
    tokens: (tokens === 'every' ? copies : [centreCopy(copies, across, down)]).flatMap(
      ({ dx, dy, tag }) =>
        sample.tokens.map((t) => ({
          ...t,
          id: tokens === 'every' ? `${t.id}@${tag}` : t.id,
          at: sq(t.at, dx, dy),
        })),
    ),
  });
}

/** The copy at the middle of the town: the one a fitted view of a big town shows most clearly. */
function centreCopy<C>(copies: C[], across: number, down: number): C {
  return copies[Math.floor(down / 2) * across + Math.floor(across / 2)]!;
}
