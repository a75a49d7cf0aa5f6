import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { texasDistance } from '../../../../../engine/modes/texas-shootout/board.ts';
import { toughness } from '../../../../../engine/modes/texas-shootout/cardStats.ts';
import type { TexasToken } from '../../../../../engine/modes/texas-shootout/placement.ts';
import { resolveTexasRound } from '../../../../../engine/modes/texas-shootout/resolveTexasRound.ts';

/** A legal board: up to three tokens a side, on distinct squares of the 6 columns (TS1, TS2). */
const sideTokens = (side: 'A' | 'B') =>
  fc.uniqueArray(fc.integer({ min: 0, max: 11 }), { maxLength: 3 }).chain((squares) =>
    fc.tuple(
      ...squares.map((sq, i) =>
        fc
          .record({
            armor: fc.integer({ min: 1, max: 5 }),
            health: fc.integer({ min: 1, max: 5 }),
            range: fc.integer({ min: 2, max: 4 }),
            dm: fc.integer({ min: 1, max: 5 }),
          })
          .map((stats): TexasToken => ({
            name: `${side}${i}`,
            side,
            row: sq < 6 ? 1 : 2,
            col: sq % 6,
            ...stats,
          })),
      ),
    ),
  );
const board = fc.tuple(sideTokens('A'), sideTokens('B')).map(([a, b]) => [...a, ...b]);
const rolls = fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 6, maxLength: 6 });

describe('a Texas Shootout round, on any legal board and any rolls', () => {
  it('TS4, TS7: each card has one outcome, and it matches its damage against Armor and Health', () => {
    fc.assert(
      fc.property(board, rolls, (tokens, dice) => {
        const r = resolveTexasRound(tokens, dice);
        const lists = [...r.killed, ...r.injured, ...r.grazed, ...r.unhurt];
        expect(lists.sort()).toEqual(tokens.map((t) => t.name).sort());
        for (const t of tokens) {
          const d = r.damage[t.name]!;
          if (r.killed.includes(t.name)) expect(d).toBeGreaterThan(toughness(t));
          else if (r.injured.includes(t.name)) expect(d).toBeGreaterThan(t.armor);
          else if (r.grazed.includes(t.name)) expect(d > 0 && d <= t.armor).toBe(true);
          else expect(d).toBe(0);
          if (!r.killed.includes(t.name)) expect(d).toBeLessThanOrEqual(toughness(t));
        }
      }),
    );
  });

  it('TS3, TS4, TS6: each token shoots at most once, in initiative order, at a living enemy in range', () => {
    fc.assert(
      fc.property(board, rolls, (tokens, dice) => {
        const r = resolveTexasRound(tokens, dice);
        const byName = new Map(tokens.map((t) => [t.name, t]));
        const shooters = r.shots.map((s) => s.shooter);
        expect(new Set(shooters).size).toBe(shooters.length);
        expect(shooters).toEqual(r.order.filter((n) => shooters.includes(n)));
        expect(r.rollsUsed).toBe(r.shots.length);
        r.shots.forEach((shot, i) => {
          const shooter = byName.get(shot.shooter)!;
          const target = byName.get(shot.target)!;
          expect(target.side).not.toBe(shooter.side);
          expect(texasDistance(shooter, target)).toBeLessThanOrEqual(shooter.range);
          expect(shot.roll).toBe(dice[i]);
          expect(shot.damage).toBe(dice[i]! + shooter.dm);
        });
      }),
    );
  });

  it('TS5: damage is conserved: every card’s damage is its shots plus the overflow it received', () => {
    fc.assert(
      fc.property(board, rolls, (tokens, dice) => {
        const r = resolveTexasRound(tokens, dice);
        for (const t of tokens) {
          const landed = r.events
            .filter((e) => e.kind === 'damage' && e.card === t.name)
            .reduce((sum, e) => sum + (e.kind === 'damage' ? e.amount : 0), 0);
          expect(landed).toBe(r.damage[t.name]);
        }
        const shot = r.shots.reduce((sum, s) => sum + s.damage, 0);
        const passed = r.events.reduce(
          (sum, e) => sum + (e.kind === 'overflow' && e.to ? e.amount : 0),
          0,
        );
        const total = Object.values(r.damage).reduce((a, b) => a + b, 0);
        expect(total).toBe(shot + passed);
      }),
    );
  });

  it('TS7, TS8: a side wins exactly the enemy cards killed or grazed, so at most 3 a round', () => {
    fc.assert(
      fc.property(board, rolls, (tokens, dice) => {
        const r = resolveTexasRound(tokens, dice);
        for (const side of ['A', 'B'] as const) {
          const won = tokens.filter(
            (t) => t.side !== side && (r.killed.includes(t.name) || r.grazed.includes(t.name)),
          ).length;
          expect(r.victory[side]).toBe(won);
          expect(won).toBeLessThanOrEqual(3);
        }
        expect(r.winners).toEqual([]);
      }),
    );
  });
});
