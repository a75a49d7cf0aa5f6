import type { Square } from '../model/geometry.ts';
import type { GameMap } from '../model/map.ts';
import { STORES } from '../rules/stores.ts';
import { coverName } from '../grid/coverName.ts';
import { edgeName } from '../grid/doorsBeside.ts';
import { onGridLine } from '../grid/indexTables.ts';
import { indexMap } from '../grid/indexCache.ts';
import { segmentsTouch } from '../grid/segments.ts';
import { squareName } from '../grid/squareName.ts';
import { boundsOf } from './squareSets.ts';

/**
 * Live validation of a map in the editor (issue 12). Errors make a map unplayable (playableMap);
 * warnings point at what is likely a mistake but plays. Each finding says what is wrong in a
 * sentence and names the squares involved, so a click on it can select them, and the element it
 * concerns, so a click can select that too.
 */
export interface MapFinding {
  readonly code: FindingCode;
  readonly message: string;
  readonly squares: readonly Square[];
  readonly element?: { readonly list: ElementList; readonly index: number };
}

export type FindingCode =
  | 'token-off-map'
  | 'token-on-cover'
  | 'cover-overlap'
  | 'unreachable-rank'
  | 'door-outside-wall'
  | 'building-without-interior'
  | 'store-without-interior';

type ElementList = 'tokens' | 'cover' | 'doors' | 'buildings' | 'ranks';

export interface MapValidation {
  readonly errors: readonly MapFinding[];
  readonly warnings: readonly MapFinding[];
}

export function validateMap(map: GameMap): MapValidation {
  return { errors: mapErrors(map), warnings: mapWarnings(map) };
}

/**
 * What stops the map from being played: a token off the map or on cover (G2: nobody stands in
 * cover; M2), and cover objects sharing a square (G2: an object fills its squares).
 */
export function mapErrors(map: GameMap): MapFinding[] {
  const [w, h] = map.size;
  const errors: MapFinding[] = [];
  const coverAt = new Map<number, number>();
  map.cover.forEach((object, i) => {
    const shared: Square[] = [];
    let other = -1;
    for (const sq of object.squares) {
      const c = sq[1] * w + sq[0];
      const holder = coverAt.get(c);
      if (holder === undefined) coverAt.set(c, i);
      else {
        if (other === -1) other = holder;
        shared.push(sq);
      }
    }
    if (shared.length > 0) {
      errors.push({
        code: 'cover-overlap',
        message: `${capital(coverName(object))} overlaps ${coverName(map.cover[other]!)} at ${names(shared)} (G2: an object fills its squares)`,
        squares: shared,
        element: { list: 'cover', index: i },
      });
    }
  });
  map.tokens.forEach((token, i) => {
    const [x, y] = token.at;
    const element = { list: 'tokens' as const, index: i };
    if (x < 0 || y < 0 || x >= w || y >= h) {
      errors.push({
        code: 'token-off-map',
        message: `${token.name} stands at [${x}, ${y}], off the ${w}×${h} map`,
        squares: [token.at],
        element,
      });
      return;
    }
    const object = coverAt.get(y * w + x);
    if (object !== undefined) {
      errors.push({
        code: 'token-on-cover',
        message: `${token.name} stands on ${coverName(map.cover[object]!)} (G2: nobody stands in cover)`,
        squares: [token.at],
        element,
      });
    }
  });
  return errors;
}

/** What plays but is likely a mistake. */
export function mapWarnings(map: GameMap): MapFinding[] {
  return [...unreachableRanks(map), ...loneDoors(map), ...emptyBuildings(map)];
}

/**
 * E3: squares raised above the ground that no walk can reach: from the ground, a step up one
 * rank needs a passage on the square left or the square entered, and a step of two ranks never
 * goes (E3 house); steps down are always possible (E4). Walls and cover are left out: the Dealer
 * is asked about the climb, not the route. Each unreached area (8-connected squares of one
 * rank) is one warning.
 */
