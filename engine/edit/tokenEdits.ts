import type { Square } from '../model/geometry.ts';
import type { GameMap } from '../model/map.ts';
import type { Token } from '../model/token.ts';
import { withSquaresEdited } from '../grid/mapEdits.ts';
import { accepted, refused, type EditResult } from './editResult.ts';
import { checkElements } from './elementChecks.ts';

/**
 * Tokens placed from a character or an NPC card (the caller makes the Token; the campaign's drag
 * of a card onto the map comes here). A token on cover is allowed while editing, as the Dealer
 * arranges the scene; validateMap reports it, and such a map is not played (playableMap). Ids are
 * unique on a map, since an encounter seats each id once.
 */
export function placeToken(map: GameMap, token: Token): EditResult {
  if (map.tokens.some((t) => t.id === token.id))
    return refused(map, `tokens[${map.tokens.length}].id: "${token.id}" is already on this map`);
  const checked = checkElements(map.size, 'tokens', [token], [map.tokens.length]);
  if (!checked.ok) return refused(map, checked.reason);
  return accepted(
    withSquaresEdited(map, { ...map, tokens: [...map.tokens, ...checked.value] }, []),
  );
}

export function moveToken(map: GameMap, id: string, to: Square): EditResult {
  const at = map.tokens.findIndex((t) => t.id === id);
  if (at === -1) return refused(map, `token "${id}" is not on this map`);
  const token = map.tokens[at]!;
  if (token.at[0] === to[0] && token.at[1] === to[1]) return accepted(map);
  const checked = checkElements(map.size, 'tokens', [{ ...token, at: to }], [at]);
  if (!checked.ok) return refused(map, checked.reason);
  const tokens = map.tokens.map((t, i) => (i === at ? checked.value[0]! : t));
  return accepted(withSquaresEdited(map, { ...map, tokens }, []));
}

export function removeTokens(map: GameMap, ids: readonly string[]): EditResult {
  const missing = ids.find((id) => !map.tokens.some((t) => t.id === id));
  if (missing !== undefined) return refused(map, `token "${missing}" is not on this map`);
  const gone = new Set(ids);
  if (gone.size === 0) return accepted(map);
  const next = { ...map, tokens: map.tokens.filter((t) => !gone.has(t.id)) };
  return accepted(withSquaresEdited(map, next, []));
}
