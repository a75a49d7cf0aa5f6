import { describe, expect, it } from 'vitest';
import {
  applyAction,
  attackOptions,
  fieldOfFire,
  legalActions,
  moveReach,
  planMove,
  previewAttack,
  strongestAttack,
  type Action,
  type GameState,
} from '../../../../engine/index.ts';
import { encounter } from './encounterFixture.ts';
import { play } from './drive.ts';
import { ADJUST_HP } from '../../../../engine/game/records/adjustHp.ts';
import { AWARD_CHIP } from '../../../../engine/game/records/awardChip.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import { CALL_CHECK } from '../../../../engine/game/records/callCheck.ts';
import { CONTINUE } from '../../../../engine/game/records/continueAttack.ts';
import { DECLARE_ATTACK } from '../../../../engine/game/records/declareAttack.ts';
import { DEFEND } from '../../../../engine/game/records/defend.ts';
import { END_PHASE } from '../../../../engine/game/records/endPhase.ts';
import { HIDE } from '../../../../engine/game/records/hide.ts';
import { MOVE } from '../../../../engine/game/records/move.ts';
import { PLACE_TOKEN } from '../../../../engine/game/records/placeToken.ts';
import { SET_FOG } from '../../../../engine/game/records/setFog.ts';
import { SET_NPC_SHOWN } from '../../../../engine/game/records/setNpcShown.ts';
import { SHOW_TO_PLAYERS } from '../../../../engine/game/records/showToPlayers.ts';
import { SET_RULES } from '../../../../engine/game/records/setRules.ts';
import { SET_SEATING } from '../../../../engine/game/records/setSeating.ts';

const kateMoves = (): GameState => play(encounter(), { type: BEGIN_TURNS.type });
const kateActs = (): GameState => play(kateMoves(), { type: END_PHASE.type, who: 'kate' });

