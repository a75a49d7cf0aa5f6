import type { Segment } from '../model/geometry.ts';
import type { GameMap } from '../model/map.ts';
import { edgeName } from '../grid/doorsBeside.ts';
import { onGridLine } from '../grid/indexTables.ts';
import { withDoorToggled, withWallsAdded, withWallsRemoved } from '../grid/mapEdits.ts';
import { segmentsOverlap } from '../grid/segments.ts';
import { accepted, refused, type EditResult } from './editResult.ts';
import { checkElements } from './elementChecks.ts';

/**
 * Walls, doors and windows (G2). Walls may run at any angle (an import's, or the wall tool with
 * its modifier key); doors and windows lie on square edges. Wall edits and door toggles go
 * through grid/mapEdits.ts, which derives the new map's index from the old one's for the edges
 * they touch; adding or removing a door or a window renumbers every barrier after it in the
 * index (doors come first, then windows, then walls), so the next query builds the index afresh.
 */

/** G2: walls appended, each checked by the map schema; a wall already there is not doubled. */
export function addWalls(map: GameMap, segments: readonly Segment[]): EditResult {
  const checked = checkElements(
    map.size,
    'walls',
    segments,
    segments.map((_, i) => map.walls.length + i),
  );
  if (!checked.ok) return refused(map, checked.reason);
  const distinct: Segment[] = [];
  for (const s of checked.value) if (!distinct.some((f) => sameWall(f, s))) distinct.push(s);
  const there = wallsAlreadyThere(map.walls, distinct);
  const fresh = distinct.filter((s) => !there.has(s));
  const doubled = checked.value.length - fresh.length;
  const report = doubled > 0 ? [`${count(doubled, 'wall')} already there, not doubled`] : [];
  return accepted(withWallsAdded(map, fresh), report);
}

/** The walls at these indexes in map.walls taken out; the rest keep their order. */
export function removeWalls(map: GameMap, walls: readonly number[]): EditResult {
  const missing = walls.find((i) => !Number.isInteger(i) || i < 0 || i >= map.walls.length);
  if (missing !== undefined) return refused(map, `walls[${missing}]: no such wall on this map`);
  return accepted(withWallsRemoved(map, walls));
}

/**
 * G2: a door on square edges, closed unless said. A grid wall running along the same edges is
 * cut there (a wall at a door's place would hide it: the index files walls over doors), and the
 * report says so.
 */
export function addDoor(map: GameMap, at: Segment, open = false): EditResult {
  const onEdges = edgeProblem(map, at, 'doors', map.doors.length);
  if (onEdges) return refused(map, onEdges);
  if (map.doors.some((d) => segmentsOverlap(...d.at, ...at)))
    return refused(map, `doors[${map.doors.length}]: a door is already set at ${edgeName(at)}`);
  const checked = checkElements(map.size, 'doors', [{ at, open }], [map.doors.length]);
  if (!checked.ok) return refused(map, checked.reason);
  const { walls, report } = cutWalls(map, at, 'door');
  return accepted({ ...map, walls, doors: [...map.doors, ...checked.value] }, report);
}

/** The doors at these indexes taken out; the wall they stood in keeps its gap. */
export function removeDoors(map: GameMap, doors: readonly number[]): EditResult {
  const missing = doors.find((i) => !Number.isInteger(i) || i < 0 || i >= map.doors.length);
  if (missing !== undefined) return refused(map, `doors[${missing}]: no such door on this map`);
  const gone = new Set(doors);
  if (gone.size === 0) return accepted(map);
  return accepted({ ...map, doors: map.doors.filter((_, i) => !gone.has(i)) });
}

/** M3: the door's open flag flipped, its index derived (as in play). */
export function toggleDoor(map: GameMap, door: number): EditResult {
  if (!Number.isInteger(door) || !map.doors[door])
    return refused(map, `doors[${door}]: no such door on this map`);
  return accepted(withDoorToggled(map, door));
}

/** G2, G4: a window on square edges; a grid wall along it is cut as for a door. */
export function addWindow(map: GameMap, at: Segment): EditResult {
  const onEdges = edgeProblem(map, at, 'windows', map.windows.length);
  if (onEdges) return refused(map, onEdges);
  if (map.windows.some((w) => segmentsOverlap(...w, ...at)))
    return refused(
      map,
      `windows[${map.windows.length}]: a window is already set at ${edgeName(at)}`,
    );
  const checked = checkElements(map.size, 'windows', [at], [map.windows.length]);
  if (!checked.ok) return refused(map, checked.reason);
  const { walls, report } = cutWalls(map, at, 'window');
  return accepted({ ...map, walls, windows: [...map.windows, ...checked.value] }, report);
}

