import { type Segment, type Square } from '../../../engine/core.ts';
import {
  applyEdit,
  copySelection,
  type EditActionInput,
  type GameMap,
  type Selection,
} from '../../../engine/skirmish.ts';
import { selectionShapes } from './hitTest.ts';

/**
 * A drag of the selection by so many squares, worked out before it is done: the edits that move
 * it (one gesture, one undo step), the engine's verdict on them, where the moved things land (the
 * preview), and the selection of the moved things on the map after it.
 */
export type MovePlan =
  | {
      ok: true;
      edits: EditActionInput[];
      squares: Square[];
      segments: Segment[];
      moved: Selection;
    }
  | {
      ok: false;
      /** The edits up to the one the engine refused, that one included. */
      edits: EditActionInput[];
      squares: Square[];
      segments: Segment[];
      reason: string;
    };

/**
 * The selection moved by `offset`. Tokens and cover alone move as themselves (moveToken,
 * moveCover: their ids, their place in the lists, a token's card kept); anything else is copied,
 * deleted and pasted at the offset (the engine's copySelection, deleteSelection, paste), so walls,
 * doors, windows, passages, buildings and the squares' terrain and rank all go with it. The engine
 * judges every edit on the map the last one left (applyEdit is pure); the first refusal is the
 * plan's, in the engine's words.
 */
export function planMove(
  map: GameMap,
  selection: Selection,
  offset: readonly [number, number],
): MovePlan {
  const [dx, dy] = offset;
  const shapes = selectionShapes(map, selection);
  const squares = shapes.squares.map(([x, y]): Square => [x + dx, y + dy]);
  const segments = shapes.segments.map(shift(offset));
  const piecesOnly =
    selection.squares.length === 0 &&
    (['walls', 'doors', 'windows', 'passages', 'buildings'] as const).every(
      (list) => selection[list].length === 0,
    );
  const edits: EditActionInput[] = piecesOnly
    ? [
        ...map.tokens
          .filter((t) => selection.tokens.includes(t.id))
          .map((t): EditActionInput => ({
            type: 'moveToken',
            id: t.id,
            to: [t.at[0] + dx, t.at[1] + dy],
          })),
        ...selection.cover.map((id): EditActionInput => ({ type: 'moveCover', id, by: [dx, dy] })),
      ]
    : [
        { type: 'deleteSelection', selection },
        { type: 'paste', clipboard: copySelection(map, selection), offset: [dx, dy] },
      ];
  let current = map;
  for (let i = 0; i < edits.length; i++) {
    const result = applyEdit(current, edits[i]);
    if (!result.ok)
      return { ok: false, edits: edits.slice(0, i + 1), squares, segments, reason: result.reason };
    current = result.map;
  }
  return {
    ok: true,
    edits,
    squares,
    segments,
    moved: movedSelection(map, current, selection, offset),
  };
}

const shift =
  ([dx, dy]: readonly [number, number]) =>
  ([x1, y1, x2, y2]: Segment): Segment => [x1 + dx, y1 + dy, x2 + dx, y2 + dy];

/** A segment's key either way round: a wall from A to B is the wall from B to A. */
const segmentKey = ([x1, y1, x2, y2]: Segment) =>
  x1 < x2 || (x1 === x2 && y1 <= y2) ? `${x1},${y1},${x2},${y2}` : `${x2},${y2},${x1},${y1}`;

const squaresKey = (squares: readonly Square[]) =>
  squares
    .map(([x, y]) => `${x},${y}`)
    .sort()
    .join(' ');

/**
 * The moved things, selected on the map after the move, so the selection goes with them: squares
 * and segments shifted, passages and buildings found again by their shifted squares (a paste
 * appends them, so their indexes change), cover and tokens by id.
 */
function movedSelection(
  before: GameMap,
  after: GameMap,
  selection: Selection,
  offset: readonly [number, number],
): Selection {
  const [dx, dy] = offset;
  const move = (squares: readonly Square[]) => squares.map(([x, y]): Square => [x + dx, y + dy]);
  const indexesOf = <T>(list: readonly T[], key: (t: T) => string, wanted: readonly string[]) => {
    const want = new Set(wanted);
    return list.flatMap((t, i) => (want.has(key(t)) ? [i] : []));
  };
  const wallKeys = (picks: readonly number[], list: readonly Segment[]) =>
    picks.flatMap((i) => (list[i] ? [segmentKey(shift(offset)(list[i]))] : []));
  const coverIds = new Set(after.cover.map((c) => c.id));
  const tokenIds = new Set(after.tokens.map((t) => t.id));
  return {
    squares: move(selection.squares),
    walls: indexesOf(after.walls, segmentKey, wallKeys(selection.walls, before.walls)),
    doors: indexesOf(
      after.doors,
      (d) => segmentKey(d.at),
      wallKeys(
        selection.doors,
        before.doors.map((d) => d.at),
      ),
    ),
    windows: indexesOf(after.windows, segmentKey, wallKeys(selection.windows, before.windows)),
    cover: selection.cover.filter((id) => coverIds.has(id)),
    passages: indexesOf(
      after.passages,
      (p) => squaresKey(p.squares),
      selection.passages.flatMap((i) =>
        before.passages[i] ? [squaresKey(move(before.passages[i].squares))] : [],
      ),
    ),
    buildings: indexesOf(
      after.buildings,
      (b) => `${b.name}|${squaresKey(b.squares)}`,
      selection.buildings.flatMap((i) => {
        const b = before.buildings[i];
        return b ? [`${b.name}|${squaresKey(move(b.squares))}`] : [];
      }),
    ),
    tokens: selection.tokens.filter((id) => tokenIds.has(id)),
  };
}
