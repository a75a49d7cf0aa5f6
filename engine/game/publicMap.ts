import type { Segment, Square } from '../model/geometry.ts';
import type { GameMap } from '../model/map.ts';
import { SPENDABLE_CHIPS } from '../rules/chips.ts';
import { decodeCells } from './fogCells.ts';
import type { ChipStack, Combatant, HpTrack } from './gameState.ts';
import { groundIndex, type SquareLists } from './groundIndex.ts';
import { isUnitEdge, knownPieces, type KnownSquare } from './knownEdges.ts';

/**
 * The projector's copies (issue 11: publicView builds its output from a whitelist of fields). Each
 * one names the fields it copies, element by element, instead of spreading the source: a field
 * added to the map or the state later, Dealer notes among them, stays private until it is listed
 * here on purpose.
 */

/**
 * The ground the players may hold (publicView's map) and the building names they may read, one per
 * building of that map, in its order (publicView's buildingNames).
 */
export interface PublicGround {
  map: GameMap;
  buildingNames: (string | null)[];
}

/**
 * The map's copy for the players' views, from the map and what the players know of it (`known`, a
 * fogCells set: the squares lit now or seen before, see publicView; null with the fog off, when
 * they know it all). The Dealer's window sends it only when it changes (a door; a square first
 * seen): a 500 × 500 town is megabytes. So it holds:
 * - no tokens: who stands where is publicView's combatants, filtered on every view (a token copied
 *   here would stay on the players' side after a HIDE, or on a square the fog has since darkened);
 * - no building names in the map (each `''`): they travel in buildingNames, beside it;
 * - of the ground (terrain, ranks, passages, cover, walls, doors, windows, buildings), with the fog
 *   on, only what lies on a known square, so nothing of a square never seen is on the players'
 *   side to be read out of the page or the LAN stream: terrain, ranks and passages square by
 *   square; a wall or window piece by piece, kept where a square beside it is known (G2 edges,
 *   knownEdges.ts); a door or a cover object (G2) whole, when any square of it is known; a
 *   building with its known squares and boardwalk only (issue 40, item 7: its outline is the
 *   players' only where they have seen it); and a building's name (X2's store) only once a square
 *   inside it is known: a front seen from the street shows a building, not whose it is.
 * Made once per map object and known set (maps are immutable, and a set that did not grow is the
 * same string), and the last few kept, so publicView, which runs on every action, gives the same
 * object back until the known ground changes, and an undo gets its earlier copy again.
 */
export function publicGround(map: GameMap, known: string | null): PublicGround {
  let kept = copies.get(map);
  if (!kept) {
    kept = [];
    copies.set(map, kept);
  }
  const hit = kept.findIndex((k) => k.known === known);
  if (hit >= 0) {
    const [entry] = kept.splice(hit, 1);
    kept.unshift(entry!);
    return entry!.ground;
  }
  const ground = known === null ? wholeGround(map) : knownGround(map, known);
  kept.unshift({ known, ground });
  if (kept.length > KEPT) kept.length = KEPT;
  return ground;
}

/** The map alone, as the fog-off view and the tests read it. */
export function publicMap(map: GameMap, known: string | null = null): GameMap {
  return publicGround(map, known).map;
}

/** Copies kept per map: the view now, the one before it, an undo's, the projector's last. */
const KEPT = 4;
const copies = new WeakMap<GameMap, { known: string | null; ground: PublicGround }[]>();

function wholeGround(map: GameMap): PublicGround {
  const shown: GameMap = {
    size: [map.size[0], map.size[1]],
    terrain: map.terrain.map((t) => ({ kind: t.kind, squares: squares(t.squares) })),
    walls: map.walls.map(segment),
    doors: map.doors.map(doorCopy),
    windows: map.windows.map(segment),
    cover: map.cover.map(coverCopy),
    ranks: map.ranks.map((r) => ({ rank: r.rank, squares: squares(r.squares) })),
    passages: map.passages.map((p) => ({ kind: p.kind, squares: squares(p.squares) })),
    buildings: map.buildings.map(buildingCopy),
    tokens: [],
  };
  if (map.name !== undefined) shown.name = map.name;
  return { map: shown, buildingNames: map.buildings.map((b) => b.name) };
}

