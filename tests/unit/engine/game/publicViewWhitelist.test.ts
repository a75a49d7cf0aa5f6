import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../../../engine/ai/simpleAi.ts';
import type { GameState } from '../../../../engine/game/gameState.ts';
import { publicView } from '../../../../engine/game/publicView.ts';
import { act, startSession, type Session } from '../../../../engine/game/session.ts';
import { encounter } from './encounterFixture.ts';
import { SET_FOG } from '../../../../engine/game/records/setFog.ts';

const SECRET = 'dealerOnlySecret';

/** Records keyed by id, not objects with fields: a key added there would be a new combatant. */
const RECORDS_BY_ID = new Set(['combatants', 'cards']);

/**
 * A field nobody has whitelisted yet, added to every object of the state at every depth: the map
 * and its elements, each combatant and its tracks, the attack under way. Arrays get one too.
 */
function withUnknownFieldEverywhere<T>(
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
function midGame(seed: number, until: (state: GameState) => boolean): Session {
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

describe('publicView is a whitelist (issue 11): a field added later stays private', () => {
  it('lets no unknown field through, from the map, its elements, the combatants or the attack', () => {
    const underWay = (s: GameState) => s.attack !== null && s.attack !== undefined;
    const resolved = (s: GameState) => !underWay(s) && Boolean(s.lastAttack?.resolution);
    for (const [seed, until] of [
      [3, underWay],
      [3, resolved],
      [7, resolved],
      [12, underWay],
    ] as const) {
      const state = midGame(seed, until).current;
      expect(until(state), `seed ${seed} reached the moment`).toBe(true);
      // The projector reads the attack as the engine words it, step by step.
      expect(publicView(state).attack?.lines.at(-1)?.current).toBe(true);
      const marked = withUnknownFieldEverywhere(state) as GameState;
      const view = publicView(marked);
      expect(JSON.stringify(view)).not.toContain(SECRET);
      // Still the same view: the whitelist drops only what it does not know.
      expect(view).toEqual(publicView(state));
    }
  });

  it('lets no unknown field through with the fog of war on either (issue 11)', () => {
    for (const mode of ['live', 'explored'] as const) {
      const played = midGame(7, (s) => Boolean(s.lastAttack?.resolution));
      const fogged = act(played, { type: SET_FOG.type, mode });
      if (!fogged.ok) throw new Error(fogged.message);
      const state = fogged.session.current;
      expect(publicView(state).fog?.mode).toBe(mode);
      const view = publicView(withUnknownFieldEverywhere(state) as GameState);
      expect(JSON.stringify(view)).not.toContain(SECRET);
      expect(view).toEqual(publicView(state));
    }
  });

  it("keeps a map's Dealer notes off the projector", () => {
    const state = midGame(3, () => false).current;
    const noted = {
      ...state,
      map: { ...state.map, dealerNotes: 'The loot is under the third plank.' },
    } as GameState;
    expect(JSON.stringify(publicView(noted))).not.toContain('third plank');
  });
});
