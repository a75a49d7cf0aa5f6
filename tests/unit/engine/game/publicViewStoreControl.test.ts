import { describe, expect, it } from 'vitest';
import type { Action } from '../../../../engine/game/actions.ts';
import { encounterFromMap } from '../../../../engine/game/encounterFromMap.ts';
import type { GameState } from '../../../../engine/game/gameState.ts';
import { publicView } from '../../../../engine/game/publicView.ts';
import { act, startSession, type Session } from '../../../../engine/game/session.ts';
import { storeControl } from '../../../../engine/game/storeControl.ts';
import { withState } from '../../../../engine/game/stateShape.ts';
import { DEFAULT_RULES_OPTIONS } from '../../../../engine/rules/rulesOptions.ts';
import { mapSchema } from '../../../../engine/model/map.ts';
import mainStreet from '../../../../assets/maps/main-street.json';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import { HIDE } from '../../../../engine/game/records/hide.ts';
import { SET_FOG } from '../../../../engine/game/records/setFog.ts';

/*
 * Issue 11 with X3: hidden NPCs count for store control (storeBuyers sees every standing
 * combatant), so a store held by an ambush is held. publicView carries no store control, and
 * nothing else derived from the hidden: the players' view of a table where Tom and Buster hide in
 * Jenkins Bros is the view of the same table without them.
 */

function play(session: Session, actions: Action[]): Session {
  for (const action of actions) {
    const result = act(session, action);
    if (!result.ok) throw new Error(`${action.type}: ${result.message}`);
    session = result.session;
  }
  return session;
}

/** The same table with the hidden NPCs gone from it, as if they had never been placed. */
function withoutHidden(state: GameState): GameState {
  const gone = new Set(
    Object.values(state.combatants)
      .filter((c) => c.hidden)
      .map((c) => c.id),
  );
  const combatants = Object.fromEntries(
    Object.entries(state.combatants).filter(([id]) => !gone.has(id)),
  );
  const context = state.encounter.context;
  const order = context.order.filter((id) => !gone.has(id));
  const active = context.order[context.active];
  return withState(state, {
    combatants,
    encounter: {
      ...state.encounter,
      context: { ...context, order, active: active ? order.indexOf(active) : 0 },
    } as GameState['encounter'],
  });
}

describe("store control leaks no hidden NPC to the players' view (issue 11, X3)", () => {
  it('gives the same players’ view with the ambush in the store as without it, fog off or on', () => {
    const map = mapSchema.parse(mainStreet);
    const start = startSession(
      encounterFromMap(map, {
        seed: 7,
        rules: { ...DEFAULT_RULES_OPTIONS, marketplace: true },
      }),
    );
    const hidden = play(start, [
      { type: HIDE.type, combatant: 'tom' },
      { type: HIDE.type, combatant: 'buster' },
      { type: BEGIN_TURNS.type },
    ]);
    const state = hidden.current;
    // Not vacuous: the hidden pair hold Jenkins Bros for the NPCs, which without them is open.
    const held = storeControl(state).find((s) => s.store === 'Jenkins Bros')!;
    expect(held.buyers).toEqual(['npc']);
    const bare = withoutHidden(state);
    expect(storeControl(bare).find((s) => s.store === 'Jenkins Bros')!.buyers).toBe('all');
    for (const mode of ['off', 'live', 'explored'] as const) {
      const fogged = mode === 'off' ? state : play(hidden, [{ type: SET_FOG.type, mode }]).current;
      expect(publicView(fogged)).toEqual(publicView(withoutHidden(fogged)));
      const text = JSON.stringify(publicView(fogged));
      for (const name of ['Tom', 'Buster', 'held by']) expect(text).not.toContain(name);
    }
  });
});
