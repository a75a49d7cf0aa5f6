import { describe, expect, it } from 'vitest';
import type { Action } from '../../../../engine/game/actions.ts';
import { attackStepLines } from '../../../../engine/game/attackSteps.ts';
import { planMove } from '../../../../engine/game/intents/planMove.ts';
import { previewAttack } from '../../../../engine/game/intents/previewAttack.ts';
import { act, startSession, type Session } from '../../../../engine/game/session.ts';
import { validateMove } from '../../../../engine/grid/validateMove.ts';
import { mapSchema } from '../../../../engine/model/map.ts';
import { resolveAttack } from '../../../../engine/resolve/resolveAttack.ts';
import { type LegalAttack } from '../../../../engine/resolve/attackShapes.ts';
import { encounter } from './encounterFixture.ts';
import { play, refusal } from './drive.ts';
import { ADJUST_HP } from '../../../../engine/game/records/adjustHp.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import { CONTINUE } from '../../../../engine/game/records/continueAttack.ts';
import { DECLARE_ATTACK } from '../../../../engine/game/records/declareAttack.ts';
import { DEFEND } from '../../../../engine/game/records/defend.ts';
import { END_PHASE } from '../../../../engine/game/records/endPhase.ts';
import { MOVE } from '../../../../engine/game/records/move.ts';

/** Issue 10, item 9: what the engine says names what the table sees, and adds up. */

const alley = mapSchema.parse({
  size: [12, 6],
  cover: [{ id: 'barrel-north', kind: 'barrel', squares: [[5, 3]] }],
});

function shot(hp: number, attack: number): LegalAttack {
  const r = resolveAttack(alley, { at: [0, 3], card: { attack } }, { at: [8, 3], hp });
  if (!r.legal) throw new Error(r.message);
  return r;
}

describe('cover is named by its kind and square, never by its id', () => {
  it('in the attack’s cover step and the hover verdict', () => {
    const lines = attackStepLines({
      step: 'coverApplied',
      resolution: shot(9, 5),
      names: { attacker: 'Kate', defender: 'Tom' },
    });
    const cover = lines.find((l) => l.step === 'coverApplied')!.text;
    expect(cover).toBe('Cover: the barrel at F4 counts → 5 ÷ 2, rounded up = 3');
    expect(cover).not.toContain('barrel-north');
  });

  it('in a refused move into it', () => {
    const verdict = validateMove(alley, { at: [4, 3], speed: 5, traits: [] }, [], [[5, 3]]);
    expect(verdict).toMatchObject({
      legal: false,
      message: 'F4 holds the barrel at F4; nobody stands in cover',
    });
  });

  it('in the hover text of a real encounter (the street’s barrel at E6)', () => {
    const s = play(
      encounter(7, {}, { kate: [2, 5], buster: [7, 5] }),
      { type: BEGIN_TURNS.type },
      { type: END_PHASE.type, who: 'kate' },
    );
    const preview = previewAttack(s, {
      type: DECLARE_ATTACK.type,
      who: 'kate',
      target: 'buster',
      weapon: true,
    });
    if (!('text' in preview)) throw new Error(preview.message);
    expect(preview.text).toContain('(the barrel at E6 counts)');
  });
});

describe('damage lines add up, overkill included (A8)', () => {
  it('the damage step names what went beyond the last HP', () => {
    // 5 Attack under the barrel's cover is 3; Tom has 2 HP: 2 to HP, 1 beyond.
    const lines = attackStepLines({
      step: 'damageAssigned',
      resolution: shot(2, 5),
      names: { attacker: 'Kate', defender: 'Tom' },
    });
    expect(lines.at(-1)!.text).toBe(
      'Tom takes 3 damage (0 to gear, 2 to HP, 1 beyond the last HP) → HP 0 — down',
    );
  });

  it('the log’s damage line accounts for every point', () => {
    let session: Session = startSession(encounter(7, {}, { kate: [5, 4] }));
    const texts: string[] = [];
    const run = (action: Action) => {
      const result = act(session, action);
      if (!result.ok) throw new Error(`${action.type}: ${result.message}`);
      texts.push(...result.events.map((e) => e.text));
      session = result.session;
    };
    run({ type: BEGIN_TURNS.type });
    run({ type: ADJUST_HP.type, combatant: 'buster', to: 1 });
    run({ type: END_PHASE.type, who: 'kate' });
    run({ type: DECLARE_ATTACK.type, who: 'kate', target: 'buster', weapon: true });
    run({ type: DEFEND.type, who: 'buster' });
    while (session.current.attack) run({ type: CONTINUE.type });
    const line = texts.find((t) => t.startsWith('Buster takes'))!;
    const [, total, gear, hp, beyond] =
      /^Buster takes (\d+) damage \((\d+) to gear, (\d+) to HP(?:, (\d+) beyond the last HP)?\)/.exec(
        line,
      )!;
    expect(Number(beyond)).toBeGreaterThan(0);
    expect(Number(gear) + Number(hp) + Number(beyond)).toBe(Number(total));
  });
});

describe('a refused move names the square clicked', () => {
  // Kate (Speed 6) at A8 asks for J8, 9 squares along the bottom row; the 7th step, G8, is the
  // first beyond her Speed, which the refusal used to name instead ("G8 is beyond Speed 6").
  const s = () => play(encounter(7, {}, { kate: [0, 7] }), { type: BEGIN_TURNS.type });
  const path: [number, number][] = Array.from({ length: 9 }, (_, i) => [i + 1, 7]);

  it('in the MOVE handler’s refusal', () => {
    const result = refusal(s(), { type: MOVE.type, who: 'kate', path });
    expect(result.reason).toBe('too_far');
    expect(result.message).toBe(
      'Marshal Kate cannot move to J8: J8 takes 9 squares to reach, and 6 squares of movement are left.',
    );
  });

  it('in planMove, which the board asks on a click', () => {
    const plan = planMove(s(), 'kate', [9, 7]);
    expect(plan).toMatchObject({ ok: false, reason: 'too_far' });
    expect((plan as { message: string }).message).toMatch(
      /^Marshal Kate cannot move to J8: J8 takes \d+ squares/,
    );
  });
});
