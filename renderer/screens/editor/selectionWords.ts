import type { GameMap, Selection } from '../../../engine/skirmish.ts';

const plural = (n: number, noun: string) =>
  `${n} ${n === 1 ? noun : /(s|x|ch|sh)$/.test(noun) ? `${noun}es` : `${noun}s`}`;

/**
 * What is selected, in words, as the Dealer would count it: "2 walls, 1 barrel, 6 squares".
 * Cover objects are named by their kind (a crate, a wagon); anything else by what it is. Elements
 * the selection names that the map no longer has are not counted.
 */
export function selectionWords(map: GameMap, selection: Selection): string {
  const parts: string[] = [];
  const count = (n: number, noun: string) => {
    if (n > 0) parts.push(plural(n, noun));
  };
  count(selection.walls.filter((i) => map.walls[i]).length, 'wall');
  count(selection.doors.filter((i) => map.doors[i]).length, 'door');
  count(selection.windows.filter((i) => map.windows[i]).length, 'window');
  const kinds = new Map<string, number>();
  for (const object of map.cover)
    if (selection.cover.includes(object.id))
      kinds.set(object.kind, (kinds.get(object.kind) ?? 0) + 1);
  for (const [kind, n] of kinds) count(n, kind);
  count(selection.passages.filter((i) => map.passages[i]).length, 'passage');
  count(selection.buildings.filter((i) => map.buildings[i]).length, 'building');
  count(selection.tokens.filter((id) => map.tokens.some((t) => t.id === id)).length, 'token');
  count(selection.squares.length, 'square');
  return parts.length > 0 ? parts.join(', ') : 'Nothing selected';
}