export function removeWindows(map: GameMap, windows: readonly number[]): EditResult {
  const missing = windows.find((i) => !Number.isInteger(i) || i < 0 || i >= map.windows.length);
  if (missing !== undefined) return refused(map, `windows[${missing}]: no such window on this map`);
  const gone = new Set(windows);
  if (gone.size === 0) return accepted(map);
  return accepted({ ...map, windows: map.windows.filter((_, i) => !gone.has(i)) });
}

/** G2: why a door or window cannot sit here (off the square edges, or off the map), or null. */
function edgeProblem(map: GameMap, at: Segment, field: string, index: number): string | null {
  const [x1, y1, x2, y2] = at;
  const [w, h] = map.size;
  if (!onGridLine(x1, y1, x2, y2))
    return `${field}[${index}]: [${at.join(', ')}] does not lie on square edges (G2)`;
  if (Math.min(x1, x2) < 0 || Math.max(x1, x2) > w || Math.min(y1, y2) < 0 || Math.max(y1, y2) > h)
    return `${field}[${index}]: [${at.join(', ')}] runs off the ${w}×${h} map`;
  return null;
}

/**
 * The walls with the stretch under `at` taken out of every grid wall collinear with it: what is
 * left of each cut wall stays, in its place in the list. Free-angle walls are left alone.
 */
function cutWalls(map: GameMap, at: Segment, what: string): { walls: Segment[]; report: string[] } {
  const [ax1, ay1, ax2, ay2] = at;
  const vertical = ax1 === ax2;
  const lo = vertical ? Math.min(ay1, ay2) : Math.min(ax1, ax2);
  const hi = vertical ? Math.max(ay1, ay2) : Math.max(ax1, ax2);
  const report: string[] = [];
  const cut = (wall: Segment) =>
    onGridLine(wall[0], wall[1], wall[2], wall[3]) && segmentsOverlap(...wall, ...at);
  // Most doors and windows stand in no wall: the list is kept as it is, with no copy made of
  // tens of thousands of walls on a big map.
  if (!map.walls.some(cut)) return { walls: map.walls, report };
  const walls: Segment[] = [];
  for (const wall of map.walls) {
    if (!cut(wall)) {
      walls.push(wall);
      continue;
    }
    const [x1, y1, x2, y2] = wall;
    const a = vertical ? Math.min(y1, y2) : Math.min(x1, x2);
    const b = vertical ? Math.max(y1, y2) : Math.max(x1, x2);
    const piece = (from: number, to: number): Segment =>
      vertical ? [x1, from, x1, to] : [from, y1, to, y1];
    if (a < lo) walls.push(piece(a, lo));
    if (hi < b) walls.push(piece(hi, b));
    report.push(`the wall [${wall.join(', ')}] was cut to set the ${what} at ${edgeName(at)}`);
  }
  return { walls, report };
}

/**
 * Which of `added` the map's walls already hold, in one numeric pass over them: each new wall is
 * filed by the x of both its ends, and a map wall is compared only with those filed at its own
 * first x. A string key for every wall would cost more than the edit on a big map (tens of
 * thousands of walls), and comparing each new wall with every wall cost a paste of 237 walls
 * 40 ms on the 200×200 town (select-move-200).
 */
function wallsAlreadyThere(walls: readonly Segment[], added: readonly Segment[]): Set<Segment> {
  const there = new Set<Segment>();
  if (added.length === 0) return there;
  const byEnd = new Map<number, Segment[]>();
  for (const s of added) {
    for (const x of s[0] === s[2] ? [s[0]] : [s[0], s[2]]) {
      const filed = byEnd.get(x);
      if (filed) filed.push(s);
      else byEnd.set(x, [s]);
    }
  }
  for (const wall of walls) {
    const candidates = byEnd.get(wall[0]);
    if (candidates) for (const s of candidates) if (sameWall(wall, s)) there.add(s);
  }
  return there;
}

/** The same segment, whichever end it is drawn from. */
function sameWall(a: Segment, b: Segment): boolean {
  return (
    (a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3]) ||
    (a[0] === b[2] && a[1] === b[3] && a[2] === b[0] && a[3] === b[1])
  );
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
