import type { GameMap } from '../model/map.ts';
import {
  cellFlagsOf,
  filedCells,
  forEachGridPosition,
  onGridLine,
  windowRank,
  type TableKind,
} from './indexTables.ts';
import {
  BARRIER_CLOSED_DOOR,
  BARRIER_OPEN_DOOR,
  BARRIER_WALL,
  BARRIER_WINDOW,
  createIndex,
  type BarrierKind,
  type MapIndex,
} from './mapIndex.ts';

/** The whole index of a map, from scratch (see MapIndex for what each array holds). */
export function buildIndex(map: GameMap): MapIndex {
  const [w, h] = map.size;
  const rank = new Int16Array(w * h);
  for (const area of map.ranks) {
    for (const [x, y] of area.squares) rank[y * w + x] = Math.max(rank[y * w + x]!, area.rank);
  }
  const passage = new Uint8Array(w * h);
  for (const p of map.passages) for (const [x, y] of p.squares) passage[y * w + x] = 1;
  const cover = new Int32Array(w * h).fill(-1);
  const coverRank = new Int16Array(map.cover.length);
  map.cover.forEach((object, i) => {
    let highest = 0;
    for (const [x, y] of object.squares) {
      if (cover[y * w + x] === -1) cover[y * w + x] = i;
      highest = Math.max(highest, rank[y * w + x]!);
    }
    coverRank[i] = highest;
  });

  const firstWindow = map.doors.length;
  const firstWall = firstWindow + map.windows.length;
  const n = firstWall + map.walls.length;
  const barrierXY = new Float64Array(n * 4);
  const barrierKind = new Uint8Array(n);
  const barrierSource = new Int32Array(n);
  const barrierRank = new Int16Array(n).fill(-1);
  const wallV = new Int32Array((w + 1) * h).fill(-1);
  const wallH = new Int32Array(w * (h + 1)).fill(-1);
  const wallVertex = new Int32Array((w + 1) * (h + 1)).fill(-1);
  const walls = [wallV, wallH, wallVertex];
  const doorsOnGrid: number[] = [];
  const filed: number[][] = [];
  const counts = new Int32Array(w * h + 1);
  const file = (b: number, kind: BarrierKind, source: number, xy: readonly number[]) => {
    const [x1, y1, x2, y2] = xy as [number, number, number, number];
    const o = b * 4;
    barrierXY[o] = x1;
    barrierXY[o + 1] = y1;
    barrierXY[o + 2] = x2;
    barrierXY[o + 3] = y2;
    barrierKind[b] = kind;
    barrierSource[b] = source;
    if (kind !== BARRIER_WINDOW && onGridLine(x1, y1, x2, y2)) {
      // Closed doors go into the tables once every wall is in (doorsOnGrid, below).
      if (kind === BARRIER_WALL) {
        // Barriers are filed in number order, so the first one marked is the lowest.
        forEachGridPosition(x1, y1, x2, y2, w, h, (table: TableKind, at: number) => {
          if (walls[table]![at] === -1) walls[table]![at] = b;
        });
      } else if (kind === BARRIER_CLOSED_DOOR) doorsOnGrid.push(b);
      return;
    }
    const cells = filedCells(x1, y1, x2, y2, w, h);
    filed[b] = cells;
    for (const c of cells) counts[c + 1]! += 1;
    if (kind === BARRIER_WINDOW) barrierRank[b] = windowRank(x1, y1, x2, y2, cells, rank, w);
  };
  map.doors.forEach((door, i) =>
    file(i, door.open ? BARRIER_OPEN_DOOR : BARRIER_CLOSED_DOOR, i, door.at),
  );
  map.windows.forEach((xy, i) => file(firstWindow + i, BARRIER_WINDOW, i, xy));
  map.walls.forEach((xy, i) => file(firstWall + i, BARRIER_WALL, i, xy));

  // A wall hides any door at the same position; elsewhere the lowest closed door shows.
  const any = [wallV.slice(), wallH.slice(), wallVertex.slice()];
  for (const b of doorsOnGrid) {
    const o = b * 4;
    forEachGridPosition(
      barrierXY[o]!,
      barrierXY[o + 1]!,
      barrierXY[o + 2]!,
      barrierXY[o + 3]!,
      w,
      h,
      (table: TableKind, at: number) => {
        if (any[table]![at] === -1) any[table]![at] = b;
      },
    );
  }
  const [anyV, anyH, anyVertex] = any as [Int32Array, Int32Array, Int32Array];

  const cellStart = new Int32Array(w * h + 1);
  for (let i = 0; i < w * h; i++) cellStart[i + 1] = cellStart[i]! + counts[i + 1]!;
  const fill = cellStart.slice(0, w * h);
  const cellBarriers = new Int32Array(cellStart[w * h]!);
  filed.forEach((cells, b) => {
    for (const c of cells) cellBarriers[fill[c]!++] = b;
  });
  const sources = { w, wallV, wallH, anyV, anyH, cover, cellStart };
  const cellFlags = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) cellFlags[y * w + x] = cellFlagsOf(sources, x, y);

  return createIndex({
    map,
    w,
    h,
    rank,
    passage,
    cover,
    coverRank,
    firstWindow,
    firstWall,
    barrierXY,
    barrierKind,
    barrierSource,
    barrierRank,
    wallV,
    wallH,
    wallVertex,
    anyV,
    anyH,
    anyVertex,
    cellFlags,
    cellStart,
    cellBarriers,
    barrierScratch: { seen: new Uint32Array(n), generation: 0 },
  });
}
