import { describe, expect, it } from 'vitest';
import { splitDamage } from '../../../../../engine/modes/texas-shootout/cardOutcome.ts';
import { chooseTarget } from '../../../../../engine/modes/texas-shootout/chooseTarget.ts';
import { initiativeOrder } from '../../../../../engine/modes/texas-shootout/initiative.ts';
import { resolveTexasRound } from '../../../../../engine/modes/texas-shootout/resolveTexasRound.ts';
import { DEFAULT_TEXAS_OPTIONS } from '../../../../../engine/modes/texas-shootout/texasOptions.ts';
import { RulesInputError } from '../../../../../engine/rules/rulesInputError.ts';
import { token } from './tokens.ts';

describe('TS3: initiative', () => {
  it('runs A row 1, B row 1, A row 2, B row 2, each left to right, whatever the input order', () => {
    const tokens = [
      token('b2c0', 'B', 2, 0),
      token('a2c4', 'A', 2, 4),
      token('b1c5', 'B', 1, 5),
      token('a1c3', 'A', 1, 3),
      token('a2c1', 'A', 2, 1),
      token('b1c0', 'B', 1, 0),
      token('a1c0', 'A', 1, 0),
    ];
    expect(initiativeOrder(tokens).map((t) => t.name)).toEqual([
      'a1c0',
      'a1c3',
      'b1c0',
      'b1c5',
      'a2c1',
      'a2c4',
      'b2c0',
    ]);
  });

  it('lists shooters with no target in the order too', () => {
    const r = resolveTexasRound(
      [token('Far', 'B', 2, 5, { range: 2 }), token('Near', 'A', 2, 0, { range: 2 })],
      [],
    );
    expect(r.order).toEqual(['Near', 'Far']);
    expect(r.shots).toEqual([]);
  });
});

describe('TS4: shots, range, targets and damage that adds up', () => {
  it('targets the nearest enemy in range; ties go to the lowest column, then to row 1', () => {
    const shooter = token('S', 'A', 1, 2, { range: 4 });
    // Both at distance 2: column 1 beats column 3.
    expect(
      chooseTarget(shooter, [shooter, token('R', 'B', 1, 4), token('L', 'B', 2, 1)], new Set())
        ?.name,
    ).toBe('L');
    // Same column and distance: row 1 beats row 2.
    const back = token('S2', 'A', 2, 2, { range: 4 });
    expect(
      chooseTarget(back, [back, token('Front', 'B', 1, 4), token('Rear', 'B', 2, 4)], new Set())
        ?.name,
    ).toBe('Front');
    // Nearer wins over a lower column.
    expect(
      chooseTarget(
        shooter,
        [shooter, token('Near', 'B', 1, 3), token('Left', 'B', 1, 0)],
        new Set(),
      )?.name,
    ).toBe('Near');
  });

  it('reaches exactly as far as Range and no further', () => {
    const shooter = token('S', 'A', 1, 0, { range: 3 });
    expect(chooseTarget(shooter, [shooter, token('T', 'B', 1, 3)], new Set())?.name).toBe('T');
    expect(chooseTarget(shooter, [shooter, token('T', 'B', 1, 4)], new Set())).toBeUndefined();
  });

  it('a shooter with no enemy in range uses no roll: the next shot gets it', () => {
    const r = resolveTexasRound(
      [
        token('Idle', 'A', 2, 0, { range: 2 }),
        token('Gun', 'A', 1, 5, { dm: 1 }),
        token('Mark', 'B', 1, 5, { armor: 5, health: 5, range: 2 }),
      ],
      [4, 6],
    );
    expect(r.shots).toEqual([
      { shooter: 'Gun', target: 'Mark', roll: 4, damage: 5 },
      { shooter: 'Mark', target: 'Gun', roll: 6, damage: 8 },
    ]);
    expect(r.events.find((e) => e.kind === 'noShot')).toMatchObject({ shooter: 'Idle' });
  });

  it('kills only when the round’s damage is more than Health + Armor', () => {
    const target = { armor: 2, health: 3, range: 2 };
    const exact = resolveTexasRound(
      [token('Gun', 'A', 1, 0, { dm: 1 }), token('T', 'B', 1, 0, target)],
      [4, 1],
    );
    expect(exact.damage.T).toBe(5);
    expect(exact.injured).toContain('T');
    const over = resolveTexasRound(
      [token('Gun', 'A', 1, 0, { dm: 2 }), token('T', 'B', 1, 0, target)],
      [4, 1],
    );
    expect(over.killed).toContain('T');
  });

  it('adds up damage from several shooters into one kill, and stops shooting at the dead', () => {
    const r = resolveTexasRound(
      [
        token('A1', 'A', 1, 0, { dm: 1, range: 2 }),
        token('A2', 'A', 1, 1, { dm: 1, range: 2 }),
        token('A3', 'A', 2, 0, { dm: 1, range: 4 }),
        token('T', 'B', 1, 0, { armor: 2, health: 2, range: 2 }),
        token('U', 'B', 1, 3, { armor: 5, health: 5, range: 2 }),
      ],
      [2, 2, 1, 1, 1],
    );
    // A1 3 + A2 3 = 6 > 4: T is killed by A2's shot; A3 then takes the next nearest living enemy.
    expect(r.damage.T).toBe(6);
    expect(r.killed).toEqual(['T']);
    expect(r.shots.find((s) => s.shooter === 'A3')?.target).toBe('U');
  });

  it('refuses too few rolls for the shots, naming `rolls`', () => {
    const tokens = [token('Gun', 'A', 1, 0), token('T', 'B', 1, 0)];
    expect(() => resolveTexasRound(tokens, [3])).toThrow(RulesInputError);
    expect(() => resolveTexasRound(tokens, [3])).toThrow(/^rolls: too few rolls/);
    // Extra rolls are unused.
    expect(resolveTexasRound(tokens, [3, 3, 9, 9]).rollsUsed).toBe(2);
  });
});

