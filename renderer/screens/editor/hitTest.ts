import { type Segment, type Square } from '../../../engine/core.ts';
import {
  selectionSchema,
  type GameMap,
  type Selection,
  type SelectionInput,
} from '../../../engine/skirmish.ts';
import type { MapPoint } from '../../tools/toolChart.ts';
import { distanceToSegment } from './barrierGeometry.ts';

/**
 * How near, in squares, a point must come to a wall, a door or a window to pick it: a line is
 * thin, and a click a finger's breadth off it still means it; further in, the square is meant.
 */
export const SEGMENT_REACH = 0.2;

/** One thing the select tool can point at: an element of the map, or a painted square. */
export type Hit =
  | { kind: 'token' | 'cover'; id: string }
  | { kind: 'door' | 'window' | 'wall' | 'passage' | 'building'; index: number }
  | { kind: 'square'; square: Square };

/**
 * What is under a point, topmost first, as the board draws it: a token, then a cover object,
 * then a door, a window or a wall within SEGMENT_REACH of the point (the nearest; a door or a
 * window before the wall it is set in), then a passage, then a building; on bare ground, the
 * square itself (its terrain and rank). Null off the map, but for a line on the map's edge.
 * `square` is the chart's square under the pointer; `point` the fractional map point.
 */
export function hitAt(map: GameMap, point: MapPoint | null, square: Square | null): Hit | null {
  const [w, h] = map.size;
  const sq = square ?? (point ? [Math.floor(point[0]), Math.floor(point[1])] : null);
  const on = sq !== null && sq[0] >= 0 && sq[1] >= 0 && sq[0] < w && sq[1] < h ? sq : null;
  const here = (s: readonly (readonly [number, number])[]) =>
    on !== null && s.some(([x, y]) => x === on[0] && y === on[1]);
  if (on) {
    // The last in a list is drawn last, so it is on top.
    const token = map.tokens.findLast((t) => here([t.at]));
    if (token) return { kind: 'token', id: token.id };
    const cover = map.cover.findLast((c) => here(c.squares));
    if (cover) return { kind: 'cover', id: cover.id };
  }
  if (point) {
    const opening =
      nearest(
        point,
        map.doors.map((d) => d.at),
        'door',
      ) ?? nearest(point, map.windows, 'window');
    const barrier = opening ?? nearest(point, map.walls, 'wall');
    if (barrier) return barrier;
  }
  if (!on) return null;
  const passage = map.passages.findLastIndex((p) => here(p.squares));
  if (passage >= 0) return { kind: 'passage', index: passage };
  const building = map.buildings.findLastIndex((b) => here([...b.squares, ...b.boardwalk]));
  if (building >= 0) return { kind: 'building', index: building };
  return { kind: 'square', square: [on[0], on[1]] };
}

/** The segment of the list nearest the point, if within SEGMENT_REACH. */
function nearest(
  point: MapPoint,
  segments: readonly Segment[],
  kind: 'door' | 'window' | 'wall',
): Hit | null {
  let best = -1;
  let bestDistance = SEGMENT_REACH;
  segments.forEach((s, i) => {
    const d = distanceToSegment(point, s);
    if (d <= bestDistance) {
      best = i;
      bestDistance = d;
    }
  });
  return best >= 0 ? { kind, index: best } : null;
}

/** The selection that is just this hit. */
export function hitSelection(hit: Hit): Selection {
  switch (hit.kind) {
    case 'token':
      return selectionSchema.parse({ tokens: [hit.id] });
    case 'cover':
      return selectionSchema.parse({ cover: [hit.id] });
    case 'square':
      return selectionSchema.parse({ squares: [hit.square] });
    case 'door':
      return selectionSchema.parse({ doors: [hit.index] });
    case 'window':
      return selectionSchema.parse({ windows: [hit.index] });
    case 'wall':
      return selectionSchema.parse({ walls: [hit.index] });
    case 'passage':
      return selectionSchema.parse({ passages: [hit.index] });
    case 'building':
      return selectionSchema.parse({ buildings: [hit.index] });
  }
}

/** Which of the selection's lists holds a hit of this kind. */
const LIST = {
  token: 'tokens',
  cover: 'cover',
  door: 'doors',
  window: 'windows',
  wall: 'walls',
  passage: 'passages',
  building: 'buildings',
  square: 'squares',
} as const satisfies Record<Hit['kind'], keyof Selection>;

function hitValue(hit: Hit): string | number {
  if (hit.kind === 'square') return `${hit.square[0]},${hit.square[1]}`;
  return 'id' in hit ? hit.id : hit.index;
}

const valueOf = (v: unknown): string | number =>
  Array.isArray(v) ? `${v[0]},${v[1]}` : (v as string | number);

export function isHitSelected(selection: Selection, hit: Hit): boolean {
  const list = selection[LIST[hit.kind]] as readonly unknown[];
  const value = hitValue(hit);
  return list.some((v) => valueOf(v) === value);
}

/** Shift+click: the hit taken out of the selection if it is in it, added if it is not. */
export function toggleHit(selection: Selection, hit: Hit): Selection {
  const key = LIST[hit.kind];
  const list = selection[key] as readonly unknown[];
  const value = hitValue(hit);
  const has = list.some((v) => valueOf(v) === value);
  const added = hitSelection(hit)[key] as readonly unknown[];
  const next = has ? list.filter((v) => valueOf(v) !== value) : [...list, ...added];
  return { ...selection, [key]: next } as Selection;
}

/**
 * Whether a press at this point is on the selection, so that a drag from it moves the selection:
 * the thing under the point is selected, or the point is on a selected square, on a square of a
 * selected object, passage, building or token, or within reach of a selected wall, door or window.
 */
export function isOnSelection(
  map: GameMap,
  selection: Selection,
  point: MapPoint | null,
  square: Square | null,
): boolean {
  const hit = hitAt(map, point, square);
  if (hit && isHitSelected(selection, hit)) return true;
  const { squares, segments } = selectionShapes(map, selection);
  if (square && squares.some(([x, y]) => x === square[0] && y === square[1])) return true;
  return point !== null && segments.some((s) => distanceToSegment(point, s) <= SEGMENT_REACH);
}

/** What a selection covers on the board: its squares (elements' too) and its segments. */
export function selectionShapes(
  map: GameMap,
  selection: SelectionInput,
): { squares: Square[]; segments: Segment[] } {
  const s = selectionSchema.parse(selection);
  const cover = new Set(s.cover);
  const tokens = new Set(s.tokens);
  const squares: Square[] = [
    ...s.squares,
    ...map.cover.filter((c) => cover.has(c.id)).flatMap((c) => c.squares),
    ...s.passages.flatMap((i) => map.passages[i]?.squares ?? []),
    ...s.buildings.flatMap((i) => {
      const b = map.buildings[i];
      return b ? [...b.squares, ...b.boardwalk] : [];
    }),
    ...map.tokens.filter((t) => tokens.has(t.id)).map((t) => t.at),
  ];
  const segments: Segment[] = [
    ...s.walls.flatMap((i) => (map.walls[i] ? [map.walls[i]] : [])),
    ...s.doors.flatMap((i) => (map.doors[i] ? [map.doors[i].at] : [])),
    ...s.windows.flatMap((i) => (map.windows[i] ? [map.windows[i]] : [])),
  ];
  return { squares, segments };
}
