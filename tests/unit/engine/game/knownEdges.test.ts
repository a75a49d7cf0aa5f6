import { describe, expect, it } from 'vitest';
import { knownPieces, squaresBeside } from '../../../../engine/game/knownEdges.ts';

/** Known: the squares listed, "x,y" each. */
const knownAt =
  (...squares: string[]) =>
  (x: number, y: number) =>
    squares.includes(`${x},${y}`);

describe('the wall pieces the players may see (issue 11, G2 edges beside a known square)', () => {
  it('keeps a unit edge when a square on either side is known, and drops it otherwise', () => {
    // The edge between [2, 0] and [2, 1].
    expect(knownPieces([2, 1, 3, 1], knownAt('2,0'))).toEqual([[2, 1, 3, 1]]);
    expect(knownPieces([2, 1, 3, 1], knownAt('2,1'))).toEqual([[2, 1, 3, 1]]);
    expect(knownPieces([2, 1, 3, 1], knownAt('3,1', '1,0'))).toEqual([]);
    // A vertical one, between [1, 4] and [2, 4].
    expect(knownPieces([2, 4, 2, 5], knownAt('1,4'))).toEqual([[2, 4, 2, 5]]);
  });

  it('cuts a long wall to the runs beside known squares, ending on grid vertices', () => {
    // x from 0 to 6 along y = 3: known beside x = 1 and x = 2 (above), and x = 5 (below).
    const known = knownAt('1,2', '2,2', '5,3');
    expect(knownPieces([0, 3, 6, 3], known)).toEqual([
      [1, 3, 3, 3],
      [5, 3, 6, 3],
    ]);
    // Drawn the other way, the same pieces, the other way.
    expect(knownPieces([6, 3, 0, 3], known)).toEqual([
      [6, 3, 5, 3],
      [3, 3, 1, 3],
    ]);
    // All of it known: the wall itself.
    expect(knownPieces([0, 0, 0, 3], knownAt('0,0', '0,1', '0,2'))).toEqual([[0, 0, 0, 3]]);
  });

  it('cuts an imported free-angle wall at the grid lines it crosses, by the square each piece crosses', () => {
    // From (0.5, 0.5) to (2.5, 1.5): through [0, 0], [1, 0], [1, 1], [2, 1].
    expect(knownPieces([0.5, 0.5, 2.5, 1.5], knownAt('1,1', '2,1'))).toEqual([[1.5, 1, 2.5, 1.5]]);
    expect(knownPieces([0.5, 0.5, 2.5, 1.5], knownAt('0,0'))).toEqual([[0.5, 0.5, 1, 0.75]]);
    expect(knownPieces([0.5, 0.5, 2.5, 1.5], knownAt('5,5'))).toEqual([]);
  });

  it('files a segment under the squares its pieces border or cross, as knownPieces reads them', () => {
    const squares = (s: [number, number, number, number]) => {
      const seen = new Set<string>();
      squaresBeside(s, (x, y) => void seen.add(`${x},${y}`));
      return [...seen].sort();
    };
    expect(squares([4, 4, 6, 4])).toEqual(['4,3', '4,4', '5,3', '5,4']);
    expect(squares([0.5, 0.5, 2.5, 1.5])).toEqual(['0,0', '1,0', '1,1', '2,1']);
  });
});
