import { describe, expect, it } from 'vitest';
import { applyUntrustedAction } from '../../../../engine/game/applyAction.ts';
import { createEncounter } from '../../../../engine/game/createEncounter.ts';
import type { GameState } from '../../../../engine/game/gameState.ts';
import { activeCharacter } from '../../../../engine/game/queries.ts';
import { HAND_SIZE } from '../../../../engine/rules/cards.ts';
import {
  DEFAULT_RULES_OPTIONS,
  rulesOptionsSchema,
  type RulesOptions,
} from '../../../../engine/rules/rulesOptions.ts';
import { encounter, participants, streetMap } from './encounterFixture.ts';
import { play } from './drive.ts';

/** The findings of driving applyAction over whole encounters (issue: one authority). */

function withHp(state: GameState, id: string, hpLeft: number): GameState {
  const c = state.combatants[id]!;
  return { ...state, combatants: { ...state.combatants, [id]: { ...c, hp: { ...c.hp, hpLeft } } } };
}

describe('E4/A8: a character killed by a jump', () => {
  it('stops on the square where its HP reached 0, and the rest of the path is not walked', () => {
    // Kate on the porch (rank 1) at K2 with 1 HP jumps down and would walk on two more squares.
    let s = withHp(encounter(7, {}, { kate: [10, 1] }), 'kate', 1);
    s = play(s, { type: 'BEGIN_TURNS' });
    expect(activeCharacter(s)).toBe('kate');
    const result = play(s, {
      type: 'MOVE',
      who: 'kate',
      path: [
        [10, 2],
        [10, 3],
        [10, 4],
      ],
    });
    const kate = result.combatants.kate!;
    expect(kate.at).toEqual([10, 2]);
    expect(kate.hp.hpLeft).toBe(0);
    // Her turn is over: she fell.
    expect(activeCharacter(result)).not.toBe('kate');
  });

  it('a jump that leaves HP walks the whole path', () => {
    let s = withHp(encounter(7, {}, { kate: [10, 1] }), 'kate', 5);
    s = play(s, { type: 'BEGIN_TURNS' });
    const result = play(s, {
      type: 'MOVE',
      who: 'kate',
      path: [
        [10, 2],
        [10, 3],
      ],
    });
    expect(result.combatants.kate!.at).toEqual([10, 3]);
    expect(result.combatants.kate!.hp.hpLeft).toBe(4);
  });
});

describe('T7: the killing blow stays on the board', () => {
  it('when the last enemy falls, the attack that felled it is the last attack, with every step', () => {
    const [kate, , , buster] = participants();
    let s = createEncounter({
      map: streetMap,
      participants: [kate!, { ...buster!, at: [3, 4] }],
      seed: 7,
    });
    s = withHp(s, 'buster', 1);
    s = play(
      s,
      { type: 'BEGIN_TURNS' },
      { type: 'END_PHASE', who: 'kate' },
      { type: 'DECLARE_ATTACK', who: 'kate', target: 'buster', weapon: true },
      { type: 'DEFEND', who: 'buster' },
    );
    while (s.attack) s = play(s, { type: 'CONTINUE' });
    expect(s.encounter.value).toBe('ended');
    expect(s.combatants.buster!.hp.hpLeft).toBe(0);
    expect(s.lastAttack).toMatchObject({ attacker: 'kate', target: 'buster', applied: true });
    expect(s.lastAttack!.flow.value).toBe('resolved');
    expect(s.lastAttack!.resolution).toMatchObject({ dead: true });
  });
});

describe('closed rules are not options', () => {
  it('K1: a hand size is refused as a house rule, by SET_RULES and by the schema', () => {
    const s = encounter();
    const lifted = { ...DEFAULT_RULES_OPTIONS, handSize: 6 };
    expect(rulesOptionsSchema.safeParse(lifted).success).toBe(false);
    const result = applyUntrustedAction(s, { type: 'SET_RULES', options: lifted });
    expect(result.ok).toBe(false);
    // And a hand is 4, whatever an options object carries.
    const dealt = encounter(7, { options: lifted as RulesOptions });
    for (const c of Object.values(dealt.combatants)) expect(c.hand).toHaveLength(HAND_SIZE);
    expect(HAND_SIZE).toBe(4);
  });

  it('E4, B2: the cost of a step and the HP an upgrade adds are not options either', () => {
    for (const key of ['stepCost', 'hpPerUpgrade', 'handSize'])
      expect(Object.keys(DEFAULT_RULES_OPTIONS)).not.toContain(key);
  });

  it('F9: a Finger Guns table is 4 to 8 players; the bounds cannot be set outside that', () => {
    const at = (o: Partial<RulesOptions>) =>
      rulesOptionsSchema.safeParse({ ...DEFAULT_RULES_OPTIONS, ...o }).success;
    expect(at({ fingerGunsMinPlayers: 2 })).toBe(false);
    expect(at({ fingerGunsMinPlayers: 3 })).toBe(false);
    expect(at({ fingerGunsMaxPlayers: 9 })).toBe(false);
    expect(at({ fingerGunsMinPlayers: 4, fingerGunsMaxPlayers: 8 })).toBe(true);
    expect(at({ fingerGunsMinPlayers: 5, fingerGunsMaxPlayers: 6 })).toBe(true);
  });
});
