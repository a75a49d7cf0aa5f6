import type { Segment } from '../../../engine/core.ts';
import type { CoverObject, GameMap } from '../../../engine/skirmish.ts';
import { BOARD_COLORS } from '../palette.ts';
import { BucketIndex } from './bucketIndex.ts';
import {
  buildingBounds,
  coverBounds,
  doorBounds,
  RANK_EDGE_REACH,
  rankMarkBounds,
  rankMarkSquare,
  segmentBounds,
  squaresRect,
  union,
  WALL_REACH,
  WINDOW_REACH,
} from './staticBounds.ts';

type RankArea = GameMap['ranks'][number];

/**
 * The map filed for drawing by place: for each slice a bucket index of its items, and per square
 * the terrain's colour and the highest rank. Each part is rebuilt only when its slice is a new
 * object, so a door toggle refiles the doors and nothing else.
 */
export class StaticIndex {
  private map: GameMap | null = null;
  walls = new BucketIndex<Segment>([], () => null);
  windows = new BucketIndex<Segment>([], () => null);
  doors = new BucketIndex<GameMap['doors'][number]>([], () => null);
  cover = new BucketIndex<CoverObject>([], () => null);
  passages = new BucketIndex<GameMap['passages'][number]>([], () => null);
  buildings = new BucketIndex<GameMap['buildings'][number]>([], () => null);
  ranks = new BucketIndex<RankArea>([], () => null);
  /** The colour of each square's topmost coloured terrain area, or -1 for plain ground. */
  terrainColor: Int32Array = new Int32Array(0);
  /** The highest rank over each square (E1): where the outline of a raised area runs. */
  rankAt: Uint8Array = new Uint8Array(0);

  get width(): number {
    return this.map?.size[0] ?? 0;
  }

  get height(): number {
    return this.map?.size[1] ?? 0;
  }

  update(map: GameMap): void {
    const prev = this.map;
    this.map = map;
    const resized = !prev || prev.size[0] !== map.size[0] || prev.size[1] !== map.size[1];
    if (resized || prev.walls !== map.walls)
      this.walls = new BucketIndex(map.walls, (s) => segmentBounds(s, WALL_REACH));
    if (resized || prev.windows !== map.windows)
      this.windows = new BucketIndex(map.windows, (s) => segmentBounds(s, WINDOW_REACH));
    if (resized || prev.doors !== map.doors) this.doors = new BucketIndex(map.doors, doorBounds);
    if (resized || prev.cover !== map.cover) this.cover = new BucketIndex(map.cover, coverBounds);
    if (resized || prev.passages !== map.passages)
      this.passages = new BucketIndex(map.passages, (p) => squaresRect(p.squares));
    if (resized || prev.buildings !== map.buildings)
      this.buildings = new BucketIndex(map.buildings, buildingBounds);
    if (resized || prev.terrain !== map.terrain) this.terrainColor = terrainColors(map);
    if (resized || prev.ranks !== map.ranks) {
      this.ranks = new BucketIndex(map.ranks, rankAreaBounds);
      this.rankAt = highestRanks(map);
    }
  }

  rankOf(x: number, y: number): number {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return 0;
    return this.rankAt[y * this.width + x]!;
  }
}

function terrainColors(map: GameMap): Int32Array {
  const [w, h] = map.size;
  const colors = new Int32Array(w * h).fill(-1);
  for (const area of map.terrain) {
    const color = BOARD_COLORS.terrain[area.kind];
    if (color === undefined) continue;
    for (const [x, y] of area.squares) colors[y * w + x] = color;
  }
  return colors;
}

function highestRanks(map: GameMap): Uint8Array {
  const [w, h] = map.size;
  const ranks = new Uint8Array(w * h);
  for (const area of map.ranks)
    for (const [x, y] of area.squares) ranks[y * w + x] = Math.max(area.rank, ranks[y * w + x]!);
  return ranks;
}

function rankAreaBounds(area: RankArea) {
  if (area.rank <= 0) return null;
  const squares = squaresRect(area.squares, RANK_EDGE_REACH);
  const mark = rankMarkSquare(area.squares);
  return squares && mark ? union(squares, rankMarkBounds(mark)) : squares;
}
