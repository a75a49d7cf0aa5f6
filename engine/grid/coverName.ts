import type { GameMap } from '../model/map.ts';
import { squareName } from './squareName.ts';

type Cover = GameMap['cover'][number];

/**
 * G2: a cover object as the table names it, by its kind and its squares ("the barrel at F4",
 * "the table at C3–C4"), never by its id: ids are the map file's keys (often made up by the
 * editor, "barrel-north"), which nobody at the table can find on the board.
 */
export function coverName(cover: Pick<Cover, 'kind' | 'squares'>): string {
  const squares = cover.squares;
  const where =
    squares.length <= 1
      ? squareName(squares[0] ?? [0, 0])
      : `${squareName(squares[0]!)}–${squareName(squares[squares.length - 1]!)}`;
  return `the ${cover.kind} at ${where}`;
}

/** The cover object with this id on the map, named; the id itself if the map has none such. */
export function coverNameById(map: GameMap, id: string): string {
  const cover = map.cover.find((c) => c.id === id);
  return cover ? coverName(cover) : `the cover ${id}`;
}
