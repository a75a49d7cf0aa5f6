import type { Square } from '../model/geometry.ts';
import type { GameMap } from '../model/map.ts';
import { runsThroughClosedSquare } from './segments.ts';
import { squareName } from './squareName.ts';

/**
 * M3: the doors a character standing on `at` can open or close (by index in map.doors): those
 * whose segment touches the boundary of the character's square along more than a single point,
 * or crosses its interior. A grid door is so beside the squares on either side of the edge it
 * lies along. An imported door (UVTT) may sit off the grid lines: half a square along an edge
 * ([12, 14.5, 12, 15.5] is beside the squares by x = 12 from y = 14 to 16), or at an angle
 * through a square. A door that only meets a corner of the square, or ends on its edge from
 * outside, is not beside it.
 */
export function doorsBeside(map: GameMap, at: Square): number[] {
  const [x, y] = at;
  return map.doors.flatMap((door, i) => (runsThroughClosedSquare(...door.at, x, y) ? [i] : []));
}

/** A door in words, by the squares on either side of its first unit of edge: "E5/E6". */
export function doorName(map: GameMap, index: number): string {
  return edgeName(map.doors[index]!.at);
}

/** G2: an edge (a door's, a window's) named by the two squares it lies between ("E4/E5"). */
export function edgeName([x1, y1, x2, y2]: readonly [number, number, number, number]): string {
  // Imported maps (UVTT) may put an edge off the grid lines: name the squares it starts in.
  const x = Math.floor(Math.min(x1, x2));
  const y = Math.floor(Math.min(y1, y2));
  const [a, b]: [Square, Square] =
    y1 === y2
      ? [
          [x, y - 1],
          [x, y],
        ]
      : [
          [x - 1, y],
          [x, y],
        ];
  return `${squareName(a)}/${squareName(b)}`;
}
