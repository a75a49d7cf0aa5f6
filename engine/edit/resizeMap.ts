import type { Segment, Square } from '../model/geometry.ts';
import type { GameMap, GameMapInput } from '../model/map.ts';
import { coverName } from '../grid/coverName.ts';
import { squareName } from '../grid/squareName.ts';
import { accepted, refused, type EditResult } from './editResult.ts';
import { clipToMap } from '../import/clipToMap.ts';
import { checkMap } from './elementChecks.ts';

export interface ResizeOptions {
  /**
   * Keep (false, the default): a size that would leave anything out is refused, naming it. Crop
   * (true): what falls outside is dropped, and walls running out are clipped at the edge; the
   * report names what went.
   */
  crop?: boolean;
  /** Where the old map's [0, 0] lands on the new one: [2, 0] adds two columns on the left. */
  offset?: readonly [number, number];
}

/** The map at a new size, its content shifted by the offset, kept or cropped. */
export function resizeMap(
  map: GameMap,
  size: readonly [number, number],
  options: ResizeOptions = {},
): EditResult {
  const [w, h] = size;
  const [dx, dy] = options.offset ?? [0, 0];
  const crop = options.crop ?? false;
  const inside = ([x, y]: Square) => x >= 0 && y >= 0 && x < w && y < h;
  const move = ([x, y]: Square): Square => [x + dx, y + dy];
  const lost: string[] = [];
  const clipped: string[] = [];
  let paintLost = 0;

  const keepSquares = (squares: readonly Square[]) => {
    const moved = squares.map(move);
    const kept = moved.filter(inside);
    return { kept, out: moved.length - kept.length };
  };
  const painted = <T extends { squares: Square[] }>(lists: readonly T[]): T[] =>
    lists.flatMap((item) => {
      const { kept, out } = keepSquares(item.squares);
      paintLost += out;
      return kept.length > 0 || item.squares.length === 0 ? [{ ...item, squares: kept }] : [];
    });
  const objects = <T extends { squares: Square[] }>(lists: readonly T[], name: (t: T) => string) =>
    lists.flatMap((item) => {
      const { kept, out } = keepSquares(item.squares);
      if (out === 0) return [{ ...item, squares: kept }];
      if (kept.length === 0) {
        lost.push(name(item));
        return [];
      }
      clipped.push(name(item));
      return [{ ...item, squares: kept }];
    });
  const segments = (list: readonly Segment[], name: (i: number) => string, clip: boolean) =>
    list.flatMap((s, i): Segment[] => {
      const moved: Segment = [s[0] + dx, s[1] + dy, s[2] + dx, s[3] + dy];
      if (within(moved, w, h)) return [moved];
      const part = clip ? clipToMap(moved, w, h) : null;
      if (part) {
        clipped.push(name(i));
        return [part];
      }
      lost.push(name(i));
      return [];
    });

  const next: GameMapInput = {
    ...map,
    size: [w, h],
    terrain: painted(map.terrain),
    ranks: painted(map.ranks),
    walls: segments(map.walls, (i) => `wall ${i + 1}`, true),
    doors: map.doors.flatMap((d, i) => {
      const [at] = segments([d.at], () => `door ${i + 1}`, false);
      return at ? [{ ...d, at }] : [];
    }),
    windows: segments(map.windows, (i) => `window ${i + 1}`, false),
    cover: objects(map.cover, (c) => coverName(c)),
    passages: objects(map.passages, (p) => `the ${p.kind} at ${squareName(p.squares[0]!)}`),
    buildings: map.buildings.flatMap((b) => {
      const interior = keepSquares(b.squares);
      const walk = keepSquares(b.boardwalk);
      if (interior.out + walk.out === 0)
        return [{ ...b, squares: interior.kept, boardwalk: walk.kept }];
      if (interior.kept.length + walk.kept.length === 0) {
        lost.push(`the building ${b.name}`);
        return [];
      }
      clipped.push(`the building ${b.name}`);
      return [{ ...b, squares: interior.kept, boardwalk: walk.kept }];
    }),
    // The background image moves with the content it was aligned to.
    ...(map.background
      ? {
          background: {
            ...map.background,
            offset: [map.background.offset[0] + dx, map.background.offset[1] + dy],
          },
        }
      : {}),
    tokens: map.tokens.flatMap((t) => {
      const at = move(t.at);
      if (inside(at)) return [{ ...t, at }];
      lost.push(`${t.name}'s token`);
      return [];
    }),
  };
  const gone = [...lost];
  if (paintLost > 0) gone.push(`${paintLost} painted square${paintLost === 1 ? '' : 's'}`);
  const cut = clipped;
  if (!crop && gone.length + cut.length > 0) {
    return refused(
      map,
      `size: the ${w}×${h} map would leave out ${[...cut, ...gone].join(', ')}; crop to drop them`,
    );
  }
  const checked = checkMap(next);
  if (!checked.ok) return refused(map, checked.reason);
  const report: string[] = [];
  if (gone.length > 0) report.push(`cropping dropped ${gone.join(', ')}`);
  if (cut.length > 0) report.push(`cropping cut back ${cut.join(', ')}`);
  return accepted(checked.value, report);
}

/** Whether both ends lie on the w×h map's vertices' rectangle. */
function within([x1, y1, x2, y2]: Segment, w: number, h: number): boolean {
  return [x1, x2].every((x) => x >= 0 && x <= w) && [y1, y2].every((y) => y >= 0 && y <= h);
}
