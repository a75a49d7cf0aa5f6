import { describe, expect, it } from 'vitest';
import {
  isLegal,
  planMove,
  startSession,
  strongestAttack,
  type GameState,
} from '../../../engine/index.ts';
import { TableStore } from '../../../renderer/state/tableStore.ts';
import { encounter } from '../engine/game/encounterFixture.ts';
import { play } from '../engine/game/drive.ts';
import { BEGIN_TURNS } from '../../../engine/game/records/beginTurns.ts';
import { DECLARE_ATTACK } from '../../../engine/game/records/declareAttack.ts';
import { END_PHASE } from '../../../engine/game/records/endPhase.ts';
import { MOVE } from '../../../engine/game/records/move.ts';
import { clickOn } from './tableClicks.ts';

const tableAt = (state: GameState) => new TableStore(startSession(state));
const begun = (at: Record<string, [number, number]> = {}) =>
  play(encounter(7, {}, at), { type: BEGIN_TURNS.type });

/** The table store turns clicks and keys into engine actions, and shows the engine's refusals. */
describe('the table store asks the engine', () => {
  it('D opens the door beside the acting character; with none beside, the engine says so (M3)', () => {
    const away = tableAt(begun());
    away.toggleDoorBeside();
    expect(away.feedback.get().rejection).toBe('There is no door beside Marshal Kate (rule M3).');
    expect(away.session.get().log).toEqual([]);

    const beside = tableAt(begun({ kate: [5, 3] }));
    beside.toggleDoorBeside();
    expect(beside.feedback.get().rejection).toBeNull();
    expect(beside.state.map.doors[0]!.open).toBe(true);

    // Off the Movement phase, the gate's reason.
    const acting = tableAt(play(begun({ kate: [5, 3] }), { type: END_PHASE.type, who: 'kate' }));
    acting.toggleDoorBeside();
    expect(acting.feedback.get().rejection).toMatch(
      /Movement phase, not the Action phase \(rule M3\)/,
    );
  });

  it('a click on a square moves along planMove’s path, or shows planMove’s refusal', () => {
    const s = begun();
    const table = tableAt(s);
    table.select('kate');
    clickOn(table, [4, 5]); // inside the barrel
    const refused = planMove(s, 'kate', [4, 5]);
    expect(refused.ok).toBe(false);
    expect(table.feedback.get().rejection).toBe('message' in refused ? refused.message : null);
    clickOn(table, [3, 4]);
    const plan = planMove(s, 'kate', [3, 4]);
    expect(table.session.get().log).toEqual([
      { type: MOVE.type, who: 'kate', path: 'path' in plan ? plan.path : [] },
    ]);
    expect(table.state.combatants.kate!.at).toEqual([3, 4]);
  });

  it('Esc, then a click on an enemy: the table says how to shoot it, and the next clicks do', () => {
    const s = play(begun(), { type: END_PHASE.type, who: 'kate' });
    const table = tableAt(s);
    table.escape();
    clickOn(table, [8, 4]); // Tom, with nobody selected
    expect(table.session.get().log).toEqual([]);
    const hint = table.feedback.get().hint;
    expect(hint).toContain('Tom');
    expect(hint).toContain('Marshal Kate');
    clickOn(table, [1, 4]); // Kate, as the hint says
    expect(table.feedback.get().hint).toBeNull();
    clickOn(table, [8, 4]);
    expect(table.session.get().log.at(-1)).toMatchObject({
      type: DECLARE_ATTACK.type,
      target: 'tom',
    });
  });

  it('Esc, then a click on an enemy that cannot be shot now: the hint is the engine’s refusal', () => {
    const s = begun(); // the Movement phase: no attack yet (T2)
    const table = tableAt(s);
    table.escape();
    clickOn(table, [8, 4]);
    const verdict = isLegal(s, {
      type: DECLARE_ATTACK.type,
      who: 'kate',
      target: 'tom',
      ...strongestAttack(s, 'kate')!.choice,
    });
    expect(verdict.ok).toBe(false);
    expect(table.feedback.get().hint).toContain(verdict.ok ? '' : verdict.message);
    // Esc again clears the hint with the selection.
    table.escape();
    expect(table.feedback.get().hint).toBeNull();
  });

  it('“Strongest” declares strongestAttack’s choice', () => {
    const s = play(begun(), { type: END_PHASE.type, who: 'kate' });
    const table = tableAt(s);
    table.select('kate');
    clickOn(table, [8, 4]);
    const best = strongestAttack(s, 'kate')!;
    expect(table.session.get().log.at(-1)).toEqual({
      type: DECLARE_ATTACK.type,
      who: 'kate',
      target: 'tom',
      ...best.choice,
    });
  });
});
