import { describe, expect, it } from 'vitest';
import { applyUntrustedAction } from '../../../../engine/game/applyAction.ts';
import { act, startSession, undo } from '../../../../engine/game/session.ts';
import {
  DEFAULT_RULES_OPTIONS,
  rulesOptionsSchema,
  type RulesOptions,
} from '../../../../engine/rules/rulesOptions.ts';
import {
  RULES_OPTIONS_GUIDE,
  rulesOptionField,
} from '../../../../engine/rules/rulesOptionsGuide.ts';
import { encounter } from './encounterFixture.ts';
import { play, refusal } from './drive.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import { DECLARE_ATTACK } from '../../../../engine/game/records/declareAttack.ts';
import { END_PHASE } from '../../../../engine/game/records/endPhase.ts';
import { MOVE } from '../../../../engine/game/records/move.ts';
import { SET_RULES } from '../../../../engine/game/records/setRules.ts';

const withRule = (change: Partial<RulesOptions>): RulesOptions => ({
  ...DEFAULT_RULES_OPTIONS,
  ...change,
});

describe('the rules options guide', () => {
  it('names every house option once, with its ledger id, except the faction table kept as saved', () => {
    const keys = RULES_OPTIONS_GUIDE.map((g) => g.key);
    expect(new Set(keys).size).toBe(keys.length);
    // X1: the stores are played now, so cardsPerStore is edited like any other option.
    expect([...keys, 'factionBonuses'].sort()).toEqual(Object.keys(DEFAULT_RULES_OPTIONS).sort());
    for (const g of RULES_OPTIONS_GUIDE) expect(g.rule).toMatch(/^[A-Z]\d+$/);
  });

  it('reads how each option is edited from the schema the checks use', () => {
    expect(rulesOptionField('allowZeroMove')).toEqual({ kind: 'boolean' });
    expect(rulesOptionField('fingerGunsMinPlayers')).toEqual({ kind: 'number', min: 4, max: 8 });
    expect(rulesOptionField('pistolCost')).toEqual({ kind: 'number', min: null, max: null });
    expect(rulesOptionField('checkCardValue')).toEqual({
      kind: 'choice',
      choices: ['attack', 'defend'],
    });
    // Every default is accepted by its own field.
    for (const g of RULES_OPTIONS_GUIDE) {
      const field = rulesOptionField(g.key);
      const value = DEFAULT_RULES_OPTIONS[g.key];
      if (field.kind === 'boolean') expect(typeof value).toBe('boolean');
      else if (field.kind === 'choice') expect(field.choices).toContain(value);
      else {
        expect(typeof value).toBe('number');
        expect(value as number).toBeGreaterThanOrEqual(field.min ?? -Infinity);
        expect(value as number).toBeLessThanOrEqual(field.max ?? Infinity);
      }
    }
  });

  it('refuses Finger Guns limits where the fewest is more than the most (F9)', () => {
    expect(
      rulesOptionsSchema.safeParse(withRule({ fingerGunsMinPlayers: 6, fingerGunsMaxPlayers: 5 }))
        .success,
    ).toBe(false);
  });
});

describe('SET_RULES: the Dealer changes house rules during play', () => {
  it('takes effect, says what changed with the ledger id, and undo takes it back', () => {
    const session = startSession(play(encounter(7), { type: BEGIN_TURNS.type }));
    const changed = act(session, {
      type: SET_RULES.type,
      options: withRule({ chipValue: 2, allowZeroMove: false }),
    });
    if (!changed.ok) throw new Error(changed.message);
    expect(changed.session.current.options.chipValue).toBe(2);
    expect(changed.events.map((e) => e.text)).toEqual([
      'House rule T3 — Moving 0 squares is allowed: yes → no.',
      'House rule H1 — What one spendable chip is worth: 1 → 2.',
    ]);
    // T3 now refuses a move of 0 squares; undo restores the default, and the move is legal again.
    const stay = { type: MOVE.type, who: 'kate', path: [] } as const;
    expect(act(changed.session, { ...stay, path: [] }).ok).toBe(false);
    const back = undo(changed.session)!;
    expect(back.current.options).toEqual(DEFAULT_RULES_OPTIONS);
    expect(act(back, { ...stay, path: [] }).ok).toBe(true);
  });

  it('is refused mid-attack, when nothing changes, and when the options are malformed', () => {
    const s = play(
      encounter(7),
      { type: BEGIN_TURNS.type },
      { type: END_PHASE.type, who: 'kate' },
      { type: DECLARE_ATTACK.type, who: 'kate', target: 'buster', weapon: true },
    );
    expect(refusal(s, { type: SET_RULES.type, options: withRule({ chipValue: 2 }) }).reason).toBe(
      'attack_in_progress',
    );
    expect(
      refusal(encounter(7), { type: SET_RULES.type, options: DEFAULT_RULES_OPTIONS }).reason,
    ).toBe('invalid_action');
    const bad = applyUntrustedAction(encounter(7), {
      type: SET_RULES.type,
      options: { ...DEFAULT_RULES_OPTIONS, chipValue: 0 },
    });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.message).toMatch(/chipValue/);
  });
});