describe('TS5: overflow onto the card behind', () => {
  const front = { armor: 1, health: 1, range: 2 };

  it('passes a kill’s leftover to the card behind, where it can kill too', () => {
    const r = resolveTexasRound(
      [
        token('Hoss', 'A', 1, 1, { dm: 5, armor: 5, health: 5 }),
        token('Slim', 'B', 1, 1, front),
        token('Doc', 'B', 2, 1, { armor: 2, health: 2, range: 2 }),
      ],
      [9, 1, 1],
    );
    // 14 on Slim (toughness 2) leaves 12 for Doc (toughness 4).
    expect(r.damage).toMatchObject({ Slim: 14, Doc: 12 });
    expect(r.killed).toEqual(['Doc', 'Slim']);
    const steps = r.events.filter((e) => ['shot', 'damage', 'killed', 'overflow'].includes(e.kind));
    expect(steps.slice(0, 6).map((e) => e.kind)).toEqual([
      'shot',
      'damage',
      'killed',
      'overflow',
      'damage',
      'killed',
    ]);
    expect(steps[3]).toMatchObject({ from: 'Slim', to: 'Doc', amount: 12 });
    expect(steps[4]).toMatchObject({ card: 'Doc', overflow: true, amount: 12 });
  });

  it('adds the overflow to the damage the card behind already has', () => {
    const r = resolveTexasRound(
      [
        token('Gun', 'A', 1, 1, { dm: 1, range: 4, armor: 5, health: 5 }),
        token('Sniper', 'A', 2, 3, { dm: 1, range: 4, armor: 5, health: 5 }),
        token('Front', 'B', 1, 1, { ...front, range: 2 }),
        token('Back', 'B', 2, 1, { armor: 3, health: 3, range: 2 }),
      ],
      // Gun kills Front (5 > 2): 3 overflow onto Back. Front shoots. Sniper's 2 on Back makes 5.
      [4, 1, 1, 1],
    );
    expect(r.shots.map((s) => `${s.shooter}>${s.target}`)).toEqual([
      'Gun>Front',
      'Front>Gun',
      'Sniper>Back',
      'Back>Gun',
    ]);
    expect(r.damage.Back).toBe(3 + 2);
    expect(r.injured).toContain('Back');
  });

  it('loses the leftover of a kill in row 2, and overflow can stop at a graze', () => {
    const lost = resolveTexasRound(
      [token('Gun', 'A', 1, 0, { dm: 5, range: 2 }), token('Rear', 'B', 2, 0, front)],
      [9, 1],
    );
    expect(lost.events.find((e) => e.kind === 'overflow')).toMatchObject({
      from: 'Rear',
      to: null,
      amount: 12,
    });
    const graze = resolveTexasRound(
      [
        token('Gun', 'A', 1, 0, { dm: 1, range: 2, armor: 5, health: 5 }),
        token('Front', 'B', 1, 0, front),
        token('Back', 'B', 2, 0, { armor: 4, health: 1, range: 2 }),
      ],
      [3, 1, 1],
    );
    // 4 on Front (toughness 2): 2 over, all on Back's Armor 4. Overflow counts as a hit.
    expect(graze.damage.Back).toBe(2);
    expect(graze.grazed).toEqual(['Back']);
    expect(graze.victory).toEqual({ A: 2, B: 0 });
  });
});

