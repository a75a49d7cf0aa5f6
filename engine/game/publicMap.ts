import type { Segment, Square } from '../model/geometry.ts';
import type { GameMap } from '../model/map.ts';
import { SPENDABLE_CHIPS } from '../rules/chips.ts';
import type { ChipStack, Combatant, HpTrack } from './gameState.ts';

/**
 * The projector's copies (issue 11: publicView builds its output from a whitelist of fields). Each
 * one names the fields it copies, element by element, instead of spreading the source: a field
 * added to the map or the state later, Dealer notes among them, stays private until it is listed
 * here on purpose.
 *
 * The map's copy depends on the map alone, never on who is hidden or what the posse sees: the
 * Dealer's window sends it to the players' views only when the map changes (a door; a 500 × 500
 * town is megabytes), and every view after that is drawn on it. So it holds only what the players
 * may hold from the start whatever happens:
 * - no tokens: who stands where is publicView's combatants, filtered on every view (a token copied
 *   here would stay on the players' side after a HIDE, or on a square the fog has since darkened);
 * - no building names (X2's store names, the text the board writes on its buildings): each is
 *   `''` here, and publicView's `buildingNames` gives the names the players may read now
 *   (publicBuildingNames);
 * - the ground itself (terrain, ranks, passages, cover, walls, doors, windows) whole: the board
 *   draws it under the fog's black, and leaving the squares never seen out would mean sending the
 *   map again after each move that sees new ground.
 * Made once per map object (maps are immutable), as publicView runs on every action.
 */
export function publicMap(map: GameMap): GameMap {
  let shown = copies.get(map);
  if (!shown) {
    shown = copyMap(map);
    copies.set(map, shown);
  }
  return shown;
}

const copies = new WeakMap<GameMap, GameMap>();

function copyMap(map: GameMap): GameMap {
  const shown: GameMap = {
    size: [map.size[0], map.size[1]],
    terrain: map.terrain.map((t) => ({ kind: t.kind, squares: squares(t.squares) })),
    walls: map.walls.map(segment),
    doors: map.doors.map((d) => ({ at: segment(d.at), open: d.open })),
    windows: map.windows.map(segment),
    cover: map.cover.map((c) => ({ id: c.id, kind: c.kind, squares: squares(c.squares) })),
    ranks: map.ranks.map((r) => ({ rank: r.rank, squares: squares(r.squares) })),
    passages: map.passages.map((p) => ({ kind: p.kind, squares: squares(p.squares) })),
    buildings: map.buildings.map((b) => ({
      name: '',
      squares: squares(b.squares),
      boardwalk: squares(b.boardwalk),
    })),
    tokens: [],
  };
  if (map.name !== undefined) shown.name = map.name;
  return shown;
}

/**
 * The name of each of the map's buildings the players may read now, in the map's order, null for
 * the others: with the fog off, every one; with it on, those with a square of their own or of
 * their boardwalk (the store's front, where its sign hangs) lit now or explored (`seen`).
 */
export function publicBuildingNames(
  map: GameMap,
  seen: ((at: Square) => boolean) | null,
): (string | null)[] {
  return map.buildings.map((b) =>
    !seen || b.boardwalk.some(seen) || b.squares.some(seen) ? b.name : null,
  );
}

export function publicHp(track: HpTrack): HpTrack {
  return { family: 'tracker', color: 'red', hpLeft: track.hpLeft, max: track.max };
}

/** Each piece of gear, by name, with its track (A8). */
export function publicGear(gear: Combatant['gear']): Combatant['gear'] {
  return gear.map((g) => ({
    name: g.name,
    track: { family: 'tracker', color: 'blue', gearUsed: g.track.gearUsed, max: g.track.max },
  }));
}

export function publicChips(stack: ChipStack): ChipStack {
  const chips = { family: 'spendable' } as ChipStack;
  for (const kind of SPENDABLE_CHIPS) chips[kind] = stack[kind];
  return chips;
}

function segment(s: Segment): Segment {
  return [s[0], s[1], s[2], s[3]];
}

function squares(list: readonly Square[]): Square[] {
  return list.map((sq) => [sq[0], sq[1]]);
}
