import { describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../../../../scripts/scenarios/evaluateScenario.ts';

/** A legal one-round scenario of kind `texas` (FORMAT.md), to change one thing at a time. */
const duel = () => ({
  kind: 'texas',
  tokens: [
    { card: 'Ace', side: 'A', row: 1, col: 2, armor: 2, health: 3, range: 2, dm: 2 },
    { card: 'Kid', side: 'B', row: 1, col: 2, armor: 1, health: 2, range: 2, dm: 1 },
  ],
  rolls: [5, 1],
});

function refusal(scenario: unknown): string {
  try {
    evaluateScenario(scenario);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the scenario was not refused');
}

describe('kind `texas` through the rules evaluator', () => {
  it('gives the result FORMAT.md names, keys in its order', () => {
    const result = evaluateScenario(duel());
    expect(Object.keys(result)).toEqual([
      'order',
      'shots',
      'damage',
      'killed',
      'injured',
      'grazed',
      'unhurt',
      'victory',
      'winners',
    ]);
    expect(result.victory).toEqual({ A: 1, B: 1 });
  });

  it('TS8: starts from the given victory piles and names the side that reaches 10', () => {
    const result = evaluateScenario({ ...duel(), victory: { A: 9, B: 3 } });
    expect(result.victory).toEqual({ A: 10, B: 4 });
    expect(result.winners).toEqual(['A']);
  });

  it('TS2: reads the columns, default 6', () => {
    const wide = duel();
    wide.tokens[1]!.col = 7;
    wide.tokens[1]!.range = 4;
    expect(refusal(wide)).toMatch(/^tokens\[1\]\.col: column 7 is off the board/);
    expect(evaluateScenario({ ...wide, columns: 8 }).order).toEqual(['Ace', 'Kid']);
  });

  it('refuses each kind of bad input FORMAT.md lists, naming the field', () => {
    const cases: [string, (s: ReturnType<typeof duel>) => unknown, RegExp][] = [
      ['a missing field', ({ rolls: _, ...rest }) => rest, /^rolls:/],
      ['a missing stat', (s) => ({ ...s, tokens: [{ ...s.tokens[0], dm: undefined }] }), /dm/],
      [
        'a number that is not whole',
        (s) => ({ ...s, tokens: [{ ...s.tokens[0], col: 1.5 }, s.tokens[1]] }),
        /^tokens\[0\]\.col:/,
      ],
      [
        'two tokens with one card name',
        (s) => ({ ...s, tokens: [s.tokens[0], { ...s.tokens[1], card: 'Ace' }] }),
        /^tokens\[1\]\.card: Ace is already on the board/,
      ],
      [
        'a stat out of range (TS1)',
        (s) => ({ ...s, tokens: [s.tokens[0], { ...s.tokens[1], range: 5 }] }),
        /^tokens\[1\]\.range: Range 5 is outside 2–4 \(TS1\)/,
      ],
      [
        'a token off the two rows',
        (s) => ({ ...s, tokens: [{ ...s.tokens[0], row: 3 }, s.tokens[1]] }),
        /^tokens\[0\]\.row: row 3 is off the board/,
      ],
      [
        'two tokens on one square',
        (s) => ({
          ...s,
          tokens: [...s.tokens, { ...s.tokens[0], card: 'Doc' }],
        }),
        /^tokens\[2\]\.col: A row 1, column 2 already holds Ace/,
      ],
      [
        'more than three tokens a side',
        (s) => ({
          ...s,
          tokens: [
            ...s.tokens,
            ...[0, 1, 3].map((col) => ({ ...s.tokens[1], card: `B${col}`, col })),
          ],
        }),
        /^tokens\[4\]\.side: B has placed its 3 tokens already/,
      ],
      ['a roll outside 1–10', (s) => ({ ...s, rolls: [11, 1] }), /^rolls\[0\]:/],
      ['a roll of 0', (s) => ({ ...s, rolls: [0, 1] }), /^rolls\[0\]:/],
      ['too few rolls for the shots', (s) => ({ ...s, rolls: [5] }), /^rolls: too few rolls/],
      ['an unknown side', (s) => ({ ...s, tokens: [{ ...s.tokens[0], side: 'C' }] }), /side/],
      ['a negative victory pile', (s) => ({ ...s, victory: { A: -1, B: 0 } }), /^victory\.A:/],
    ];
    for (const [what, change, message] of cases) {
      expect(refusal(change(duel())), what).toMatch(message);
    }
  });
});
