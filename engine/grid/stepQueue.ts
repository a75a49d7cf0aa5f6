/**
 * The priority queue of findPath. Keys are (f, damage): f the estimated path length in whole steps,
 * damage the jump damage so far, compared in that order. Every step costs the same, so f takes few
 * values and most squares tie: a bucket per (f, damage) with O(1) push and pop beats a binary heap
 * by far on big maps (measured in the astar-200 benchmark). Within a bucket the newest square comes
 * out first, which favours squares deeper along a path, the usual A* tie-break.
 *
 * Damage above the bucketed range (a path dropping many ranks) goes to a small exact heap, so the
 * order stays exact whatever the map.
 */
const DAMAGE_SLOTS = 8;

export class StepQueue {
  private heads = new Int32Array(1024).fill(-1);
  private items = new Int32Array(4096);
  private next = new Int32Array(4096);
  private count = 0;
  private cursor = 0;
  private highest = -1;
  private readonly overflow = new OverflowHeap();

  push(item: number, f: number, damage: number): void {
    if (damage >= DAMAGE_SLOTS - 1) {
      this.overflow.push(item, f, damage);
      return;
    }
    const bucket = f * DAMAGE_SLOTS + damage;
    if (bucket >= this.heads.length) this.growHeads(bucket);
    const count = this.count;
    if (count === this.items.length) this.growEntries();
    const heads = this.heads;
    this.items[count] = item;
    this.next[count] = heads[bucket]!;
    heads[bucket] = count;
    this.count = count + 1;
    if (bucket < this.cursor) this.cursor = bucket;
    if (bucket > this.highest) this.highest = bucket;
  }

  /** The item with the least (f, damage), or −1 when empty. */
  pop(): number {
    const heads = this.heads;
    const highest = this.highest;
    let cursor = this.cursor;
    while (cursor <= highest && heads[cursor] === -1) cursor++;
    this.cursor = cursor;
    const bucketed = cursor <= highest;
    if (this.overflow.size > 0) {
      const f = Math.floor(cursor / DAMAGE_SLOTS);
      const d = cursor % DAMAGE_SLOTS;
      if (!bucketed || this.overflow.topBefore(f, d)) return this.overflow.pop();
    }
    if (!bucketed) return -1;
    const entry = heads[cursor]!;
    heads[cursor] = this.next[entry]!;
    return this.items[entry]!;
  }

  reset(): void {
    if (this.highest >= 0) this.heads.fill(-1, 0, this.highest + 1);
    this.count = 0;
    this.cursor = 0;
    this.highest = -1;
    this.overflow.size = 0;
  }

  private growHeads(bucket: number): void {
    const heads = new Int32Array(Math.max(bucket + 1, this.heads.length * 2)).fill(-1);
    heads.set(this.heads);
    this.heads = heads;
  }

  private growEntries(): void {
    const items = new Int32Array(this.items.length * 2);
    items.set(this.items);
    this.items = items;
    const next = new Int32Array(this.next.length * 2);
    next.set(this.next);
    this.next = next;
  }
}

/** A binary heap on (f, damage) for the rare squares whose damage exceeds the buckets. */
class OverflowHeap {
  private items: number[] = [];
  private fs: number[] = [];
  private ds: number[] = [];
  size = 0;

  push(item: number, f: number, d: number): void {
    let i = this.size++;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (this.fs[up]! < f || (this.fs[up] === f && this.ds[up]! <= d)) break;
      this.items[i] = this.items[up]!;
      this.fs[i] = this.fs[up]!;
      this.ds[i] = this.ds[up]!;
      i = up;
    }
    this.items[i] = item;
    this.fs[i] = f;
    this.ds[i] = d;
  }

  /** Whether the top comes strictly before (f, d). */
  topBefore(f: number, d: number): boolean {
    return this.fs[0]! < f || (this.fs[0] === f && this.ds[0]! < d);
  }

  pop(): number {
    const top = this.items[0]!;
    const last = --this.size;
    const item = this.items[last]!;
    const f = this.fs[last]!;
    const d = this.ds[last]!;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= last) break;
      const right = child + 1;
      if (
        right < last &&
        (this.fs[right]! < this.fs[child]! ||
          (this.fs[right] === this.fs[child] && this.ds[right]! < this.ds[child]!))
      ) {
        child = right;
      }
      if (this.fs[child]! > f || (this.fs[child] === f && this.ds[child]! >= d)) break;
      this.items[i] = this.items[child]!;
      this.fs[i] = this.fs[child]!;
      this.ds[i] = this.ds[child]!;
      i = child;
    }
    this.items[i] = item;
    this.fs[i] = f;
    this.ds[i] = d;
    return top;
  }
}
