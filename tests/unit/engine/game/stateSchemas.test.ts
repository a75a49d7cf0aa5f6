import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../../../engine/ai/simpleAi.ts';
import { gameStateSchema, type GameState } from '../../../../engine/game/gameState.ts';
import { play } from './drive.ts';
import { encounter } from './encounterFixture.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import { CALL_CHECK } from '../../../../engine/game/records/callCheck.ts';
import { PLAY_CHECK_CARD } from '../../../../engine/game/records/playCheckCard.ts';

/** The state as a save would hold it, parsed back with the schema loading uses. */
function parsedBack(state: GameState) {
  return gameStateSchema.safeParse(JSON.parse(JSON.stringify(state)));
}

describe('GameState schemas', () => {
  it('model every state play reaches: flows, attack resolutions and check results parse back unchanged', () => {
    let resolutions = 0;
    for (const seed of [3, 7, 11]) {
      let state = encounter(seed);
      for (let i = 0; i < 400 && state.encounter.value !== 'ended'; i++) {
        const action = chooseAction(state);
        if (!action) break;
        state = play(state, action);
        const back = parsedBack(state);
        if (!back.success) throw new Error(`${action.type}: ${back.error.message}`);
        // Nothing dropped or filled in: the schemas describe the state exactly.
        expect(back.data).toEqual(JSON.parse(JSON.stringify(state)));
        if (state.attack?.resolution) resolutions += 1;
      }
    }
    expect(resolutions).toBeGreaterThan(0);
  });

  it('keep a check result (S2–S5)', () => {
    const turn = play(encounter(7), { type: BEGIN_TURNS.type });
    const card = turn.combatants.kate!.hand[0]!;
    for (const check of ['Eye', 'Thievin']) {
      const done = play(
        turn,
        { type: CALL_CHECK.type, who: 'kate', check },
        { type: PLAY_CHECK_CARD.type, who: 'kate', card },
      );
      expect(done.check!.result).toMatchObject({ legal: true, check });
      const back = parsedBack(done);
      expect(back.success).toBe(true);
      expect(back.data!.check!.result).toEqual(done.check!.result);
    }
  });

  it('refuse contexts of another shape, and a state a machine does not have', () => {
    const state = play(encounter(7), { type: BEGIN_TURNS.type });
    const json = JSON.parse(JSON.stringify(state));
    // The v1 encounter context kept its own copy of sides and who stands.
    const v1Encounter = {
      ...json,
      encounter: { ...json.encounter, context: { ...json.encounter.context, side: {} } },
    };
    expect(gameStateSchema.safeParse(v1Encounter).success).toBe(false);
    const v1Attack = {
      ...json,
      lastAttack: {
        flow: { value: 'resolved', context: { autoAdvance: true } },
        attacker: 'kate',
        target: 'tom',
        declaration: {
          ammoModifier: 0,
          slug: false,
          chips: { attack: 0, attackMode: 'attack', range: 0 },
          delayedBonus: 0,
          freeShot: false,
        },
        applied: true,
      },
    };
    expect(gameStateSchema.safeParse(v1Attack).success).toBe(false);
    const nowhere = { ...json, turn: { ...json.turn, flow: { ...json.turn.flow, value: 'dusk' } } };
    const refused = gameStateSchema.safeParse(nowhere);
    expect(refused.success).toBe(false);
    expect(refused.error!.message).toContain('not a state of the turn machine');
  });
});
