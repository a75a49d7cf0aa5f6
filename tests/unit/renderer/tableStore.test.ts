import { describe, expect, it } from 'vitest';
import { planMove, startSession, strongestAttack, type GameState } from '../../../engine/index.ts';
import { TableStore } from '../../../renderer/state/tableStore.ts';
import { encounter } from '../engine/game/encounterFixture.ts';
import { play } from '../engine/game/drive.ts';

const tableAt = (state: GameState) => new TableStore(startSession(state));
const begun = (at: Record<string, [number, number]> = {}) =>
  play(encounter(7, {}, at), { type: 'BEGIN_TURNS' });

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
    const acting = tableAt(play(begun({ kate: [5, 3] }), { type: 'END_PHASE', who: 'kate' }));
    acting.toggleDoorBeside();
    expect(acting.feedback.get().rejection).toMatch(
      /Movement phase, not the Action phase \(rule M3\)/,
    );
  });

  it('a click on a square moves along planMove’s path, or shows planMove’s refusal', () => {
    const s = begun();
    const table = tableAt(s);
    table.select('kate');
    table.click([4, 5]); // inside the barrel
    const refused = planMove(s, 'kate', [4, 5]);
    expect(refused.ok).toBe(false);
    expect(table.feedback.get().rejection).toBe('message' in refused ? refused.message : null);
    table.click([3, 4]);
    const plan = planMove(s, 'kate', [3, 4]);
    expect(table.session.get().log).toEqual([
      { type: 'MOVE', who: 'kate', path: 'path' in plan ? plan.path : [] },
    ]);
    expect(table.state.combatants.kate!.at).toEqual([3, 4]);
  });

  it('“Strongest” declares strongestAttack’s choice', () => {
    const s = play(begun(), { type: 'END_PHASE', who: 'kate' });
    const table = tableAt(s);
    table.select('kate');
    table.click([8, 4]);
    const best = strongestAttack(s, 'kate')!;
    expect(table.session.get().log.at(-1)).toEqual({
      type: 'DECLARE_ATTACK',
      who: 'kate',
      target: 'tom',
      ...best.choice,
    });
  });
});
