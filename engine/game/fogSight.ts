import { posseSight, type PosseSight } from '../grid/posseSight.ts';
import { sightField } from '../grid/sightField.ts';
import type { Square } from '../model/geometry.ts';
import type { GameMap } from '../model/map.ts';
import { encodeCells } from './fogCells.ts';
import type { GameState } from './gameState.ts';
import { isDown } from './queries.ts';

/**
 * The squares the posse sees now (issue 11, the fog's lit squares): a G3 line of sight from the
 * centre of a standing PC's square (not down, A8) to the square's centre, with no range limit
 * (sightField). A pure function of the map and those squares; what is kept between calls is only
 * a cache of it, outside the state: the last few posse sights, keyed by the map object and the
 * squares, so the settle step and publicView of one state sweep once, and a PC's move sweeps that
 * PC alone (posseSight's incremental update from the sight before it).
 */
export function posseSightOf(state: GameState): PosseSight {
  return sightFor(state.map, standingPcSquares(state));
}

/** The lit squares as fogCells' compact string, made once per posse sight. */
export function litCellsOf(sight: PosseSight): string {
  let text = litText.get(sight);
  if (text === undefined) {
    text = encodeCells(sight.seenBy);
    litText.set(sight, text);
  }
  return text;
}

/** Whether some standing PC sees the square. */
export function isLit(sight: PosseSight, at: Square): boolean {
  const [w, h] = sight.map.size;
  const [x, y] = at;
  return x >= 0 && y >= 0 && x < w && y < h && sight.seenBy[y * w + x]! > 0;
}

/** The squares of the standing player characters, in the combatants' order (ids sorted). */
export function standingPcSquares(state: GameState): Square[] {
  const squares: Square[] = [];
  for (const id of Object.keys(state.combatants).sort()) {
    const c = state.combatants[id]!;
    if (c.side === 'pc' && !isDown(c)) squares.push(c.at);
  }
  return squares;
}

/**
 * What one unit sees from `at` on `map` (sightField), kept for the next ask: a walk's squares and
 * the squares the posse stands on are asked again and again (legalActions tries a MOVE to every
 * square in reach, each walking much the same way, and each settles the fog), and a field is a
 * pure function of the map object and the square. The least recently asked go first, past a
 * budget of squares for all the maps together (FIELD_BUDGET): a 200 × 200 map keeps 200 fields.
 */
export function fieldAt(map: GameMap, at: Square): Uint8Array {
  let id = mapIds.get(map);
  if (id === undefined) {
    id = nextMapId++;
    mapIds.set(map, id);
  }
  const key = `${id}:${at[0]},${at[1]}`;
  const hit = fields.get(key);
  if (hit) {
    fields.delete(key);
    fields.set(key, hit);
    return hit;
  }
  const field = sightField(map, at);
  fields.set(key, field);
  keptCells += field.length;
  while (keptCells > FIELD_BUDGET && fields.size > 1) {
    const [oldest, gone] = fields.entries().next().value!;
    fields.delete(oldest);
    keptCells -= gone.length;
  }
  return field;
}

/** One byte a square: 8 MB of fields at most, whatever the maps. */
const FIELD_BUDGET = 8_000_000;
const fields = new Map<string, Uint8Array>();
const mapIds = new WeakMap<GameMap, number>();
let nextMapId = 0;
let keptCells = 0;

/** How many posse sights are kept: a state, the one before it, an undo's replay, the projector. */
const KEPT = 4;
const recent: { map: GameMap; key: string; sight: PosseSight }[] = [];
const litText = new WeakMap<PosseSight, string>();

function sightFor(map: GameMap, squares: readonly Square[]): PosseSight {
  const key = squares.map((s) => `${s[0]},${s[1]}`).join(';');
  const hit = recent.findIndex((r) => r.map === map && r.key === key);
  if (hit >= 0) {
    const [entry] = recent.splice(hit, 1);
    recent.unshift(entry!);
    return entry!.sight;
  }
  // The nearest sight to start from: the same map's, most recent first; posseSight sweeps only
  // the PCs that stand elsewhere, or all of them on another map (a door opened).
  const previous = recent.find((r) => r.map === map)?.sight ?? recent[0]?.sight;
  const sight = posseSight(map, squares, previous, fieldAt);
  recent.unshift({ map, key, sight });
  if (recent.length > KEPT) recent.length = KEPT;
  return sight;
}