describe('TS6: simultaneous exchanges', () => {
  it('a killed shooter still shoots, and can kill its killer', () => {
    const r = resolveTexasRound(
      [
        token('Ace', 'A', 1, 2, { armor: 1, health: 1, dm: 5, range: 2 }),
        token('Kid', 'B', 1, 2, { armor: 1, health: 1, dm: 5, range: 2 }),
      ],
      [5, 5],
    );
    expect(r.shots.map((s) => s.shooter)).toEqual(['Ace', 'Kid']);
    expect(r.killed).toEqual(['Ace', 'Kid']);
    expect(r.victory).toEqual({ A: 1, B: 1 });
  });

  it('moves no card until every shot is done', () => {
    const r = resolveTexasRound(
      [token('Ace', 'A', 1, 0, { dm: 5 }), token('Kid', 'B', 1, 0, { armor: 1, health: 1 })],
      [9, 1],
    );
    const firstMove = r.events.findIndex((e) => e.kind === 'cardMoved');
    const lastShot = r.events.map((e) => e.kind).lastIndexOf('shot');
    expect(firstMove).toBeGreaterThan(lastShot);
  });
});

describe('TS7: the end-of-round exchange', () => {
  it('sends each card where its outcome says, and counts the victory piles', () => {
    const r = resolveTexasRound(
      [
        token('Killer', 'A', 1, 0, { dm: 5, range: 2, armor: 5, health: 5 }),
        token('Grazer', 'A', 1, 3, { dm: 1, range: 2, armor: 5, health: 5 }),
        token('Hurter', 'A', 1, 5, { dm: 1, range: 2, armor: 5, health: 5 }),
        token('Dead', 'B', 1, 0, { armor: 1, health: 1, range: 2 }),
        token('Grazed', 'B', 1, 3, { armor: 5, health: 5, range: 2 }),
        token('Hurt', 'B', 1, 5, { armor: 1, health: 5, range: 2 }),
      ],
      [1, 1, 1, 1, 1, 1],
      { A: 2, B: 4 },
    );
    expect(r.killed).toEqual(['Dead']);
    expect(r.grazed).toEqual(['Grazed', 'Grazer', 'Hurter', 'Killer']);
    expect(r.injured).toEqual(['Hurt']);
    const where = Object.fromEntries(r.moves.map((m) => [m.card, m.to]));
    expect(where.Dead).toEqual({ pile: 'victory', side: 'A' });
    expect(where.Grazed).toEqual({ pile: 'victory', side: 'A' });
    expect(where.Killer).toEqual({ pile: 'victory', side: 'B' });
    expect(where.Hurt).toEqual({ pile: 'discard', side: 'B' });
    expect(r.victory).toEqual({ A: 2 + 2, B: 4 + 3 });
  });

  it('sends a card nobody hit back to its owner’s hand', () => {
    const r = resolveTexasRound(
      [token('Ace', 'A', 2, 0, { range: 2 }), token('Kid', 'B', 2, 5, { range: 2 })],
      [],
    );
    expect(r.unhurt).toEqual(['Ace', 'Kid']);
    expect(r.moves.map((m) => m.to.pile)).toEqual(['hand', 'hand']);
  });

  it('fills Armor before Health', () => {
    const card = { armor: 3, health: 2, range: 2, dm: 1 };
    expect(splitDamage(card, 2)).toEqual({ armor: 2, health: 0 });
    expect(splitDamage(card, 4)).toEqual({ armor: 3, health: 1 });
    expect(splitDamage(card, 9)).toEqual({ armor: 3, health: 2 });
  });

  it('with the graze house rule off, a grazed card goes back to its owner’s hand', () => {
    const r = resolveTexasRound(
      [token('Ace', 'A', 1, 0, { dm: 1 }), token('Kid', 'B', 1, 0, { armor: 5, health: 5 })],
      [1, 9],
      { A: 0, B: 0 },
      1,
      { ...DEFAULT_TEXAS_OPTIONS, grazeWinsCard: false },
    );
    expect(r.grazed).toEqual(['Kid']);
    expect(r.moves.find((m) => m.card === 'Kid')?.to).toEqual({ pile: 'hand', side: 'B' });
    expect(r.victory.A).toBe(0);
  });
});
