import { type Square } from '../../../../engine/core.ts';
import {
  applyEdit,
  mapErrors,
  type EditActionInput,
  type GameMap,
} from '../../../../engine/skirmish.ts';

/**
 * What the engine says of placing something before it is placed, for a tool's preview and its
 * click: the edit is tried on the map as it is (applyEdit is pure, so trying it changes nothing)
 * and, accepted, the new map's errors (validation's, without the warnings' whole-map search) are
 * read for one on the squares it takes (G2: an object on another object or on a token; a token
 * on cover). The tools decide no rule themselves: a refusal is the engine's reason, or
 * validation's sentence.
 *
 * - `ok`: it would be placed, and plays;
 * - `refused`: the engine refuses the edit (off the map, say): its reason;
 * - `flagged`: the engine would place it, but the map would then have an error (and could not be
 *   played): validation's sentence.
 */
export type PlacementVerdict =
  { kind: 'ok' } | { kind: 'refused'; reason: string } | { kind: 'flagged'; reason: string };

let last: { map: GameMap; key: string; verdict: PlacementVerdict } | null = null;

export function placementVerdict(
  map: GameMap,
  action: EditActionInput,
  squares: readonly Square[],
): PlacementVerdict {
  // A hover asks again at every pointer move over the same square: the last answer is kept.
  const key = JSON.stringify(action);
  if (last && last.map === map && last.key === key) return last.verdict;
  const verdict = judge(map, action, squares);
  last = { map, key, verdict };
  return verdict;
}

function judge(
  map: GameMap,
  action: EditActionInput,
  squares: readonly Square[],
): PlacementVerdict {
  const result = applyEdit(map, action);
  if (!result.ok) return { kind: 'refused', reason: result.reason };
  const taken = new Set(squares.map(([x, y]) => `${x},${y}`));
  const error = mapErrors(result.map).find((e) =>
    e.squares.some(([x, y]) => taken.has(`${x},${y}`)),
  );
  return error ? { kind: 'flagged', reason: error.message } : { kind: 'ok' };
}
