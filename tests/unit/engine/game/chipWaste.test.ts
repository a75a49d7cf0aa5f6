import { describe, expect, it } from 'vitest';
import { applyAction } from '../../../../engine/game/applyAction.ts';
import type { Action } from '../../../../engine/game/actions.ts';
import { attackStepLines } from '../../../../engine/game/attackSteps.ts';
import type { GameState } from '../../../../engine/game/gameState.ts';
import { attackOptions } from '../../../../engine/game/intents/attackOptions.ts';
import { previewAttack } from '../../../../engine/game/intents/previewAttack.ts';
import { mapSchema } from '../../../../engine/model/map.ts';
import { resolveAttack } from '../../../../engine/resolve/resolveAttack.ts';
import { type LegalAttack } from '../../../../engine/resolve/attackShapes.ts';
import { encounter } from './encounterFixture.ts';
import { play } from './drive.ts';
import { AWARD_CHIP } from '../../../../engine/game/records/awardChip.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import {
  DECLARE_ATTACK,
  type DeclareAttackAction,
} from '../../../../engine/game/records/declareAttack.ts';
import { DEFEND } from '../../../../engine/game/records/defend.ts';
import { END_PHASE } from '../../../../engine/game/records/endPhase.ts';

/**
 * Issue 10, silent waste: a chip that adds nothing is still spent (the rules are closed, H3), but
 * never unsaid — the breakdown and the log say what each chip did, and the preview warns first.
 */

const open = mapSchema.parse({ size: [12, 6] });
const barrel = mapSchema.parse({
  size: [12, 6],
  cover: [{ id: 'b', kind: 'barrel', squares: [[5, 3]] }],
});

function legal(r: ReturnType<typeof resolveAttack>): LegalAttack {
  if (!r.legal) throw new Error(r.message);
  return r;
}

/** Kate's Action phase, Buster 2 squares away, with a Range chip the Dealer gave her. */
function kateAimsAtBuster(): GameState {
  return play(
    encounter(7, {}, { kate: [5, 4] }),
    { type: AWARD_CHIP.type, combatant: 'kate', chip: 'range' },
    { type: BEGIN_TURNS.type },
    { type: END_PHASE.type, who: 'kate' },
  );
}

const rangeShot: Action = {
  type: DECLARE_ATTACK.type,
  who: 'kate',
  target: 'buster',
  weapon: true,
  chips: { range: 1 },
};

describe('a Range chip on a target already in range (A1, H1)', () => {
  it('is warned of before it is spent: by previewAttack and by attackOptions', () => {
    const s = kateAimsAtBuster();
    const preview = previewAttack(s, rangeShot as DeclareAttackAction);
    if (!('chipWarnings' in preview)) throw new Error(preview.message);
    expect(preview.chipWarnings).toEqual([
      {
        chip: 'range',
        use: 'range',
        certain: true,
        text: 'The Range chip would add nothing: Buster is already in range (2 squares, range 8).',
      },
    ]);
    const weapon = attackOptions(s, 'kate', 'buster').with[0]!;
    expect(weapon.rangeChips).toEqual({
      needed: 0,
      warning: 'A Range chip would add nothing: Buster is already in range (2 squares, range 8).',
    });
    // Without a target, nothing is claimed.
    expect(attackOptions(s, 'kate').with[0]!.rangeChips).toBeUndefined();
  });

  it('is still spent, and the log and the breakdown say it added nothing', () => {
    const declared = play(kateAimsAtBuster(), rangeShot);
    expect(declared.combatants.kate!.spent.range).toBe(1);
    const result = applyAction(declared, { type: DEFEND.type, who: 'buster' });
    if (!result.ok) throw new Error(result.message);
    const said =
      'The Range chip added nothing: the target was already in range (2 squares, range 8).';
    expect(result.events.map((e) => e.text)).toContain(said);
    const lines = attackStepLines({
      step: 'attackTotalled',
      resolution: result.state.attack!.resolution!,
      names: { attacker: 'Marshal Kate', defender: 'Buster' },
    });
    expect(lines.at(-1)!.text).toContain(`· ${said}`);
  });

  it('one that was needed says what it added; melee is never extended (A9)', () => {
    const far = legal(
      resolveAttack(
        open,
        { at: [0, 2], card: { attack: 3 }, chips: { range: 2 } },
        { at: [9, 2], hp: 9 },
      ),
    );
    expect(far.chipEffects.map((e) => e.text)).toEqual([
      'Of the 2 Range chips, 1 added 1 to the range (rule A1): range 8 → 9 for a target 9 squares away; the other 1 added nothing.',
    ]);
    const knife = legal(
      resolveAttack(
        open,
        { at: [0, 2], card: { attack: 3 }, trait: 'blade', chips: { range: 1 } },
        { at: [1, 2], hp: 9 },
      ),
    );
    expect(knife.chipEffects[0]!.text).toBe(
      'The Range chip added nothing: melee reaches adjacent squares only (rule A9).',
    );
  });
});

