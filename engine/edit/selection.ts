import { z } from 'zod';
import { squareListSchema, type Square } from '../model/geometry.ts';
import type { GameMap } from '../model/map.ts';
import { removeDoors, removeWalls, removeWindows } from './barrierEdits.ts';
import { removeBuildings } from './buildingEdits.ts';
import { removeCover } from './coverEdits.ts';
import { accepted, refused, type EditResult } from './editResult.ts';
import { eraseTerrain, paintRank } from './paintEdits.ts';
import { removePassages } from './passageEdits.ts';
import { removeTokens } from './tokenEdits.ts';

const indexes = z.array(z.number().int().min(0)).default([]);

/**
 * What the select tool holds: painted squares (their terrain and rank), and elements by their
 * index in the map's lists or, for cover and tokens, by id. Indexes are those of the map the
 * selection was made on; an edit that renumbers a list clears the selection in the editor.
 */
export const selectionSchema = z.object({
  squares: squareListSchema.default([]),
  walls: indexes,
  doors: indexes,
  windows: indexes,
  cover: z.array(z.string()).default([]),
  passages: indexes,
  buildings: indexes,
  tokens: z.array(z.string()).default([]),
});
export type Selection = z.output<typeof selectionSchema>;
export type SelectionInput = z.input<typeof selectionSchema>;

/** A square box, inclusive: [left, top, right, bottom] in squares (the box selection). */
export type SquareBox = readonly [number, number, number, number];

/**
 * Everything wholly inside the box: its squares, the walls, doors and windows whose two ends lie
 * on the box's edges or inside, the objects whose every square is in it, and the tokens on it.
 */
export function selectInBox(map: GameMap, box: SquareBox): Selection {
  const left = Math.min(box[0], box[2]);
  const right = Math.max(box[0], box[2]);
  const top = Math.min(box[1], box[3]);
  const bottom = Math.max(box[1], box[3]);
  const inBox = ([x, y]: readonly number[]) =>
    x! >= left && x! <= right && y! >= top && y! <= bottom;
  const segmentIn = ([x1, y1, x2, y2]: readonly number[]) =>
    [x1!, x2!].every((x) => x >= left && x <= right + 1) &&
    [y1!, y2!].every((y) => y >= top && y <= bottom + 1);
  const picked = <T>(list: readonly T[], test: (t: T) => boolean) =>
    list.flatMap((t, i) => (test(t) ? [i] : []));
  const squares: Square[] = [];
  for (let y = Math.max(0, top); y <= Math.min(map.size[1] - 1, bottom); y++)
    for (let x = Math.max(0, left); x <= Math.min(map.size[0] - 1, right); x++)
      squares.push([x, y]);
  return {
    squares,
    walls: picked(map.walls, segmentIn),
    doors: picked(map.doors, (d) => segmentIn(d.at)),
    windows: picked(map.windows, segmentIn),
    cover: map.cover.filter((c) => c.squares.every(inBox)).map((c) => c.id),
    passages: picked(map.passages, (p) => p.squares.every(inBox)),
    buildings: picked(map.buildings, (b) => [...b.squares, ...b.boardwalk].every(inBox)),
    tokens: map.tokens.filter((t) => inBox(t.at)).map((t) => t.id),
  };
}

/**
 * The selection deleted: its elements removed and its squares' terrain and rank erased. One edit
 * (one undo step); refused whole, naming the first element that is not on the map.
 */
export function deleteSelection(map: GameMap, selection: SelectionInput): EditResult {
  const parsed = selectionSchema.safeParse(selection);
  if (!parsed.success) return refused(map, 'the selection is not one the editor made');
  const s = parsed.data;
  const steps: ((m: GameMap) => EditResult)[] = [
    (m) => removeTokens(m, s.tokens),
    (m) => removeCover(m, s.cover),
    (m) => removePassages(m, s.passages),
    (m) => removeBuildings(m, s.buildings),
    (m) => removeWalls(m, s.walls),
    (m) => eraseTerrain(m, s.squares),
    (m) => paintRank(m, 0, s.squares),
    // Doors and windows last: removing one renumbers the index's barriers (a rebuild).
    (m) => removeDoors(m, s.doors),
    (m) => removeWindows(m, s.windows),
  ];
  return chain(map, steps);
}

/** The steps in turn, each on the map the last one made; the first refusal refuses the whole. */
export function chain(map: GameMap, steps: readonly ((m: GameMap) => EditResult)[]): EditResult {
  let current = map;
  const report: string[] = [];
  for (const step of steps) {
    const result = step(current);
    if (!result.ok) return refused(map, result.reason);
    current = result.map;
    report.push(...result.report);
  }
  return accepted(current, report);
}
