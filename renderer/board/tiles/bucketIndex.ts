import { CELL } from '../boardUnits.ts';
import type { WorldRect } from './tileGrid.ts';

/** Buckets are 8 squares a side: a tile asks a handful of them, whatever its size. */
const BUCKET = 8 * CELL;
/** Bucket coordinates are kept non-negative: things overhang the map's top and left edges. */
const OFFSET = 4;
const STRIDE = 1 << 16;

/**
 * The items of one slice of the map (walls, doors, cover…) filed by where their bounds lie, so
 * drawing a tile reads the few items near it instead of every item of the map. A query returns
 * the items in their order in the slice, because later items are drawn over earlier ones.
 */
export class BucketIndex<T> {
  private readonly buckets = new Map<number, number[]>();
  private readonly bounds: (WorldRect | null)[];
  /** The last query that returned each item, so an item in several buckets comes back once. */
  private readonly stamp: Uint32Array;
  private queries = 0;

  constructor(
    readonly items: readonly T[],
    boundsOf: (item: T) => WorldRect | null,
  ) {
    this.bounds = items.map(boundsOf);
    this.stamp = new Uint32Array(items.length);
    this.bounds.forEach((b, index) => {
      if (!b) return;
      for (let by = cell(b.y0); by <= cell(b.y1); by++) {
        for (let bx = cell(b.x0); bx <= cell(b.x1); bx++) {
          const key = by * STRIDE + bx;
          const list = this.buckets.get(key);
          if (list) list.push(index);
          else this.buckets.set(key, [index]);
        }
      }
    });
  }

  /** The items whose bounds meet a rectangle, in slice order. */
  query(rect: WorldRect): T[] {
    this.queries += 1;
    const found: number[] = [];
    for (let by = cell(rect.y0); by <= cell(rect.y1); by++) {
      for (let bx = cell(rect.x0); bx <= cell(rect.x1); bx++) {
        const list = this.buckets.get(by * STRIDE + bx);
        if (!list) continue;
        for (const index of list) {
          if (this.stamp[index] === this.queries) continue;
          this.stamp[index] = this.queries;
          const b = this.bounds[index]!;
          if (b.x0 < rect.x1 && rect.x0 < b.x1 && b.y0 < rect.y1 && rect.y0 < b.y1)
            found.push(index);
        }
      }
    }
    found.sort((a, b) => a - b);
    return found.map((index) => this.items[index]!);
  }
}

function cell(world: number): number {
  return Math.max(0, Math.floor(world / BUCKET) + OFFSET);
}