describe('an Attack chip for damage on a hit that deals none (A7, H1)', () => {
  it('says it added nothing, in the damage step', () => {
    const r = legal(
      resolveAttack(
        open,
        { at: [0, 2], card: { attack: 2 }, chips: { attack: 1, attackMode: 'damage' } },
        { at: [3, 2], hp: 9, defend: 5 },
      ),
    );
    expect(r.damage).toBe(0);
    const said =
      'The Attack chip for damage added nothing: the hit dealt no damage, and +1 damage counts only on a hit that deals damage (rule A7).';
    expect(r.chipEffects.map((e) => e.text)).toEqual([said]);
    const lines = attackStepLines({
      step: 'damageComputed',
      resolution: r,
      names: { attacker: 'Kate', defender: 'Tom' },
    });
    expect(lines.at(-1)!.text).toBe(`Damage 2 − 5 = 0 · ${said}`);
  });

  it('and one that did says so', () => {
    const r = legal(
      resolveAttack(
        open,
        { at: [0, 2], card: { attack: 5 }, chips: { attack: 2, attackMode: 'damage' } },
        { at: [3, 2], hp: 9, defend: 1 },
      ),
    );
    expect(r.chipEffects.map((e) => e.text)).toEqual([
      'The 2 Attack chips for damage added 2 damage (rule A7).',
    ]);
  });

  it('is warned of before the defence: possibly, when a Defense card could stop the hit', () => {
    const s = play(
      encounter(7, {}, { kate: [5, 4] }),
      { type: BEGIN_TURNS.type },
      { type: END_PHASE.type, who: 'kate' },
    );
    const preview = previewAttack(s, {
      type: DECLARE_ATTACK.type,
      who: 'kate',
      target: 'buster',
      weapon: true,
      chips: { attack: 1, attackMode: 'damage' },
    });
    if (!('chipWarnings' in preview)) throw new Error(preview.message);
    expect(preview.chipWarnings).toEqual([
      expect.objectContaining({
        use: 'damage',
        certain: false,
        text: "The Attack chip for damage would add nothing if Buster's defence stops all the damage (rule A7).",
      }),
    ]);
  });
});

describe('an Attack chip for Attack that cover halves away (A5, H1)', () => {
  it('says what it added after cover: nothing, or less than its value', () => {
    const at = (card: number) =>
      legal(
        resolveAttack(
          barrel,
          { at: [0, 3], card: { attack: card }, chips: { attack: 1, attackMode: 'attack' } },
          { at: [8, 3], hp: 9 },
        ),
      );
    // 5 + 1 = 6, halved 3; without the chip 5 halves to 3 as well.
    expect(at(5).chipEffects[0]!.text).toBe(
      'The Attack chip added nothing: cover halved the Attack, rounded up, to the same total (rule A5).',
    );
    // 4 + 1 = 5, halved 3; without the chip, 2: it added 1.
    expect(at(4).chipEffects[0]!.text).toBe('The Attack chip added 1 to the Attack (rule H1).');
  });
});
