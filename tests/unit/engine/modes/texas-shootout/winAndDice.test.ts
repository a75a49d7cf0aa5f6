import { describe, expect, it } from 'vitest';
import { createRng } from '../../../../../engine/game/rng.ts';
import { rollD10, rollD10s } from '../../../../../engine/modes/texas-shootout/d10.ts';
import {
  resolveSeededTexasRound,
  resolveTexasRound,
} from '../../../../../engine/modes/texas-shootout/resolveTexasRound.ts';
import {
  winnersAfterRound,
  winnersAtTen,
} from '../../../../../engine/modes/texas-shootout/winners.ts';
import { token } from './tokens.ts';

/** Three A shooters that each kill the B card facing them whatever the roll. */
const sweep = () => [
  token('A0', 'A', 1, 0, { dm: 5, range: 2, armor: 5, health: 5 }),
  token('A1', 'A', 1, 2, { dm: 5, range: 2, armor: 5, health: 5 }),
  token('A2', 'A', 1, 4, { dm: 5, range: 2, armor: 5, health: 5 }),
  token('B0', 'B', 1, 0, { armor: 1, health: 1, range: 2 }),
  token('B1', 'B', 1, 2, { armor: 1, health: 1, range: 2 }),
  token('B2', 'B', 1, 4, { armor: 1, health: 1, range: 2 }),
];

describe('TS8: three rounds, a win at 10', () => {
  it('a side reaching 10 from a preset pile wins after that round’s exchange', () => {
    // B's return fire only grazes (2 on Armor 5), so B gains 3 too: 7 + 3 = 10 for A, 3 for B.
    const r = resolveTexasRound(sweep(), [1, 1, 1, 1, 1, 1], { A: 7, B: 0 });
    expect(r.victory).toEqual({ A: 10, B: 3 });
    expect(r.over).toBe(true);
    expect(r.winners).toEqual(['A']);
    expect(r.events.at(-1)).toMatchObject({ kind: 'won', winners: ['A'] });
    // One card short of 10, the game goes on.
    const short = resolveTexasRound(sweep(), [1, 1, 1, 1, 1, 1], { A: 6, B: 0 });
    expect(short.victory.A).toBe(9);
    expect(short.winners).toEqual([]);
    expect(short.over).toBe(false);
  });

  it('a side gains at most 3 cards a round, so from empty piles nobody reaches 10 in 3 rounds', () => {
    // Every roll a 10: each side kills all three cards facing it, every round.
    let victory = { A: 0, B: 0 };
    for (let round = 1; round <= 3; round++) {
      const r = resolveTexasRound(sweep(), [10, 10, 10, 10, 10, 10], victory, round);
      expect(r.victory.A - victory.A).toBe(3);
      expect(r.victory.B - victory.B).toBe(3);
      expect(r.over).toBe(round === 3);
      victory = r.victory;
      // The game ends on the round-3 count: 9 each, a shared win.
      if (round === 3) expect(r.winners).toEqual(['A', 'B']);
    }
    expect(victory).toEqual({ A: 9, B: 9 });
  });

  it('both at 10 or more: the larger pile wins, equal piles share', () => {
    expect(winnersAtTen({ A: 11, B: 10 })).toEqual(['A']);
    expect(winnersAtTen({ A: 10, B: 12 })).toEqual(['B']);
    expect(winnersAtTen({ A: 10, B: 10 })).toEqual(['A', 'B']);
    expect(winnersAtTen({ A: 9, B: 0 })).toEqual([]);
  });

  it('after round 3 the most cards wins and a tie shares; before it, no count decides', () => {
    expect(winnersAfterRound({ A: 5, B: 4 }, 2)).toEqual({ over: false, winners: [] });
    expect(winnersAfterRound({ A: 5, B: 4 }, 3)).toEqual({ over: true, winners: ['A'] });
    expect(winnersAfterRound({ A: 4, B: 4 }, 3)).toEqual({ over: true, winners: ['A', 'B'] });
    expect(winnersAfterRound({ A: 10, B: 2 }, 1)).toEqual({ over: true, winners: ['A'] });
  });
});

describe('TS9: the seeded d10', () => {
  it('rolls whole numbers 1–10, every face turning up', () => {
    const [rolls] = rollD10s(createRng(42), 1000);
    expect(rolls.every((r) => Number.isInteger(r) && r >= 1 && r <= 10)).toBe(true);
    expect(new Set(rolls).size).toBe(10);
  });

  it('replays exactly from the seed, and differs between seeds', () => {
    expect(rollD10s(createRng(7), 20)[0]).toEqual(rollD10s(createRng(7), 20)[0]);
    expect(rollD10s(createRng(7), 20)[0]).not.toEqual(rollD10s(createRng(8), 20)[0]);
    const [first, next] = rollD10(createRng(7));
    expect(next.draws).toBe(1);
    expect(rollD10s(createRng(7), 2)[0]).toEqual([first, rollD10(next)[0]]);
  });

  it('a seeded round uses the generator’s rolls and advances it by the rolls used only', () => {
    const tokens = [
      token('Ace', 'A', 1, 0, { range: 2 }),
      token('Far', 'A', 2, 5, { range: 2 }),
      token('Kid', 'B', 1, 0, { range: 2 }),
    ];
    const rng = createRng(2026);
    const seeded = resolveSeededTexasRound(tokens, rng);
    expect(seeded.rolls).toHaveLength(2); // Far has nobody in range.
    expect(seeded.rng.draws).toBe(2);
    expect(seeded.rolls).toEqual(rollD10s(rng, 2)[0]);
    expect(seeded.result.shots.map((s) => s.roll)).toEqual(seeded.rolls);
    expect(resolveSeededTexasRound(tokens, rng)).toEqual(seeded);
  });
});
