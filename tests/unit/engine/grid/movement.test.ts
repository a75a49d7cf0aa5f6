import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findPath } from '../../../../engine/grid/findPath.ts';
import { reachable } from '../../../../engine/grid/reachable.ts';
import { validateMove } from '../../../../engine/grid/validateMove.ts';
import { mapSchema, type GameMapInput } from '../../../../engine/model/map.ts';
import { arbitraryMap, squareIn } from '../arbitraries.ts';
import { bruteStepBlocked } from './oracles.ts';

const map = (input: Omit<GameMapInput, 'size'> & { size?: [number, number] }) =>
  mapSchema.parse({ size: [10, 6], ...input });
const unit = (
  at: [number, number],
  speed = 5,
  extra: { traits?: string[]; faction?: 'Phantoms' | 'Lawmen' } = {},
) => ({ at, speed, ...extra });

describe('validateMove (M1–M3, E3, E4)', () => {
  const door = (open: boolean) => map({ doors: [{ at: [3, 1, 3, 2], open }] });

  it('M2: a diagonal beside a closed door is blocked when the door lies on either corner route', () => {
    // C2 → D3 goes round the corner (3, 2): the route through D2 crosses the door.
    expect(validateMove(door(false), unit([2, 1]), [], [[3, 2]])).toMatchObject({
      legal: false,
      reason: 'blocked',
    });
    // C3 → D2: the route through C2 then D2 crosses the door.
    expect(validateMove(door(false), unit([2, 2]), [], [[3, 1]])).toMatchObject({
      legal: false,
      reason: 'blocked',
    });
    // C3 → D4 passes the door's far end one square away: free.
    expect(validateMove(door(false), unit([2, 2]), [], [[3, 3]])).toMatchObject({
      legal: true,
      cost: 1,
    });
  });

  it('M2: an open door does not block, straight or diagonally', () => {
    expect(validateMove(door(true), unit([2, 1]), [], [[3, 2]])).toMatchObject({ legal: true });
    expect(validateMove(door(true), unit([2, 1]), [], [[3, 1]])).toMatchObject({ legal: true });
    expect(validateMove(door(false), unit([2, 1]), [], [[3, 1]])).toMatchObject({
      legal: false,
      reason: 'blocked',
    });
  });

  it('M2: windows block movement like walls', () => {
    const m = map({ windows: [[3, 0, 3, 6]] });
    expect(validateMove(m, unit([2, 2]), [], [[3, 2]])).toMatchObject({
      legal: false,
      reason: 'blocked',
    });
    expect(validateMove(m, unit([2, 2]), [], [[3, 3]])).toMatchObject({
      legal: false,
      reason: 'blocked',
    });
  });

  it('M2: what stands in the corner squares does not matter', () => {
    const m = map({ cover: [{ id: 'crate', squares: [[3, 1]] }] });
    expect(validateMove(m, unit([2, 1]), [{ at: [2, 2], side: 'enemy' }], [[3, 2]])).toMatchObject({
      legal: true,
    });
  });

  it('checks steps in order and, within a step, in FORMAT order', () => {
    // Step 1 is fine, step 2 is not adjacent.
    expect(
      validateMove(
        map({}),
        unit([0, 0]),
        [],
        [
          [1, 0],
          [3, 0],
        ],
      ),
    ).toMatchObject({ legal: false, reason: 'not_adjacent', step: 1 });
    expect(validateMove(map({}), unit([0, 0]), [], [[0, 0]])).toMatchObject({
      reason: 'not_adjacent',
    });
    // Off the map is blocked, not not_adjacent.
    expect(validateMove(map({}), unit([0, 0]), [], [[-1, 0]])).toMatchObject({ reason: 'blocked' });
    // Blocked comes before occupied, which comes before no_passage and too_far.
    const m = map({ ranks: [{ rank: 1, squares: [[1, 0]] }] });
    expect(
      validateMove(m, unit([0, 0], 0), [{ at: [1, 0], side: 'enemy' }], [[1, 0]]),
    ).toMatchObject({ reason: 'occupied' });
    expect(validateMove(m, unit([0, 0], 0), [], [[1, 0]])).toMatchObject({ reason: 'no_passage' });
    expect(validateMove(map({}), unit([0, 0], 0), [], [[1, 0]])).toMatchObject({
      reason: 'too_far',
    });
  });

  it('passes allies but does not end on them (occupied)', () => {
    const ally = [{ at: [1, 0] as [number, number], side: 'ally' as const }];
    expect(validateMove(map({}), unit([0, 0]), ally, [[1, 0]])).toMatchObject({
      legal: false,
      reason: 'occupied',
    });
    expect(
      validateMove(map({}), unit([0, 0]), ally, [
        [1, 0],
        [2, 0],
      ]),
    ).toMatchObject({ legal: true, cost: 2 });
  });

  it('E3: climbs one rank only from or onto a passage; two ranks never; Phantoms climb one without', () => {
    const m = map({
      ranks: [
        { rank: 1, squares: [[2, 0]] },
        { rank: 2, squares: [[4, 0]] },
      ],
      passages: [{ squares: [[3, 0]] }],
    });
    expect(validateMove(m, unit([1, 0]), [], [[2, 0]])).toMatchObject({ reason: 'no_passage' });
    expect(validateMove(m, unit([1, 0], 5, { faction: 'Phantoms' }), [], [[2, 0]])).toMatchObject({
      legal: true,
    });
    expect(validateMove(m, unit([1, 0], 5, { faction: 'Lawmen' }), [], [[2, 0]])).toMatchObject({
      reason: 'no_passage',
    });
    // Rank 0 passage D1 up to rank 2 E1: two ranks, never, even from a passage or for Phantoms.
    expect(validateMove(m, unit([3, 0]), [], [[4, 0]])).toMatchObject({ reason: 'no_passage' });
    expect(validateMove(m, unit([3, 0], 5, { faction: 'Phantoms' }), [], [[4, 0]])).toMatchObject({
      reason: 'no_passage',
    });
    // Rank 1 C1 onto the passage D1 (rank 0) is a walk down the stairs; back up is a climb from a passage.
    expect(
      validateMove(
        m,
        unit([2, 0]),
        [],
        [
          [3, 0],
          [2, 0],
        ],
      ),
    ).toMatchObject({ legal: true, jumpDamage: 0 });
  });

  it('E4: a drop not through a passage is a jump, 1 damage per rank; Acrobat takes none', () => {
    const m = map({ ranks: [{ rank: 3, squares: [[0, 0]] }] });
    expect(validateMove(m, unit([0, 0]), [], [[1, 1]])).toMatchObject({
      legal: true,
      cost: 1,
      jumpDamage: 3,
    });
    expect(validateMove(m, unit([0, 0], 5, { traits: ['Acrobat'] }), [], [[1, 1]])).toMatchObject({
      jumpDamage: 0,
    });
    // Two ranks down onto a passage is still a jump.
    const stairs = map({
      ranks: [{ rank: 2, squares: [[0, 0]] }],
      passages: [{ squares: [[1, 0]] }],
    });
    expect(validateMove(stairs, unit([0, 0]), [], [[1, 0]])).toMatchObject({ jumpDamage: 2 });
  });

  it('agrees step by step with a brute-force M2 test', () => {
    fc.assert(
      fc.property(
        arbitraryMap({ freeAngle: true }).chain((m) =>
          fc.tuple(
            fc.constant(m),
            squareIn(...m.size),
            fc.integer({ min: -1, max: 1 }),
            fc.integer({ min: -1, max: 1 }),
          ),
        ),
        ([m, a, dx, dy]) => {
          const b: [number, number] = [a[0] + dx, a[1] + dy];
          fc.pre(
            (dx !== 0 || dy !== 0) &&
              b[0] >= 0 &&
              b[1] >= 0 &&
              b[0] < m.size[0] &&
              b[1] < m.size[1],
          );
          const isCover = m.cover.some((c) => c.squares.some(([x, y]) => x === b[0] && y === b[1]));
          const verdict = validateMove(m, { at: a, speed: 10, faction: 'Phantoms' }, [], [b]);
          const blocked = !verdict.legal && verdict.reason === 'blocked';
          expect(blocked).toBe(isCover || bruteStepBlocked(m, a, b));
        },
      ),
      { numRuns: 600 },
    );
  });
});

