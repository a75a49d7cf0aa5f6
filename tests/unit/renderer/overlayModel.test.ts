import { describe, expect, it } from 'vitest';
import { applyAction } from '../../../engine/game/applyAction.ts';
import type { GameState } from '../../../engine/game/gameState.ts';
import { coverBetween } from '../../../engine/grid/coverBetween.ts';
import { validateMove } from '../../../engine/grid/validateMove.ts';
import { attackStepLines } from '../../../engine/game/attackSteps.ts';
import { planMove, previewAttack } from '../../../engine/index.ts';
import { hudLines } from '../../../renderer/board/overlays/hudLines.ts';
import { overlayModel } from '../../../renderer/state/overlayModel.ts';
import { encounter } from '../engine/game/encounterFixture.ts';
import { BEGIN_TURNS } from '../../../engine/game/records/beginTurns.ts';
import { CONTINUE } from '../../../engine/game/records/continueAttack.ts';
import { DECLARE_ATTACK } from '../../../engine/game/records/declareAttack.ts';
import { DEFEND } from '../../../engine/game/records/defend.ts';
import { END_PHASE } from '../../../engine/game/records/endPhase.ts';

function play(state: GameState, ...actions: Parameters<typeof applyAction>[1][]): GameState {
  return actions.reduce((s, a) => {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.message);
    return r.state;
  }, state);
}

