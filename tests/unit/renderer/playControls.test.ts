import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  activeCharacter,
  isLegal,
  ITEMS,
  legalActions,
  type Action,
  type GameState,
} from '../../../engine/index.ts';
import { offersOf, type Control } from '../../../renderer/panels/controls.ts';
import { playControls } from '../../../renderer/panels/playControls.ts';
import { defenceAt, turnControls } from '../../../renderer/panels/turnControls.ts';
import { encounter } from '../engine/game/encounterFixture.ts';
import { play, playAuto } from '../engine/game/drive.ts';
import { ADJUST_HP } from '../../../engine/game/records/adjustHp.ts';
import { AWARD_CHIP } from '../../../engine/game/records/awardChip.ts';
import { BEGIN_TURNS } from '../../../engine/game/records/beginTurns.ts';
import { CALL_CHECK } from '../../../engine/game/records/callCheck.ts';
import { DECLARE_ATTACK } from '../../../engine/game/records/declareAttack.ts';
import { DEFEND } from '../../../engine/game/records/defend.ts';
import { DRAW } from '../../../engine/game/records/draw.ts';
import { END_PHASE } from '../../../engine/game/records/endPhase.ts';
import { PLAY_CHECK_CARD } from '../../../engine/game/records/playCheckCard.ts';
import { SPEND_SPEED_FOR_INITIATIVE } from '../../../engine/game/records/spendSpeedForInitiative.ts';
import { USE_ITEM } from '../../../engine/game/records/useItem.ts';

function offered(state: GameState, action: Action): boolean {
  const actor = 'who' in action ? action.who : 'dealer';
  return legalActions(state, actor).actions.some((listed) => isDeepStrictEqual(listed, action));
}

/** Issue 10: enabled exactly when legalActions offers it, else disabled with isLegal's words. */
function expectOneAuthority(state: GameState, controls: Control[]): void {
  for (const control of controls) {
    const verdict = isLegal(state, control.action);
    expect(control.enabled, `${control.label}: offered`).toBe(offered(state, control.action));
    expect(control.reason, control.label).toBe(verdict.ok ? null : verdict.message);
  }
}

function all(state: GameState): Control[] {
  const c = playControls(state, offersOf(state));
  return [...c.initiative, ...c.items, ...c.cards, ...[...(c.check?.values() ?? [])].flat()];
}

/** Tom attacks Kate with his weapon; Kate holds `defense` Defense chips (the Dealer gave her more). */
function tomAttacksKate(defense: number): GameState {
  let s = play(encounter(7, {}, { kate: [5, 4] }));
  const more = defense - s.combatants.kate!.chips.defense;
  if (more > 0)
    s = play(s, { type: AWARD_CHIP.type, combatant: 'kate', chip: 'defense', count: more });
  return playAuto(
    s,
    { type: BEGIN_TURNS.type },
    { type: END_PHASE.type, who: 'kate' },
    { type: END_PHASE.type, who: 'kate' },
    { type: DRAW.type, who: 'kate' },
    { type: END_PHASE.type, who: 'tom' },
    { type: DECLARE_ATTACK.type, who: 'tom', target: 'kate', weapon: true },
  );
}

