import { describe, expect, it } from 'vitest';
import type { Action } from '../../../../engine/game/actions.ts';
import { applyAction, applyUntrustedAction } from '../../../../engine/game/applyAction.ts';
import { createEncounter } from '../../../../engine/game/createEncounter.ts';
import type { GameState } from '../../../../engine/game/gameState.ts';
import { activeCharacter } from '../../../../engine/game/queries.ts';
import { startSession } from '../../../../engine/game/session.ts';
import { sessionFromSave, sessionToSave } from '../../../../engine/save/sessionSave.ts';
import { HAND_SIZE } from '../../../../engine/rules/cards.ts';
import {
  DEFAULT_RULES_OPTIONS,
  rulesOptionsSchema,
  type RulesOptions,
} from '../../../../engine/rules/rulesOptions.ts';
import { encounter, participants, streetMap } from './encounterFixture.ts';
import { play, refusal } from './drive.ts';
import { ADVANCE_DAY } from '../../../../engine/game/records/advanceDay.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import { CALL_CHECK } from '../../../../engine/game/records/callCheck.ts';
import { CONTINUE } from '../../../../engine/game/records/continueAttack.ts';
import { DECLARE_ATTACK } from '../../../../engine/game/records/declareAttack.ts';
import { DEFEND } from '../../../../engine/game/records/defend.ts';
import { DRAW } from '../../../../engine/game/records/draw.ts';
import { END_ENCOUNTER } from '../../../../engine/game/records/endEncounter.ts';
import { END_PHASE } from '../../../../engine/game/records/endPhase.ts';
import { MOVE } from '../../../../engine/game/records/move.ts';
import { PLAY_CHECK_CARD } from '../../../../engine/game/records/playCheckCard.ts';
import { SET_RULES } from '../../../../engine/game/records/setRules.ts';
import { SPEND_CHIP } from '../../../../engine/game/records/spendChip.ts';
import { SPEND_SPEED_FOR_INITIATIVE } from '../../../../engine/game/records/spendSpeedForInitiative.ts';
import { TOGGLE_DOOR } from '../../../../engine/game/records/toggleDoor.ts';
import { USE_ITEM } from '../../../../engine/game/records/useItem.ts';

/** The findings of driving applyAction over whole encounters (issue: one authority). */

function withHp(state: GameState, id: string, hpLeft: number): GameState {
  const c = state.combatants[id]!;
  return { ...state, combatants: { ...state.combatants, [id]: { ...c, hp: { ...c.hp, hpLeft } } } };
}

