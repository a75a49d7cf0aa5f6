import { describe, expect, it } from 'vitest';
import { applyAction } from '../../../engine/game/applyAction.ts';
import type { GameState } from '../../../engine/game/gameState.ts';
import { coverBetween } from '../../../engine/grid/coverBetween.ts';
import { validateMove } from '../../../engine/grid/validateMove.ts';
import { attackStepLines } from '../../../renderer/board/overlays/attackStepLines.ts';
import { hudLines } from '../../../renderer/board/overlays/hudLines.ts';
import { overlayModel } from '../../../renderer/state/overlayModel.ts';
import { encounter } from '../engine/game/encounterFixture.ts';

function play(state: GameState, ...actions: Parameters<typeof applyAction>[1][]): GameState {
  return actions.reduce((s, a) => {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.message);
    return r.state;
  }, state);
}

describe('the board overlay model', () => {
  const begun = play(encounter(), { type: 'BEGIN_TURNS' });

  it('shows where the selected, active token can move, and the path under the pointer, as validateMove allows', () => {
    const model = overlayModel(begun, { selected: 'kate', hover: [3, 2] });
    expect(model.active).toBe('kate');
    expect(model.reach.length).toBeGreaterThan(10);
    expect(model.reach.every((r) => r.cost <= 6)).toBe(true);
    expect(model.path!.squares[0]).toEqual([1, 4]);
    expect(model.path!.squares.at(-1)).toEqual([3, 2]);
    const kate = begun.combatants.kate!;
    expect(
      validateMove(begun.map, { at: kate.at, speed: 6 }, [], model.path!.squares.slice(1)),
    ).toMatchObject({ legal: true, cost: model.path!.cost });
  });

  it('shows no reach for a token that is not acting', () => {
    expect(overlayModel(begun, { selected: 'tom', hover: null }).reach).toEqual([]);
  });

  it('hovering an enemy gives the range and the very verdict coverBetween gives', () => {
    const model = overlayModel(begun, { selected: 'kate', hover: [7, 6] });
    expect(model.sight).toMatchObject({
      to: [7, 6],
      distance: 6,
      range: 8,
      names: { to: 'Buster' },
    });
    expect(model.sight!.verdict).toEqual(coverBetween(begun.map, [1, 4], [7, 6]));
    // Kate → Buster crosses the barrel at E6: cover, counted.
    expect(model.sight!.verdict.cover).toBe(true);
    expect(hudLines(model)).toEqual([
      { text: 'Buster: 6 squares, range 8 · COVER: attack halved (barrel counts)', current: true },
    ]);
  });

  it('shows an attack step by step, following the attack machine', () => {
    let s = play(
      begun,
      { type: 'END_PHASE', who: 'kate' },
      { type: 'DECLARE_ATTACK', who: 'kate', target: 'buster', weapon: true },
    );
    expect(
      attackStepLines(overlayModel(s, { selected: 'kate', hover: null }).attack!).map(
        (l) => l.step,
      ),
    ).toEqual(['awaitingDefense']);
    s = play(s, { type: 'DEFEND', who: 'buster' });
    const lines = () => attackStepLines(overlayModel(s, { selected: 'kate', hover: null }).attack!);
    expect(lines().map((l) => [l.step, l.current])).toEqual([
      ['awaitingDefense', false],
      ['attackTotalled', true],
    ]);
    expect(lines()[1]!.text).toBe('Attack: Single Action Revolver 3 = 3');
    s = play(s, { type: 'CONTINUE' });
    expect(lines().at(-1)!.text).toBe('Cover: barrel counts → 3 ÷ 2, rounded up = 2');
    s = play(s, { type: 'CONTINUE' }, { type: 'CONTINUE' }, { type: 'CONTINUE' });
    expect(lines().map((l) => l.step)).toEqual([
      'awaitingDefense',
      'attackTotalled',
      'coverApplied',
      'defenseTotalled',
      'damageComputed',
      'damageAssigned',
    ]);
    expect(lines().at(-1)!.text).toMatch(/^Buster: gear takes 0, HP takes 2 → HP 4$/);
    s = play(s, { type: 'CONTINUE' });
    // Resolved: shown while the table still looks at it, then gone.
    expect(
      overlayModel(s, { selected: 'kate', hover: null, showResolvedAttack: true }).attack!.step,
    ).toBe('resolved');
    expect(overlayModel(s, { selected: 'kate', hover: null }).attack).toBeNull();
  });
});
