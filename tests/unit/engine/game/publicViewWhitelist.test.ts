import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../../engine/game/gameState.ts';
import { publicView } from '../../../../engine/game/publicView.ts';
import { act } from '../../../../engine/game/session.ts';
import { midGame, SECRET, withUnknownFieldEverywhere } from './viewProbe.ts';
import { SET_FOG } from '../../../../engine/game/records/setFog.ts';

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