describe('the board overlay model', () => {
  const begun = play(encounter(), { type: BEGIN_TURNS.type });

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
    expect(planMove(begun, 'kate', [3, 2])).toMatchObject({
      path: model.path!.squares.slice(1),
      cost: model.path!.cost,
    });
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
      {
        text: 'Buster: 6 squares, range 8 · COVER: attack halved (the barrel at E6 counts)',
        current: true,
      },
    ]);
    // The words are the engine's hover verdict, not the board's.
    const preview = previewAttack(begun, {
      type: DECLARE_ATTACK.type,
      who: 'kate',
      target: 'buster',
      weapon: true,
    });
    expect('text' in preview && preview.text).toBe(hudLines(model)[0]!.text);
  });

  it('shows an attack step by step, following the attack machine', () => {
    let s = play(
      begun,
      { type: END_PHASE.type, who: 'kate' },
      { type: DECLARE_ATTACK.type, who: 'kate', target: 'buster', weapon: true },
    );
    expect(
      attackStepLines(overlayModel(s, { selected: 'kate', hover: null }).attack!).map(
        (l) => l.step,
      ),
    ).toEqual(['awaitingDefense']);
    expect(
      attackStepLines(overlayModel(s, { selected: 'kate', hover: null }).attack!)[0]!.text,
    ).toBe(
      'Marshal Kate → Buster: Buster may play a Defense card, with any Defense chips (rule H2)',
    );
    s = play(s, { type: DEFEND.type, who: 'buster' });
    const lines = () => attackStepLines(overlayModel(s, { selected: 'kate', hover: null }).attack!);
    expect(lines().map((l) => [l.step, l.current])).toEqual([
      ['awaitingDefense', false],
      ['attackTotalled', true],
    ]);
    // The defence is in: the first line no longer invites one.
    expect(lines()[0]!.text).toBe('Marshal Kate attacks Buster');
    expect(lines()[1]!.text).toBe('Attack: Single Action Revolver 3 = 3');
    s = play(s, { type: CONTINUE.type });
    expect(lines().at(-1)!.text).toBe('Cover: the barrel at E6 counts → 3 ÷ 2, rounded up = 2');
    s = play(s, { type: CONTINUE.type }, { type: CONTINUE.type }, { type: CONTINUE.type });
    expect(lines().map((l) => l.step)).toEqual([
      'awaitingDefense',
      'attackTotalled',
      'coverApplied',
      'defenseTotalled',
      'damageComputed',
      'damageAssigned',
    ]);
    expect(lines().at(-1)!.text).toMatch(/^Buster takes 2 damage \(0 to gear, 2 to HP\) → HP 4$/);
    s = play(s, { type: CONTINUE.type });
    // Resolved: shown while the table still looks at it, then gone.
    expect(
      overlayModel(s, { selected: 'kate', hover: null, showResolvedAttack: true }).attack!.step,
    ).toBe('resolved');
    expect(overlayModel(s, { selected: 'kate', hover: null }).attack).toBeNull();
  });

  it('in the Action phase, shows the field of fire: LOS and cover for every square in reach, as coverBetween judges them', () => {
    const acting = play(begun, { type: END_PHASE.type, who: 'kate' });
    expect(overlayModel(begun, { selected: 'kate', hover: null }).fire).toBeNull();
    const fire = overlayModel(acting, { selected: 'kate', hover: null }).fire!;
    const kate = acting.combatants.kate!;
    // The revolver reaches 8: the window is every square within 8 of Kate, clipped to the map.
    expect([fire.left, fire.top, fire.width, fire.height]).toEqual([0, 0, 10, 8]);
    let seen = 0;
    for (let i = 0; i < fire.los.length; i++) {
      const at: [number, number] = [
        fire.left + (i % fire.width),
        fire.top + Math.floor(i / fire.width),
      ];
      if (at[0] === kate.at[0] && at[1] === kate.at[1]) continue;
      const verdict = coverBetween(acting.map, kate.at, at);
      expect(fire.los[i], `LOS to ${at.join(',')}`).toBe(verdict.los ? 1 : 0);
      if (verdict.los) {
        seen += 1;
        expect(fire.cover[i], `cover at ${at.join(',')}`).toBe(verdict.cover ? 1 : 0);
      }
    }
    expect(seen).toBeGreaterThan(20);
    // Pointing elsewhere changes nothing it depends on: the same field, so the board keeps its tint.
    expect(overlayModel(acting, { selected: 'kate', hover: [3, 3] }).fire).toBe(fire);
    expect(
      overlayModel(acting, {
        selected: 'kate',
        hover: null,
        attack: { weapon: true, chips: { range: 1 } },
      }).fire,
    ).not.toBe(fire);
    // Behind the wall at x = 6, nothing is in sight.
    expect(fire.los[0 * fire.width + 8]).toBe(0);
    // Not while an attack is under way: the attack's own line is shown then.
    const attacking = play(acting, {
      type: DECLARE_ATTACK.type,
      who: 'kate',
      target: 'buster',
      weapon: true,
    });
    expect(overlayModel(attacking, { selected: 'kate', hover: null }).fire).toBeNull();
  });

  it('follows the attack as planned: Range chips widen the reach, a slug changes the cover verdict (G7)', () => {
    const kate = begun.combatants.kate!;
    // Kate with a Slug Shell to hand: whether her revolver may fire it is applyAction's to say
    // (D6); the hover still shows what the slug would do to the cover.
    const slugged: GameState = {
      ...begun,
      combatants: {
        ...begun.combatants,
        kate: {
          ...kate,
          ammo: [
            {
              id: 'slug',
              name: 'Slug Shells',
              modifier: 0,
              slug: true,
              track: { family: 'tracker', color: 'blue', ammoUsed: 0, max: 2 },
            },
          ],
        },
      },
    };
    const plain = overlayModel(slugged, { selected: 'kate', hover: [7, 6] }).sight!;
    const planned = overlayModel(slugged, {
      selected: 'kate',
      hover: [7, 6],
      attack: { weapon: true, ammo: 'slug', chips: { range: 2 } },
    }).sight!;
    expect(planned.range).toBe(plain.range + 2);
    expect(planned.verdict).toEqual(coverBetween(begun.map, [1, 4], [7, 6], { slug: true }));
    expect(planned.verdict.objects.map((o) => o.status)).toContain('slug');
    expect(planned.verdict.cover).toBe(false);
  });
});