function unreachableRanks(map: GameMap): MapFinding[] {
  const [w, h] = map.size;
  const index = indexMap(map);
  const { rank, passage } = index;
  const n = w * h;
  let lowest = Infinity;
  for (let c = 0; c < n; c++) lowest = Math.min(lowest, rank[c]!);
  if (lowest === Infinity) return [];
  const reached = new Uint8Array(n);
  const queue: number[] = [];
  for (let c = 0; c < n; c++) {
    if (rank[c] === lowest) {
      reached[c] = 1;
      queue.push(c);
    }
  }
  for (let head = 0; head < queue.length; head++) {
    const c = queue[head]!;
    forNeighbours(c, w, h, (d) => {
      if (reached[d]) return;
      const rise = rank[d]! - rank[c]!;
      if (rise > 1 || (rise === 1 && passage[c] !== 1 && passage[d] !== 1)) return;
      reached[d] = 1;
      queue.push(d);
    });
  }
  const warnings: MapFinding[] = [];
  const grouped = new Uint8Array(n);
  for (let c = 0; c < n; c++) {
    if (reached[c] || grouped[c]) continue;
    const area: number[] = [c];
    grouped[c] = 1;
    for (let k = 0; k < area.length; k++) {
      forNeighbours(area[k]!, w, h, (d) => {
        if (grouped[d] || reached[d] || rank[d] !== rank[c]) return;
        grouped[d] = 1;
        area.push(d);
      });
    }
    const squares = area
      .sort((a, b) => a - b)
      .map((cell): Square => [cell % w, Math.floor(cell / w)]);
    const areaIndex = map.ranks.findIndex((r) => r.squares.some(([x, y]) => y * w + x === c));
    warnings.push({
      code: 'unreachable-rank',
      message: `The rank ${rank[c]} area at ${span(squares)} has no passage up to it (E3: the only way up is a stair or a ladder)`,
      squares,
      ...(areaIndex === -1 ? {} : { element: { list: 'ranks' as const, index: areaIndex } }),
    });
  }
  return warnings;
}

/**
 * A door not set in a wall: no wall touches either of its ends, so it stands alone (and anyone
 * walks round it). Grid ends are looked up in the index's vertex table; other ends, and doors
 * off the grid, are tested against the free-angle walls.
 */
function loneDoors(map: GameMap): MapFinding[] {
  const index = indexMap(map);
  const { w, h } = index;
  const freeWalls = map.walls.filter(([x1, y1, x2, y2]) => !onGridLine(x1, y1, x2, y2));
  const touchesWall = (x: number, y: number): boolean => {
    if (Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x <= w && y <= h) {
      if (index.wallVertex[y * (w + 1) + x] !== -1) return true;
    }
    const walls = Number.isInteger(x) && Number.isInteger(y) ? freeWalls : map.walls;
    return walls.some((s) => segmentsTouch(x, y, x, y, ...s));
  };
  return map.doors.flatMap((door, i): MapFinding[] => {
    const [x1, y1, x2, y2] = door.at;
    if (touchesWall(x1, y1) || touchesWall(x2, y2)) return [];
    return [
      {
        code: 'door-outside-wall',
        message: `The door at ${edgeName(door.at)} is not set in a wall: no wall meets either end`,
        squares: edgeSquares(door.at, w, h),
        element: { list: 'doors', index: i },
      },
    ];
  });
}

/** X2, X3: a building needs an interior; a store building without one can never be controlled. */
function emptyBuildings(map: GameMap): MapFinding[] {
  return map.buildings.flatMap((b, i): MapFinding[] => {
    if (b.squares.length > 0) return [];
    const store = STORES.some((s) => s.building === b.name);
    return [
      {
        code: store ? 'store-without-interior' : 'building-without-interior',
        message: store
          ? `The store ${b.name} has no interior squares: nobody can stand inside to control it (X3)`
          : `The building ${b.name} has no interior squares`,
        squares: b.boardwalk,
        element: { list: 'buildings', index: i },
      },
    ];
  });
}

function forNeighbours(c: number, w: number, h: number, visit: (d: number) => void): void {
  const x = c % w;
  const y = (c - x) / w;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if (dx === 0 && dy === 0) continue;
      const nx = x + dx;
      const ny = y + dy;
      if (nx >= 0 && ny >= 0 && nx < w && ny < h) visit(ny * w + nx);
    }
  }
}

/** The squares on the two sides of an edge's first unit, those on the map. */
function edgeSquares([x1, y1, x2, y2]: readonly number[], w: number, h: number): Square[] {
  const x = Math.floor(Math.min(x1!, x2!));
  const y = Math.floor(Math.min(y1!, y2!));
  const pair: Square[] =
    y1 === y2
      ? [
          [x, y - 1],
          [x, y],
        ]
      : [
          [x - 1, y],
          [x, y],
        ];
  return pair.filter(([a, b]) => a >= 0 && b >= 0 && a < w && b < h);
}

function names(squares: readonly Square[]): string {
  return squares.map(squareName).join(', ');
}

/** An area named by its box's corners: "C3–F5", or one square's name. */
function span(squares: readonly Square[]): string {
  const [left, top, right, bottom] = boundsOf(squares)!;
  const from = squareName([left, top]);
  const to = squareName([right, bottom]);
  return from === to ? from : `${from}–${to}`;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
