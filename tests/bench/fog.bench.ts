import { encodeCells, unionCells } from '../../engine/game/fogCells.ts';
import { indexMap } from '../../engine/grid/mapIndex.ts';
import { posseSight } from '../../engine/grid/posseSight.ts';
import { sightOverlay } from '../../engine/grid/sightOverlay.ts';
import type { Square } from '../../engine/model/geometry.ts';
import { benchMap } from './benchMap.ts';
import { compare, round, type Benchmark } from './harness.ts';

/**
 * fog-200 (issue 11): the fog of war on benchMap(200, 1), six PCs at fixed open squares (four
 * round the open centre, one near each open corner), each seeing with G3's LOS and no range limit.
 * The baseline is one sightOverlay of range 200 from one of them: the board's own sight overlay
 * over the whole map. Targets: the full fog ≤ 3× that overlay; the update after one PC moves one
 * square ≤ 0.5× the full fog.
 * The explored line is what the game's settle step adds to an action that moves a PC one square
 * (fogSettle.ts): that same update, then the union into the explored set the state keeps (a
 * base64 bitset, decoded, OR-ed and encoded again), against the full fog.
 */
const fog: Benchmark = {
  name: 'fog-200',
  run() {
    const { map, size } = benchMap(200, 1);
    indexMap(map);
    const posse: Square[] = [
      [99, 99],
      [101, 99],
      [99, 101],
      [101, 101],
      [1, 1],
      [size - 2, size - 2],
    ];
    const moved: Square[] = posse.map((at, i) => (i === 0 ? [100, 99] : at));
    const full = () => posseSight(map, posse);
    const overlay = () => sightOverlay(map, posse[0]!, 200);
    const before = full();
    const update = () => posseSight(map, moved, before);
    // The explored set before the move: what the posse saw from where it stood.
    const explored = encodeCells(before.seenBy);
    const exploredStep = () => unionCells(explored, posseSight(map, moved, before).seenBy);
    const whole = compare(full, overlay, { batch: 3, rounds: 31, warmup: 5 });
    const step = compare(update, full, { batch: 3, rounds: 31, warmup: 5 });
    const grow = compare(exploredStep, full, { batch: 3, rounds: 31, warmup: 5 });
    const lit = before.seenBy.reduce((n, v) => n + (v > 0 ? 1 : 0), 0);
    return {
      name: 'fog-200',
      ours_ms: round(whole.ours),
      baseline: 'one sightOverlay of range 200 (LOS + cover, the board overlay) from one PC',
      ours: 'posseSight: six PCs, LOS to every square, no range limit',
      baseline_ms: round(whole.baseline),
      ratio: round(whole.ours / whole.baseline),
      target_ratio: 3,
      update_ms: round(step.ours),
      update_ratio: round(step.ours / step.baseline),
      update_target_ratio: 0.5,
      explored_ms: round(grow.ours),
      explored_ratio: round(grow.ours / grow.baseline),
      explored_chars: explored.length,
      lit,
    };
  },
};

export const benchmarks: Benchmark[] = [fog];
