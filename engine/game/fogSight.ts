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
 * What one unit sees from `at` on `map` (sightField): the field a posse sight kept has already
 * swept for a unit there, when one is cached, else a fresh sweep (not cached: a walk's squares are
 * seen once each).
 */
export function fieldAt(map: GameMap, at: Square): Uint8Array {
  for (const r of recent) {
    if (r.map !== map) continue;
    const unit = r.sight.units.find((u) => u.at[0] === at[0] && u.at[1] === at[1]);
    if (unit) return unit.field;
  }
  return sightField(map, at);
}

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
  const sight = posseSight(map, squares, previous);
  recent.unshift({ map, key, sight });
  if (recent.length > KEPT) recent.length = KEPT;
  return sight;
}