describe('reachable and findPath', () => {
  it('lists every square within Speed, with costs, and not the allies’ squares', () => {
    const squares = reachable(map({}), unit([0, 0], 2), [{ at: [1, 1], side: 'ally' }]);
    const byKey = Object.fromEntries(squares.map((s) => [s.at.join(','), s.cost]));
    expect(byKey['0,0']).toBe(0);
    expect(byKey['2,2']).toBe(2);
    expect(byKey['1,1']).toBeUndefined();
    expect(squares).toHaveLength(9 - 1);
  });

  it('reports the least jump damage among the cheapest ways', () => {
    const m = map({
      ranks: [
        {
          rank: 2,
          squares: [
            [0, 0],
            [1, 0],
          ],
        },
        { rank: 1, squares: [[2, 0]] },
      ],
      passages: [{ squares: [[2, 0]] }],
    });
    // From B1 (rank 2): C1 is a 1-rank drop onto a passage (a walk); C2 is a 2-rank jump.
    const squares = reachable(m, unit([1, 0], 2), []);
    const at = (x: number, y: number) => squares.find((s) => s.at[0] === x && s.at[1] === y);
    expect(at(2, 0)).toMatchObject({ cost: 1, jumpDamage: 0 });
    expect(at(2, 1)).toMatchObject({ cost: 1, jumpDamage: 2 });
    // D2 at cost 2: via the stairs C1 (walk, then down 1 from a passage: a walk) = 0.
    expect(at(3, 1)).toMatchObject({ cost: 2, jumpDamage: 0 });
  });

  it('finds the cheapest legal path, around walls and enemies, through allies', () => {
    const m = map({ walls: [[3, 0, 3, 5]] });
    const path = findPath(
      m,
      unit([1, 2]),
      [
        { at: [2, 4], side: 'enemy' },
        { at: [3, 5], side: 'ally' },
      ],
      [5, 2],
    );
    expect(path).not.toBeNull();
    expect(
      validateMove(
        m,
        unit([1, 2], 99),
        [
          { at: [2, 4], side: 'enemy' },
          { at: [3, 5], side: 'ally' },
        ],
        path!.path,
      ),
    ).toMatchObject({
      legal: true,
      cost: path!.cost,
    });
    // D6 is round the wall's lower end (3, 5): the diagonal C5 → D6 touches that end, so the path
    // steps down to C6 first.
    const round = findPath(m, unit([1, 2]), [], [3, 5]);
    expect(round).toMatchObject({ cost: 4 });
    expect(round!.path.slice(-2)).toEqual([
      [2, 5],
      [3, 5],
    ]);
    expect(findPath(m, unit([1, 2]), [{ at: [5, 2], side: 'ally' }], [5, 2])).toBeNull();
    expect(findPath(map({ walls: [[3, 0, 3, 6]] }), unit([1, 2]), [], [5, 2])).toBeNull();
  });

  it('a legal move costs at most Speed; findPath’s cost equals reachable’s for the same square', () => {
    fc.assert(
      fc.property(
        arbitraryMap().chain((m) =>
          fc.tuple(
            fc.constant(m),
            squareIn(...m.size),
            fc.integer({ min: 0, max: 6 }),
            fc.array(
              fc.record({
                at: squareIn(...m.size),
                side: fc.constantFrom('ally' as const, 'enemy' as const),
              }),
              { maxLength: 4 },
            ),
            fc.boolean(),
          ),
        ),
        ([m, start, speed, others, acrobat]) => {
          const mover = { at: start, speed, traits: acrobat ? ['Acrobat'] : [] };
          const blockers = others.filter((o) => o.at[0] !== start[0] || o.at[1] !== start[1]);
          for (const square of reachable(m, mover, blockers)) {
            expect(square.cost).toBeLessThanOrEqual(speed);
            const path = findPath(m, mover, blockers, square.at);
            expect(path, `path to ${square.at}`).not.toBeNull();
            expect(path!.cost).toBe(square.cost);
            expect(path!.jumpDamage).toBe(square.jumpDamage);
            const verdict = validateMove(m, mover, blockers, path!.path);
            expect(verdict).toMatchObject({
              legal: true,
              cost: square.cost,
              jumpDamage: square.jumpDamage,
            });
            // E4: the damage of each step adds up to the jump damage of the whole move.
            if (verdict.legal) {
              expect(verdict.stepDamage).toHaveLength(path!.path.length);
              expect(verdict.stepDamage.reduce((a, b) => a + b, 0)).toBe(square.jumpDamage);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
