import type { Square } from '../model/geometry.ts';
import type { GameMap } from '../model/map.ts';
import { segmentsOverlap } from './segments.ts';
import { squareName } from './squareName.ts';

/**
 * M3: the doors a character standing on `at` can open or close: those lying along one of the
 * square's four edges (by index in map.doors). A door along a square's corner only is not beside it.
 */
export function doorsBeside(map: GameMap, at: Square): number[] {
  const [x, y] = at;
  const edges: [number, number, number, number][] = [
    [x, y, x + 1, y],
    [x, y + 1, x + 1, y + 1],
    [x, y, x, y + 1],
    [x + 1, y, x + 1, y + 1],
  ];
  return map.doors.flatMap((door, i) =>
    edges.some((e) => segmentsOverlap(...e, ...door.at)) ? [i] : [],
  );
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
