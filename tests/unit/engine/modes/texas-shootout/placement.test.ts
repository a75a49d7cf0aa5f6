import { describe, expect, it } from 'vitest';
import { texasDistance } from '../../../../../engine/modes/texas-shootout/board.ts';
import {
  CARD_STAT_RANGES,
  cardStatsSchema,
  texasCardSchema,
} from '../../../../../engine/modes/texas-shootout/cardStats.ts';
import {
  placeLineup,
  placeToken,
  placementRefusal,
} from '../../../../../engine/modes/texas-shootout/placement.ts';
import { DEFAULT_TEXAS_OPTIONS } from '../../../../../engine/modes/texas-shootout/texasOptions.ts';
import { token } from './tokens.ts';

describe('TS1: card stats and their ranges', () => {
  it('accepts every stat at both ends of its range', () => {
    for (const [stat, { min, max }] of Object.entries(CARD_STAT_RANGES)) {
      const base = { armor: 1, health: 1, range: 2, dm: 1 };
      expect(cardStatsSchema.safeParse({ ...base, [stat]: min }).success, stat).toBe(true);
      expect(cardStatsSchema.safeParse({ ...base, [stat]: max }).success, stat).toBe(true);
    }
  });

  it('refuses a stat just outside its range, saying which and why', () => {
    const base = { armor: 1, health: 1, range: 2, dm: 1 };
    const cases = [
      [{ armor: 0 }, 'Armor 0 is outside 1–5 (TS1)'],
      [{ health: 6 }, 'Health 6 is outside 1–5 (TS1)'],
      [{ range: 1 }, 'Range 1 is outside 2–4 (TS1)'],
      [{ range: 5 }, 'Range 5 is outside 2–4 (TS1)'],
      [{ dm: 6 }, 'DM 6 is outside 1–5 (TS1)'],
    ] as const;
    for (const [change, words] of cases) {
      const parsed = cardStatsSchema.safeParse({ ...base, ...change });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(words);
    }
  });

  it('refuses a stat that is not a whole number, and a card without a name', () => {
    expect(
      cardStatsSchema.safeParse({ armor: 2.5, health: 1, range: 2, dm: 1 }).error?.issues[0]
        ?.message,
    ).toBe('Armor must be a whole number');
    expect(
      texasCardSchema.safeParse({ name: '', armor: 1, health: 1, range: 2, dm: 1 }).success,
    ).toBe(false);
  });

  it('refuses a token whose card has a stat out of range, naming the stat', () => {
    expect(placementRefusal([], token('Ace', 'A', 1, 0, { dm: 0 }))).toEqual({
      field: 'dm',
      reason: 'DM 0 is outside 1–5 (TS1)',
    });
  });
});

describe('TS2: the board and placement', () => {
  it('measures Chebyshev distance across the barrier', () => {
    const a1 = { side: 'A', row: 1, col: 2 } as const;
    const a2 = { side: 'A', row: 2, col: 2 } as const;
    const b1 = { side: 'B', row: 1, col: 2 } as const;
    const b2 = { side: 'B', row: 2, col: 2 } as const;
    expect(texasDistance(a1, b1)).toBe(1);
    expect(texasDistance(a2, b2)).toBe(3);
    expect(texasDistance(a2, b1)).toBe(2);
    expect(texasDistance(a1, { side: 'B', row: 1, col: 5 })).toBe(3);
    expect(texasDistance(a1, a2)).toBe(1);
  });

  it('places tokens anywhere in a side’s two rows, in line both ways', () => {
    const result = placeLineup([
      token('Ace', 'A', 1, 0),
      token('Kid', 'A', 1, 1),
      token('Doc', 'A', 2, 0),
      token('Hoss', 'B', 1, 0),
    ]);
    expect(result.ok).toBe(true);
  });

  it('refuses a token off the two rows', () => {
    for (const row of [0, 3]) {
      const refusal = placementRefusal([], { ...token('Ace', 'A', 1, 0), row });
      expect(refusal?.field).toBe('row');
      expect(refusal?.reason).toContain(`row ${row} is off the board`);
    }
  });

  it('refuses a column off the board, and reads the number of columns from the options', () => {
    expect(placementRefusal([], token('Ace', 'A', 1, 6))?.reason).toBe(
      'column 6 is off the board: columns run 0–5 (TS2)',
    );
    expect(placementRefusal([], token('Ace', 'A', 1, -1))?.field).toBe('col');
    expect(
      placementRefusal([], token('Ace', 'A', 1, 7), { ...DEFAULT_TEXAS_OPTIONS, columns: 8 }),
    ).toBeNull();
  });

  it('refuses a fourth token for one side, not a third for the other', () => {
    const three = [token('Ace', 'A', 1, 0), token('Kid', 'A', 1, 1), token('Doc', 'A', 1, 2)];
    expect(placementRefusal(three, token('Hoss', 'A', 2, 0))).toEqual({
      field: 'side',
      reason: 'A has placed its 3 tokens already; a fourth is refused (TS2)',
    });
    expect(placementRefusal(three, token('Hoss', 'B', 2, 0))).toBeNull();
  });

  it('refuses two tokens on one square, but the same square on the other side is free', () => {
    const placed = [token('Ace', 'A', 1, 2)];
    expect(placementRefusal(placed, token('Kid', 'A', 1, 2))?.reason).toBe(
      'A row 1, column 2 already holds Ace; tokens do not stack (TS2)',
    );
    expect(placementRefusal(placed, token('Kid', 'B', 1, 2))).toBeNull();
  });

  it('refuses one card on two tokens', () => {
    expect(placementRefusal([token('Ace', 'A', 1, 0)], token('Ace', 'B', 1, 0))?.field).toBe(
      'card',
    );
  });

  it('placeToken returns a new board and leaves the old one as it was', () => {
    const before = [token('Ace', 'A', 1, 0)];
    const step = placeToken(before, token('Kid', 'B', 2, 3));
    expect(step.ok && step.tokens.map((t) => t.name)).toEqual(['Ace', 'Kid']);
    expect(before).toHaveLength(1);
    const refused = placeLineup([token('Ace', 'A', 1, 0), token('Kid', 'A', 1, 0)]);
    expect(refused.ok === false && refused.index).toBe(1);
  });
});
