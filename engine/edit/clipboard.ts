import { z } from 'zod';
import { squareSchema, type Segment, type Square } from '../model/geometry.ts';
import { describeIssues } from '../model/describeIssues.ts';
import { mapSchema, type GameMap } from '../model/map.ts';
import { addDoor, addWalls, addWindow } from './barrierEdits.ts';
import { addBuilding } from './buildingEdits.ts';
import { freeCoverId, placeCovers } from './coverEdits.ts';
import { refused, type EditResult } from './editResult.ts';
import { paintRank, paintTerrain } from './paintEdits.ts';
import { addPassage } from './passageEdits.ts';
import { chain, selectionSchema, type SelectionInput } from './selection.ts';
import { boundsOf, cellOf, shiftSquares } from './squareSets.ts';
import { placeToken } from './tokenEdits.ts';

/** The clipboard's format name: a paste of anything else is refused, saying so. */
export const CLIPBOARD_FORMAT = 'high-noon-table/map-elements' as const;

const lists = mapSchema.in.shape;

/**
 * What copy puts on the clipboard, as JSON:
 * `{ "format": "high-noon-table/map-elements", "version": 1, "origin": [x, y], "terrain": [...],
 * "ranks": [...], "walls": [...], "doors": [...], "windows": [...], "cover": [...],
 * "passages": [...], "buildings": [...], "tokens": [...] }`. Every list has its element shape in
 * the map (engine/model/map.ts), in the copied map's coordinates; `origin` is the top-left square
 * of what was copied, so a paste at square S shifts everything by S − origin. Lists may be absent.
 */
export const clipboardSchema = z.object({
  format: z.literal(CLIPBOARD_FORMAT),
  version: z.literal(1),
  origin: squareSchema,
  terrain: lists.terrain,
  ranks: lists.ranks,
  walls: lists.walls,
  doors: lists.doors,
  windows: lists.windows,
  cover: lists.cover,
  passages: lists.passages,
  buildings: lists.buildings,
  tokens: lists.tokens,
});
export type Clipboard = z.output<typeof clipboardSchema>;

/** The selection's elements, and its squares' terrain and ranks, as clipboard JSON. */
export function copySelection(map: GameMap, selection: SelectionInput): Clipboard {
  const s = selectionSchema.parse(selection);
  const w = map.size[0];
  const chosen = new Set(s.squares.map((sq) => cellOf(sq, w)));
  const within = <T extends { squares: Square[] }>(list: readonly T[]) =>
    list.flatMap((item) => {
      const squares = item.squares.filter((sq) => chosen.has(cellOf(sq, w)));
      return squares.length > 0 ? [{ ...item, squares }] : [];
    });
  const at = <T>(list: readonly T[], picks: readonly number[]) =>
    [...new Set(picks)].sort((a, b) => a - b).flatMap((i) => (list[i] ? [list[i]] : []));
  const clip = {
    format: CLIPBOARD_FORMAT,
    version: 1 as const,
    terrain: within(map.terrain),
    ranks: within(map.ranks),
    walls: at(map.walls, s.walls),
    doors: at(map.doors, s.doors),
    windows: at(map.windows, s.windows),
    cover: map.cover.filter((c) => s.cover.includes(c.id)),
    passages: at(map.passages, s.passages),
    buildings: at(map.buildings, s.buildings),
    tokens: map.tokens.filter((t) => s.tokens.includes(t.id)),
  };
  const corners: Square[] = [
    ...s.squares,
    ...clip.cover.flatMap((c) => c.squares),
    ...clip.passages.flatMap((p) => p.squares),
    ...clip.buildings.flatMap((b) => [...b.squares, ...b.boardwalk]),
    ...clip.tokens.map((t) => t.at),
    ...[...clip.walls, ...clip.windows, ...clip.doors.map((d) => d.at)].map(
      ([x1, y1, x2, y2]): Square => [
        Math.max(0, Math.floor(Math.min(x1, x2))),
        Math.max(0, Math.floor(Math.min(y1, y2))),
      ],
    ),
  ];
  const [left, top] = boundsOf(corners) ?? [0, 0];
  return { ...clip, origin: [left, top] };
}