function knownGround(map: GameMap, known: string): PublicGround {
  const [w, h] = map.size;
  const cells = decodeCells(known, w * h);
  const isKnown: KnownSquare = (x, y) =>
    x >= 0 && y >= 0 && x < w && y < h && cells[y * w + x] === 1;
  const index = groundIndex(map);
  const knownList: number[] = [];
  for (let i = 0; i < cells.length; i++) if (cells[i] === 1) knownList.push(i);
  // Which elements a known square touches, read off the index from the known squares alone, in
  // the map's order.
  const touched = (lists: SquareLists, count: number): number[] => {
    const flag = new Uint8Array(count);
    for (const i of knownList)
      for (let k = lists.start[i]!; k < lists.start[i + 1]!; k++) flag[lists.items[k]!] = 1;
    // A scan of the flags, not a sort: late in a game most of a big map is known.
    const out: number[] = [];
    for (let item = 0; item < count; item++) if (flag[item] === 1) out.push(item);
    return out;
  };
  // Each area with its known squares only.
  const areaSquares = (lists: SquareLists, count: number): (Square[] | undefined)[] => {
    const squaresOf = new Array<Square[] | undefined>(count);
    for (const i of knownList)
      for (let k = lists.start[i]!; k < lists.start[i + 1]!; k++) {
        const x = i % w;
        (squaresOf[lists.items[k]!] ??= []).push([x, (i - x) / w]);
      }
    return squaresOf;
  };
  const shownBuildings = touched(index.buildings, map.buildings.length);
  const pieces = (part: 'walls' | 'windows'): Segment[] => {
    const sources = map[part];
    const copies = copiesOf(sources);
    const out: Segment[] = [];
    for (const i of touched(index[part], sources.length)) {
      const source = sources[i]!;
      // One edge of one square, as most are: filed under the two squares beside it alone, so a
      // known square touching it shows it whole, copied once and shared after.
      if (isUnitEdge(source)) out.push((copies[i] ??= segment(source)) as Segment);
      else for (const p of knownPieces(source, isKnown)) out.push(segment(p));
    }
    return out;
  };
  const copiedAll = <T extends object>(sources: readonly T[], copy: (e: T) => T) => {
    const copies = copiesOf(sources);
    return (i: number) => (copies[i] ??= copy(sources[i]!)) as T;
  };
  // A building as far as the players know it (issue 40, item 7): its known squares and boardwalk
  // only, so a front seen from the street sends no outline of the rooms behind it. Whole, as
  // most known buildings are, its copy is shared with the known grounds after this one.
  const wholeBuilding = copiedAll(map.buildings, buildingCopy);
  const knownBuilding = (i: number) => {
    const b = map.buildings[i]!;
    const known = ([x, y]: Square) => isKnown(x, y);
    if (b.squares.every(known) && b.boardwalk.every(known)) return wholeBuilding(i);
    return { name: '', squares: b.squares.filter(known), boardwalk: b.boardwalk.filter(known) };
  };
  const shown: GameMap = {
    size: [w, h],
    terrain: areaList(areaSquares(index.terrain, map.terrain.length), (i, squares) => ({
      kind: map.terrain[i]!.kind,
      squares,
    })),
    walls: pieces('walls'),
    doors: touched(index.doors, map.doors.length).map(copiedAll(map.doors, doorCopy)),
    windows: pieces('windows'),
    cover: touched(index.cover, map.cover.length).map(copiedAll(map.cover, coverCopy)),
    ranks: areaList(areaSquares(index.ranks, map.ranks.length), (i, squares) => ({
      rank: map.ranks[i]!.rank,
      squares,
    })),
    passages: areaList(areaSquares(index.passages, map.passages.length), (i, squares) => ({
      kind: map.passages[i]!.kind,
      squares,
    })),
    buildings: shownBuildings.map((i) => knownBuilding(i)),
    tokens: [],
  };
  if (map.name !== undefined) shown.name = map.name;
  return {
    map: shown,
    buildingNames: shownBuildings.map((b) =>
      map.buildings[b]!.squares.some(([x, y]) => isKnown(x, y)) ? map.buildings[b]!.name : null,
    ),
  };
}

/**
 * Each element's copy, made the first time a known ground holds it and shared by the known grounds
 * after it (they are immutable, as the map is), kept by the element's list and its place there
 * (lists are immutable too): a move that sees a few new squares copies only what lies on them,
 * and a door opened (a new list of doors, the walls' the same) copies only the doors again.
 */
const elementCopies = new WeakMap<readonly object[], object[]>();

function copiesOf(sources: readonly object[]): object[] {
  let copies = elementCopies.get(sources);
  if (!copies) {
    copies = [];
    elementCopies.set(sources, copies);
  }
  return copies;
}

/** The areas with a known square, in the map's order, each with its known squares only. */
function areaList<T>(
  squaresOf: (Square[] | undefined)[],
  make: (i: number, squares: Square[]) => T,
): T[] {
  const out: T[] = [];
  squaresOf.forEach((squares, i) => {
    if (squares) out.push(make(i, squares));
  });
  return out;
}

function doorCopy(d: GameMap['doors'][number]): GameMap['doors'][number] {
  return { at: segment(d.at), open: d.open };
}

function coverCopy(c: GameMap['cover'][number]): GameMap['cover'][number] {
  return { id: c.id, kind: c.kind, squares: squares(c.squares) };
}

function buildingCopy(b: GameMap['buildings'][number]): GameMap['buildings'][number] {
  return { name: '', squares: squares(b.squares), boardwalk: squares(b.boardwalk) };
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
