import type { GameMap } from '../model/map.ts';
import { BARRIER_WALL, type MapIndex } from './mapIndex.ts';

/** The per-barrier arrays of an edited map (see barrierArrays). */
export interface BarrierArrays {
  readonly barrierXY: Float64Array;
  readonly barrierSource: Int32Array;
  readonly barrierRank: Int16Array;
  readonly kinds: Uint8Array;
  /** Old barrier number to new, −1 for a removed wall; null when no wall was removed. */
  readonly remap: Int32Array | null;
}

/**
 * The per-barrier arrays of the edited map. A door toggle changes one kind and renumbers nothing,
 * so the rest is shared; a wall edit renumbers the walls after a removed one (`remap`, old number
 * to new, −1 for a removed wall) and appends the added ones.
 */
export function barrierArrays(
  prev: MapIndex,
  next: GameMap,
  removed: readonly number[],
  added: number,
): BarrierArrays {
  const { firstWall } = prev;
  if (removed.length === 0 && added === 0) {
    const { barrierXY, barrierSource, barrierRank } = prev;
    return { barrierXY, barrierSource, barrierRank, kinds: prev.barrierKind.slice(), remap: null };
  }
  const oldCount = prev.barrierKind.length;
  const count = oldCount - removed.length + added;
  const barrierXY = new Float64Array(count * 4);
  const barrierSource = new Int32Array(count);
  const barrierRank = new Int16Array(count).fill(-1);
  const kinds = new Uint8Array(count);
  barrierXY.set(prev.barrierXY.subarray(0, firstWall * 4));
  barrierSource.set(prev.barrierSource.subarray(0, firstWall));
  barrierRank.set(prev.barrierRank.subarray(0, firstWall));
  kinds.set(prev.barrierKind.subarray(0, firstWall));
  const remap = new Int32Array(oldCount);
  for (let b = 0; b < firstWall; b++) remap[b] = b;
  let to = firstWall;
  let r = 0;
  // The walls kept are copied run by run between the removed ones, one block copy each: a copy
  // per wall (a subarray each) cost more than the rest of a wall edit on a big map.
  let runStart = firstWall;
  const copyRun = (end: number) => {
    if (end > runStart) barrierXY.set(prev.barrierXY.subarray(runStart * 4, end * 4), to * 4);
    for (let b = runStart; b < end; b++) remap[b] = to++;
  };
  for (; r < removed.length; r++) {
    const b = firstWall + removed[r]!;
    copyRun(b);
    remap[b] = -1;
    runStart = b + 1;
  }
  copyRun(oldCount);
  for (; to < count; to++) {
    const [x1, y1, x2, y2] = next.walls[to - firstWall]!;
    barrierXY[to * 4] = x1;
    barrierXY[to * 4 + 1] = y1;
    barrierXY[to * 4 + 2] = x2;
    barrierXY[to * 4 + 3] = y2;
  }
  kinds.fill(BARRIER_WALL, firstWall, count);
  for (let b = firstWall; b < count; b++) barrierSource[b] = b - firstWall;
  // Appended walls renumber nothing: only a removal needs the tables renumbered.
  return { barrierXY, barrierSource, barrierRank, kinds, remap: removed.length > 0 ? remap : null };
}