describe('intents: the engine answers the pointer and the panels', () => {
  it('planMove: the path a MOVE is accepted with, or why not (M1–M3)', () => {
    const s = kateMoves();
    const plan = planMove(s, 'kate', [3, 4]);
    expect(plan).toMatchObject({ ok: true, cost: 2, fallsAt: null });
    if (!('path' in plan)) throw new Error('no plan');
    expect(applyAction(s, { type: MOVE.type, who: 'kate', path: plan.path }).ok).toBe(true);
    expect(planMove(s, 'tom', [8, 5])).toMatchObject({ ok: false, reason: 'not_your_turn' });
    expect(planMove(s, 'kate', [11, 7])).toMatchObject({ ok: false, reason: 'too_far' });
    expect(planMove(s, 'kate', [-5, 100])).toMatchObject({
      reason: 'blocked',
      message: '[-5, 100] is off the map (rule M2).',
    });
    // Inside the barrel: no way there at all.
    expect(planMove(s, 'kate', [4, 5])).toMatchObject({ ok: false, reason: 'no_path' });
    expect(planMove(kateActs(), 'kate', [2, 4])).toMatchObject({ reason: 'wrong_phase' });
  });

  it('planMove says where a jump would kill (E4, A8)', () => {
    let s = encounter(7, {}, { kate: [10, 1] });
    s = {
      ...s,
      combatants: {
        ...s.combatants,
        kate: { ...s.combatants.kate!, hp: { ...s.combatants.kate!.hp, hpLeft: 1 } },
      },
    };
    s = play(s, { type: BEGIN_TURNS.type });
    expect(planMove(s, 'kate', [10, 4])).toMatchObject({ ok: true, fallsAt: [10, 2] });
  });

  it('moveReach and fieldOfFire follow the situation: reach in Movement, fire in Action', () => {
    expect(moveReach(kateMoves(), 'kate').length).toBeGreaterThan(10);
    expect(moveReach(kateMoves(), 'tom')).toEqual([]);
    expect(moveReach(kateActs(), 'kate')).toEqual([]);
    const plan = { withWeapon: true, slug: false, rangeChips: 0 };
    expect(fieldOfFire(kateMoves(), 'kate', plan)).toBeNull();
    const fire = fieldOfFire(kateActs(), 'kate', plan);
    expect(fire).not.toBeNull();
    // The same object while nothing it depends on changes.
    expect(fieldOfFire(kateActs(), 'kate', plan)).toBe(fire);
  });

  it('attackOptions: each choice with a disabled reason where it cannot be used (A2, H3, T4)', () => {
    const options = attackOptions(kateActs(), 'kate');
    expect(options.disabled).toBeUndefined();
    expect(options.with[0]).toMatchObject({
      choice: { weapon: true },
      name: 'Single Action Revolver',
    });
    expect(options.with.length).toBe(1 + 4);
    expect(options.chips.attack).toEqual({ most: 2 });
    expect(options.chips.range.disabled).toMatch(/no Range chip left today \(rule H3\)/);
    expect(attackOptions(kateMoves(), 'kate').disabled).toMatch(/Action phase/);
    // After the attack, the turn's action is used.
    let s = play(kateActs(), {
      type: DECLARE_ATTACK.type,
      who: 'kate',
      target: 'tom',
      weapon: true,
    });
    s = play(s, { type: DEFEND.type, who: 'tom' });
    while (s.attack) s = play(s, { type: CONTINUE.type });
    const after = attackOptions(s, 'kate');
    expect(after.with.every((w) => w.disabled?.includes('used this turn'))).toBe(true);
    expect(strongestAttack(s, 'kate')).toBeNull();
  });

  it('strongestAttack: the highest Attack, the weapon on a tie; a legal declaration', () => {
    const s = kateActs();
    const best = strongestAttack(s, 'kate')!;
    const all = attackOptions(s, 'kate').with;
    expect(best.attack).toBe(Math.max(...all.map((w) => w.attack)));
    const action: Action = {
      type: DECLARE_ATTACK.type,
      who: 'kate',
      target: 'tom',
      ...best.choice,
    };
    expect(applyAction(s, action).ok).toBe(true);
  });

  it('previewAttack: the hover verdict is applyAction’s verdict, with range, sight and cover', () => {
    const s = kateActs();
    const shot = previewAttack(s, {
      type: DECLARE_ATTACK.type,
      who: 'kate',
      target: 'tom',
      weapon: true,
    });
    if (!('legal' in shot)) throw new Error('refused');
    expect(shot).toMatchObject({ legal: true, refusal: null, distance: 7, range: 8 });
    expect(shot.text).toMatch(/^Tom: 7 squares, range 8 · /);
    expect(shot.attack!.afterCover).toBeLessThanOrEqual(shot.attack!.beforeCover);
    // Out of its own phase, the verdict still reads, and says why it cannot shoot now.
    const early = previewAttack(kateMoves(), {
      type: DECLARE_ATTACK.type,
      who: 'kate',
      target: 'tom',
      weapon: true,
    });
    if (!('legal' in early)) throw new Error('refused');
    expect(early.legal).toBe(false);
    expect(early.refusal?.reason).toBe('wrong_phase');
    expect(early.distance).toBe(7);
  });

  it('legalActions lists only what applyAction accepts, for the character and the Dealer', () => {
    for (const s of [kateMoves(), kateActs()]) {
      const listed = legalActions(s, 'kate').actions;
      expect(listed.length).toBeGreaterThan(5);
      for (const action of listed)
        expect(applyAction(s, action).ok, JSON.stringify(action)).toBe(true);
      expect(legalActions(s, 'tom').actions).toEqual([]);
      const dealer = legalActions(s, 'dealer');
      for (const action of dealer.actions) expect(applyAction(s, action).ok).toBe(true);
      expect(dealer.templates.map((t) => t.type).sort()).toEqual([
        ADJUST_HP.type,
        AWARD_CHIP.type,
        CALL_CHECK.type,
        HIDE.type,
        PLACE_TOKEN.type,
        SET_FOG.type,
        SET_NPC_SHOWN.type,
        SET_RULES.type,
        SET_SEATING.type,
        SHOW_TO_PLAYERS.type,
      ]);
    }
  });
});