describe('E4/A8: a character killed by a jump', () => {
  it('stops on the square where its HP reached 0, and the rest of the path is not walked', () => {
    // Kate on the porch (rank 1) at K2 with 1 HP jumps down and would walk on two more squares.
    let s = withHp(encounter(7, {}, { kate: [10, 1] }), 'kate', 1);
    s = play(s, { type: BEGIN_TURNS.type });
    expect(activeCharacter(s)).toBe('kate');
    const result = play(s, {
      type: MOVE.type,
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
    s = play(s, { type: BEGIN_TURNS.type });
    const result = play(s, {
      type: MOVE.type,
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
      { type: BEGIN_TURNS.type },
      { type: END_PHASE.type, who: 'kate' },
      { type: DECLARE_ATTACK.type, who: 'kate', target: 'buster', weapon: true },
      { type: DEFEND.type, who: 'buster' },
    );
    while (s.attack) s = play(s, { type: CONTINUE.type });
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
    const result = applyUntrustedAction(s, { type: SET_RULES.type, options: lifted });
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

describe('one action gate: nothing is accepted out of its moment', () => {
  /** Kate's Movement phase, with the Dealer's Eye check waiting for her card. */
  function checkWaiting(): GameState {
    return play(
      encounter(),
      { type: BEGIN_TURNS.type },
      { type: CALL_CHECK.type, who: 'kate', check: 'Eye' },
    );
  }

  it('S2: a check waiting for a card holds the turn: no phase ends, draws, doors or chips', () => {
    const s = checkWaiting();
    for (const action of [
      { type: END_PHASE.type, who: 'kate' },
      { type: DRAW.type, who: 'kate' },
      { type: TOGGLE_DOOR.type, who: 'kate', door: 0 },
      { type: SPEND_CHIP.type, who: 'kate', chip: 'draw' },
      { type: MOVE.type, who: 'kate', path: [[2, 4]] },
      { type: ADVANCE_DAY.type },
      { type: SET_RULES.type, options: { ...DEFAULT_RULES_OPTIONS, chipValue: 2 } },
    ] as const) {
      const refused = refusal(s, action as Action);
      expect(refused.reason, action.type).toBe('check_in_progress');
      expect(refused.message).toBe(
        "The game is waiting for Marshal Kate's card for the Eye check: play it, or the Dealer calls the check off.",
      );
    }
    // Her card resolves it, and her turn goes on.
    const played = play(s, {
      type: PLAY_CHECK_CARD.type,
      who: 'kate',
      card: s.combatants.kate!.hand[0]!,
    });
    expect(played.check?.flow.value).toBe('resolved');
    expect(play(played, { type: END_PHASE.type, who: 'kate' }).turn?.flow.value).toBe('action');
  });

  it('A3: an attack waiting for its defence takes only the defender’s card', () => {
    let s = play(encounter(), { type: BEGIN_TURNS.type }, { type: END_PHASE.type, who: 'kate' });
    s = play(s, { type: DECLARE_ATTACK.type, who: 'kate', target: 'tom', weapon: true });
    expect(refusal(s, { type: END_PHASE.type, who: 'kate' }).reason).toBe('attack_in_progress');
    expect(refusal(s, { type: SPEND_CHIP.type, who: 'kate', chip: 'action' }).reason).toBe(
      'attack_in_progress',
    );
    expect(refusal(s, { type: CONTINUE.type }).reason).toBe('wrong_phase');
    expect(refusal(s, { type: DEFEND.type, who: 'kate' }).reason).toBe('not_defender');
    s = play(s, { type: DEFEND.type, who: 'tom' });
    // Each shown step waits for CONTINUE; nothing else gets in between.
    expect(refusal(s, { type: DEFEND.type, who: 'tom' }).reason).toBe('no_attack');
    expect(refusal(s, { type: ADVANCE_DAY.type }).reason).toBe('attack_in_progress');
  });

  it('T7: END_ENCOUNTER on an ended encounter is refused, and logs nothing', () => {
    const over = play(encounter(), { type: END_ENCOUNTER.type });
    const again = refusal(over, { type: END_ENCOUNTER.type });
    expect(again.reason).toBe('encounter_over');
    // The Dealer can still advance the day after the fight.
    expect(play(over, { type: ADVANCE_DAY.type }).encounter.value).toBe('ended');
  });

  it('T1: no turn action before the round begins', () => {
    expect(refusal(encounter(), { type: MOVE.type, who: 'kate', path: [[2, 4]] }).reason).toBe(
      'not_your_turn',
    );
  });
});

describe('ids that cannot hurt', () => {
  const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype);

  it('a who, target or card named after an Object.prototype property is refused, never thrown', () => {
    const s = play(encounter(), { type: BEGIN_TURNS.type });
    expect(PROTOTYPE_NAMES).toContain('__proto__');
    for (const name of PROTOTYPE_NAMES) {
      const actions = [
        { type: MOVE.type, who: name, path: [] },
        { type: DECLARE_ATTACK.type, who: 'kate', target: name, weapon: true },
        { type: USE_ITEM.type, who: 'kate', item: 'Snake Oil', target: name },
        { type: USE_ITEM.type, who: 'kate', item: name },
        { type: DEFEND.type, who: name },
        { type: CALL_CHECK.type, who: name, check: 'Eye' },
        { type: DECLARE_ATTACK.type, who: 'kate', target: 'tom', card: name },
        { type: SPEND_SPEED_FOR_INITIATIVE.type, who: name },
      ];
      for (const action of actions) {
        const viaTrusted = applyAction(s, action as Action);
        const viaUntrusted = applyUntrustedAction(s, action);
        expect(viaTrusted.ok, `${action.type} ${name}`).toBe(false);
        expect(viaUntrusted.ok).toBe(false);
        if (!viaTrusted.ok && (action as { who: string }).who === name)
          expect(viaTrusted.reason).toBe('unknown_character');
      }
    }
    expect(
      refusal(s, { type: DECLARE_ATTACK.type, who: 'kate', target: 'tom', card: 'toString' })
        .reason,
    ).toBe('unknown_card');
  });

  it('a saved session naming such an id is refused in words at load, not with a TypeError', () => {
    const session = startSession(encounter());
    const saved = JSON.parse(JSON.stringify(sessionToSave(session)));
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const bad = { ...saved, log: [{ type: BEGIN_TURNS.type }, { type: DRAW.type, who: name }] };
      const loaded = sessionFromSave(bad);
      expect(loaded.ok).toBe(false);
      if (!loaded.ok)
        expect(loaded.message).toMatch(/action 2 \(DRAW\) was refused: There is no one/);
    }
  });

  it('"__proto__" cannot be made an id', () => {
    const [kate] = participants();
    expect(() =>
      createEncounter({ map: streetMap, participants: [{ ...kate!, id: '__proto__' }], seed: 1 }),
    ).toThrow(/cannot be an id/);
  });
});

describe('T7: ending the encounter leaves nothing waiting', () => {
  it('a check waiting for its card is called off with the fight', () => {
    let s = play(
      encounter(),
      { type: BEGIN_TURNS.type },
      { type: CALL_CHECK.type, who: 'kate', check: 'Eye' },
    );
    s = play(s, { type: END_ENCOUNTER.type });
    expect(s.encounter.value).toBe('ended');
    expect(s.check).toBeNull();
    expect(s.turn).toBeNull();
    expect(refusal(s, { type: CALL_CHECK.type, who: 'kate', check: 'Eye' }).reason).toBe(
      'encounter_over',
    );
  });

  it('S2: a check cannot be called on a character with no card to play', () => {
    const s = play(encounter(), { type: BEGIN_TURNS.type });
    const empty = {
      ...s,
      combatants: {
        ...s.combatants,
        kate: {
          ...s.combatants.kate!,
          hand: [],
          discard: [...s.combatants.kate!.discard, ...s.combatants.kate!.hand],
        },
      },
    };
    expect(refusal(empty, { type: CALL_CHECK.type, who: 'kate', check: 'Eye' }).message).toBe(
      'Marshal Kate has no card in hand to play on a check (rule S2).',
    );
  });
});
