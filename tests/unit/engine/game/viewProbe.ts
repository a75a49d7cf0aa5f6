import { chooseAction } from '../../../../engine/ai/simpleAi.ts';
import type { GameState } from '../../../../engine/game/gameState.ts';
import { act, startSession, type Session } from '../../../../engine/game/session.ts';
import { encounter } from './encounterFixture.ts';

/** What the view tests plant and look for: the views of issue 11 and 37 must never show it. */
export const SECRET = 'dealerOnlySecret';

/** Records keyed by id, not objects with fields: a key added there would be a new combatant. */
const RECORDS_BY_ID = new Set(['combatants', 'cards']);

/**
 * A field nobody has whitelisted yet, added to every object of the state at every depth: the map
 * and its elements, each combatant and its tracks, the attack under way. Arrays get one too.
 */
export function withUnknownFieldEverywhere<T>(
  value: T,
  seen = new Map<object, unknown>(),
  byId = false,
): T {
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return seen.get(value) as T;
  if (Array.isArray(value)) {
    const copy = value.map((v) => withUnknownFieldEverywhere(v, seen)) as unknown[] & {
      [SECRET]?: string;
    };
    copy[SECRET] = SECRET;
    seen.set(value, copy);
    return copy as T;
  }
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  for (const [k, v] of Object.entries(value))
    copy[k] = withUnknownFieldEverywhere(v, seen, RECORDS_BY_ID.has(k));
  if (!byId) copy[SECRET] = SECRET;
  return copy as T;
}

/**
 * The AI plays until `until` holds: an attack under way (awaiting defense), or one just resolved
 * (the projector then shows its resolution, step by step).
 */
export function midGame(seed: number, until: (state: GameState) => boolean): Session {
  let session = startSession(encounter(seed));
  for (let i = 0; i < 200; i++) {
    const action = chooseAction(session.current);
    if (!action) break;
    const result = act(session, action);
    if (!result.ok) throw new Error(result.message);
    session = result.session;
    if (until(session.current)) break;
  }
  return session;
}