describe('the controls of play (issue 10)', () => {
  it('T6: at a round’s start, a Speed chip for initiative per standing character', () => {
    const s = encounter();
    const c = playControls(s, offersOf(s));
    expect(c.initiative.map((i) => i.action)).toEqual(
      s.encounter.context.seating.map((who) => ({ type: SPEND_SPEED_FOR_INITIATIVE.type, who })),
    );
    expectOneAuthority(s, all(s));
  });

  it('W2, R2: the items and delayed cards of the character whose turn it is', () => {
    const s = play(encounter(), { type: BEGIN_TURNS.type }, { type: END_PHASE.type, who: 'kate' });
    const c = playControls(s, offersOf(s));
    const listed = legalActions(s, 'kate').actions.filter((a) => a.type === USE_ITEM.type);
    for (const action of listed) expect(c.items.map((i) => i.action)).toContainEqual(action);
    expectOneAuthority(s, all(s));
  });

  it('W2: the items shown are the carried ones the engine’s catalogue holds, with its effect', () => {
    // Ned carries a Medical Kit, Hollow Points (ammunition) and a Leather Duster (gear): only the
    // kit is an item card (ITEMS), so only it gets a control, labelled with what it does.
    let s = play(encounter(), { type: BEGIN_TURNS.type });
    for (let i = 0; i < 8 && activeCharacter(s) !== 'ned'; i++) {
      const who = activeCharacter(s)!;
      s = playAuto(
        s,
        { type: END_PHASE.type, who },
        { type: END_PHASE.type, who },
        { type: DRAW.type, who },
      );
    }
    s = play(s, { type: END_PHASE.type, who: 'ned' });
    const c = playControls(s, offersOf(s));
    const kit = ITEMS.find((i) => i.name === 'Medical Kit')!;
    expect(c.items.map((i) => i.label)).toEqual([`Medical Kit (${kit.effect}) on yourself`]);
    expectOneAuthority(s, all(s));
  });

  it('the Draw phase shows no items or cards: legalActions offers only the draw then (T2)', () => {
    const s = play(
      encounter(),
      { type: BEGIN_TURNS.type },
      { type: END_PHASE.type, who: 'kate' },
      { type: END_PHASE.type, who: 'kate' },
    );
    expect(s.turn?.flow.value).toBe('draw');
    const c = playControls(s, offersOf(s));
    expect(c.items).toEqual([]);
    expect(c.cards).toEqual([]);
  });

  it('S2: each card on a check, by Attack chips; CALL_CHECK by the Dealer’s template', () => {
    const s = encounter();
    const template = legalActions(s, 'dealer').templates.find((t) => t.type === CALL_CHECK.type);
    if (template?.type !== CALL_CHECK.type) throw new Error('no CALL_CHECK template');
    const call: Action = { type: CALL_CHECK.type, who: 'kate', check: template.checks[0]!, tn: 5 };
    expect(offersOf(s).templated('c', 'Call', call)).toMatchObject({ enabled: true, reason: null });
    const checking = play(s, call);
    const c = playControls(checking, offersOf(checking));
    const listed = legalActions(checking, 'kate').actions.filter(
      (a) => a.type === PLAY_CHECK_CARD.type,
    );
    expect([...c.check!.values()].flat()).toHaveLength(listed.length);
    expectOneAuthority(checking, all(checking));
  });

  it('a Dealer fix inside an attack is disabled with the engine’s reason', () => {
    const s = tomAttacksKate(1);
    const fix: Action = { type: ADJUST_HP.type, combatant: 'kate', by: -1 };
    const verdict = isLegal(s, fix);
    expect(verdict.ok).toBe(false);
    expect(offersOf(s).templated('hp', 'Change HP', fix)).toMatchObject({
      enabled: false,
      reason: verdict.ok ? null : verdict.message,
    });
  });
});

describe('the defence shown at a count of Defense chips (A6, H2)', () => {
  it('every card stays in view, each at the highest count the engine offers it with', () => {
    const s = tomAttacksKate(5);
    const choices = turnControls(s, offersOf(s)).defence!;
    const kate = s.combatants.kate!;
    const listed = legalActions(s, 'kate').actions.filter((a) => a.type === DEFEND.type);
    for (let chips = 0; chips <= 5; chips++) {
      const shown = defenceAt(choices, chips);
      expect(shown).toHaveLength(kate.hand.length + 1);
      for (const control of shown) {
        if (control.action.type !== DEFEND.type) throw new Error('not a DEFEND');
        const card = control.action.card;
        const counts = listed
          .filter((a) => a.type === DEFEND.type && a.card === card)
          .map((a) => (a.type === DEFEND.type ? (a.chips?.defense ?? 0) : 0));
        const highest = Math.max(...counts.filter((n) => n <= chips));
        expect(control.action.chips?.defense ?? 0, `${control.label} at ${chips}`).toBe(highest);
      }
    }
    // Some card stops all damage before 5 chips, so the list ends early for it (the case fixed).
    expect(listed.length).toBeLessThan((kate.hand.length + 1) * 6);
  });
});
