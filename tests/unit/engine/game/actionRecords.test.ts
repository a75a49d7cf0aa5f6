import { describe, expect, it } from 'vitest';
import { ALLOWED } from '../../../../engine/game/actionGate.ts';
import { ACTION_RECORDS, RECORD_LIST } from '../../../../engine/game/actionRegistry.ts';
import { actionSchema } from '../../../../engine/game/actions.ts';
import { applyAction } from '../../../../engine/game/applyAction.ts';
import { legalActions } from '../../../../engine/game/legalActions.ts';
import { situationOf } from '../../../../engine/game/situation.ts';
import { encounter } from './encounterFixture.ts';

/**
 * Issue 37, item 1: each action type's record holds its moments, its sender, its refusals, its
 * offer and its handler; the gate's table, dispatch and legalActions are read from the records.
 */
describe('the action records', () => {
  it('are one a type, each under its own type, for every type the schema knows', () => {
    const schemaTypes = actionSchema.options.map((o) => o.shape.type.value).sort();
    expect(Object.keys(ACTION_RECORDS).sort()).toEqual(schemaTypes);
    for (const [type, record] of Object.entries(ACTION_RECORDS)) expect(record.type).toBe(type);
  });

  it('give the gate its table: each situation allows exactly the records that name it', () => {
    for (const [key, types] of Object.entries(ALLOWED)) {
      expect(types).toEqual(
        RECORD_LIST.filter((r) => (r.allowedIn as readonly string[]).includes(key)).map(
          (r) => r.type,
        ),
      );
    }
    // T2, T3: a move belongs to the Movement phase only, and the Draw phase ends by drawing (T5).
    expect(ALLOWED['turn.movement']).toContain(ACTION_RECORDS.MOVE.type);
    expect(ALLOWED['turn.action']).not.toContain(ACTION_RECORDS.MOVE.type);
    expect(ALLOWED['turn.draw']).not.toContain(ACTION_RECORDS.END_PHASE.type);
  });

  it('word a turn action out of its phase from its own record', () => {
    const state = encounter(1);
    const begun = applyAction(state, { type: ACTION_RECORDS.BEGIN_TURNS.type });
    if (!begun.ok) throw new Error(begun.message);
    const situation = situationOf(begun.state);
    if (situation.kind !== 'turn') throw new Error('no turn');
    const refused = applyAction(begun.state, {
      type: ACTION_RECORDS.DRAW.type,
      who: situation.who,
    });
    expect(refused).toMatchObject({
      ok: false,
      reason: 'wrong_phase',
      message: 'Drawing happens in the Draw phase, not the Movement phase (rule T5).',
    });
  });

  it('offer through legalActions only what their sender may send, and applyAction accepts it', () => {
    const state = encounter(3);
    const begun = applyAction(state, { type: ACTION_RECORDS.BEGIN_TURNS.type });
    if (!begun.ok) throw new Error(begun.message);
    const situation = situationOf(begun.state);
    if (situation.kind !== 'turn') throw new Error('no turn');
    const ids = Object.keys(begun.state.combatants);
    for (const actor of ['dealer', ...ids]) {
      const { actions } = legalActions(begun.state, actor);
      for (const action of actions) {
        const sender = ACTION_RECORDS[action.type].sender;
        if (actor === 'dealer') expect(sender).toBe('dealer');
        else expect(sender === 'turn' && actor === situation.who).toBe(true);
        expect(applyAction(begun.state, action).ok).toBe(true);
      }
      // Only the one whose turn it is has anything to do among the characters.
      if (actor !== 'dealer') expect(actions.length > 0).toBe(actor === situation.who);
    }
  });
});
