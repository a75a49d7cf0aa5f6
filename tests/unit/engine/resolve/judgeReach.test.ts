import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attackJudge, attackRefusal } from '../../../../engine/resolve/judgeReach.ts';
import { resolveAttack } from '../../../../engine/resolve/resolveAttack.ts';
import { type AttackerInput } from '../../../../engine/resolve/attackShapes.ts';
import { arbitraryMap, squareIn } from '../arbitraries.ts';

/**
 * attackRefusal (a declaration, before its defence) and attackJudge (the AI weighing targets)
 * answer resolveAttack's first question without resolving the rest: they must answer it as
 * resolveAttack does (A1: range, then line of sight), on any map.
 */
const attackerKind = fc.oneof(
  fc.record({ weapon: fc.constantFrom('Derringer', 'Bolt Action', 'Sawed-Off') }),
  fc.record({
    card: fc.record({ attack: fc.integer({ min: 0, max: 6 }) }),
    trait: fc.constantFrom('pistol', 'rifle', 'shotgun', 'blade'),
  }),
);

describe('judging reach apart from the resolution (A1)', () => {
  it('attackJudge and attackRefusal give resolveAttack’s verdict on random maps', () => {
    fc.assert(
      fc.property(
        arbitraryMap().chain((map) =>
          fc.record({
            map: fc.constant(map),
            from: squareIn(map.size[0], map.size[1]),
            to: squareIn(map.size[0], map.size[1]),
            kind: attackerKind,
            rangeBonus: fc.integer({ min: 0, max: 3 }),
            rangeChips: fc.integer({ min: 0, max: 2 }),
          }),
        ),
        ({ map, from, to, kind, rangeBonus, rangeChips }) => {
          fc.pre(from[0] !== to[0] || from[1] !== to[1]);
          const attacker: AttackerInput = {
            at: from,
            ...kind,
            rangeBonus,
            chips: { range: rangeChips },
          };
          const full = resolveAttack(map, attacker, { at: to, hp: 5 });
          expect(attackJudge(map, attacker)(to)).toBe(full.legal);
          const refusal = attackRefusal(map, attacker, { at: to });
          if (full.legal) expect(refusal).toBeNull();
          else expect(refusal).toEqual(full);
        },
      ),
      { numRuns: 400 },
    );
  });
});