/**
 * The clipboard's elements added to the map, shifted by `offset` squares: painted squares take
 * the copied terrain and rank, cover objects and tokens whose ids are taken get fresh ones (the
 * report says which). `clipboard` is the JSON text or its parsed value; anything that is not
 * this editor's clipboard is refused with the reason, and so is a paste that would put anything
 * off the map. One edit, one undo step.
 */
export function pasteClipboard(
  map: GameMap,
  clipboard: unknown,
  offset: readonly [number, number],
): EditResult {
  let value = clipboard;
  if (typeof clipboard === 'string') {
    try {
      value = JSON.parse(clipboard);
    } catch {
      return refused(map, 'the clipboard holds text, not map elements (it is not JSON)');
    }
  }
  const parsed = clipboardSchema.safeParse(value);
  if (!parsed.success) {
    const format = (value as { format?: unknown } | null)?.format;
    if (format !== CLIPBOARD_FORMAT)
      return refused(
        map,
        `the clipboard holds no map elements (its format is not "${CLIPBOARD_FORMAT}")`,
      );
    return refused(
      map,
      `the clipboard's map elements are malformed: ${describeIssues(parsed.error)}`,
    );
  }
  const c = parsed.data;
  const [dx, dy] = offset;
  const by = (s: Segment): Segment => [s[0] + dx, s[1] + dy, s[2] + dx, s[3] + dy];
  const move = (squares: readonly Square[]) => shiftSquares(squares, offset);
  const renamed: string[] = [];
  const coverIds = new Set<string>();
  const tokenIds = new Set(map.tokens.map((t) => t.id));
  const steps: ((m: GameMap) => EditResult)[] = [
    ...c.terrain.map((t) => (m: GameMap) => paintTerrain(m, t.kind, move(t.squares))),
    ...c.ranks.map((r) => (m: GameMap) => paintRank(m, r.rank, move(r.squares))),
    (m: GameMap) => addWalls(m, c.walls.map(by)),
    ...c.doors.map((d) => (m: GameMap) => addDoor(m, by(d.at), d.open)),
    ...c.windows.map((s) => (m: GameMap) => addWindow(m, by(s))),
    // Every object in one edit, so the index is derived once for them all.
    (m: GameMap) =>
      placeCovers(
        m,
        c.cover.map((object) => {
          let id = object.id ?? freeCoverId(m, object.kind, coverIds);
          if (m.cover.some((o) => o.id === id) || coverIds.has(id)) {
            id = freeCoverId(m, object.kind, coverIds);
            renamed.push(`cover "${object.id}" pasted as "${id}"`);
          }
          coverIds.add(id);
          return { id, kind: object.kind, squares: move(object.squares) };
        }),
      ),
    ...c.passages.map((p) => (m: GameMap) => addPassage(m, { ...p, squares: move(p.squares) })),
    ...c.buildings.map(
      (b) => (m: GameMap) =>
        addBuilding(m, { name: b.name, squares: move(b.squares), boardwalk: move(b.boardwalk) }),
    ),
    ...c.tokens.map((t) => (m: GameMap) => {
      let id = t.id;
      for (let n = 2; tokenIds.has(id); n++) id = `${t.id}-${n}`;
      if (id !== t.id) renamed.push(`token "${t.id}" pasted as "${id}"`);
      tokenIds.add(id);
      return placeToken(m, { ...t, id, at: [t.at[0] + dx, t.at[1] + dy] });
    }),
  ];
  const result = chain(map, steps);
  if (!result.ok) return refused(map, `the paste does not fit here: ${result.reason}`);
  return { ...result, report: [...result.report, ...renamed] };
}
