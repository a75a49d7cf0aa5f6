import PF from 'pathfinding';
import * as ROT from 'rot-js';
import { coverBetween } from '../../engine/grid/coverBetween.ts';
import { findPath } from '../../engine/grid/findPath.ts';
import { indexMap } from '../../engine/grid/mapIndex.ts';
import { reachable } from '../../engine/grid/reachable.ts';
import { sightOverlay } from '../../engine/grid/sightOverlay.ts';
import { movementIndex } from '../../engine/grid/stepRules.ts';
import { benchMap } from './benchMap.ts';
import { compare, round, type Benchmark } from './harness.ts';

const { map, walled, size } = benchMap();

/** Building the per-map index is paid once per map (and again when a door changes); reported apart. */
function setupMs(): number {
  const start = performance.now();
  movementIndex(map);
  indexMap(map);
  return performance.now() - start;
}

const astar: Benchmark = {
  name: 'astar-200',
  run() {
    const setup = setupMs();
    const matrix = Array.from({ length: size }, (_, y) =>
      Array.from({ length: size }, (_, x) => walled[y * size + x]!),
    );
    const grid = new PF.Grid(matrix);
    const finder = new PF.AStarFinder({
      diagonalMovement: PF.DiagonalMovement.OnlyWhenNoObstacles,
      heuristic: PF.Heuristic.octile,
    });
    const unit = { at: [0, 0] as [number, number], speed: Number.MAX_SAFE_INTEGER };
    const goal: [number, number] = [size - 1, size - 1];
    const ours = findPath(map, unit, [], goal);
    const theirs = finder.findPath(0, 0, size - 1, size - 1, grid.clone());
    if (!ours || theirs.length === 0)
      throw new Error('astar-200: the benchmark map has no corner-to-corner path');
    // PathFinding.js marks its grid while searching, so every search needs a fresh clone.
    const t = compare(
      () => findPath(map, unit, [], goal),
      () => finder.findPath(0, 0, size - 1, size - 1, grid.clone()),
      { batch: 5, rounds: 15, warmup: 5 },
    );
    return {
      name: 'astar-200',
      ours_ms: round(t.ours),
      baseline: 'PathFinding.js AStarFinder (octile, OnlyWhenNoObstacles, grid.clone per search)',
      baseline_ms: round(t.baseline),
      ratio: round(t.ours / t.baseline),
      path_steps: ours.cost,
      baseline_path_steps: theirs.length - 1,
      setup_ms: round(setup),
    };
  },
};

/** The plain baseline: breadth-first search to depth 6 over 8 neighbours of a blocked grid. */
function plainBfs(start: number, depth: number): number {
  const seen = new Uint8Array(size * size);
  seen[start] = 1;
  let frontier = [start];
  let count = 1;
  for (let d = 0; d < depth; d++) {
    const next: number[] = [];
    for (const cell of frontier) {
      const x = cell % size;
      const y = (cell - x) / size;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if ((dx || dy) && nx >= 0 && ny >= 0 && nx < size && ny < size) {
            const n = ny * size + nx;
            if (!seen[n] && !walled[n]) {
              seen[n] = 1;
              next.push(n);
              count += 1;
            }
          }
        }
      }
    }
    frontier = next;
  }
  return count;
}

const reach: Benchmark = {
  name: 'reach-speed6',
  run() {
    const at: [number, number] = [size / 2, size / 2];
    const unit = { at, speed: 6 };
    const t = compare(
      () => reachable(map, unit, []),
      () => plainBfs(at[1] * size + at[0], 6),
      { batch: 200, rounds: 25 },
    );
    return {
      name: 'reach-speed6',
      ours_ms: round(t.ours),
      baseline: 'plain 8-neighbour BFS to depth 6 on a blocked-square grid',
      baseline_ms: round(t.baseline),
      ratio: round(t.ours / t.baseline),
      ours_us: round(t.ours * 1000),
      target_us: 50,
      squares: reachable(map, unit, []).length,
    };
  },
};

const losOverlay: Benchmark = {
  name: 'los-overlay-200',
  run() {
    const from: [number, number] = [size / 2, size / 2];
    const range = 20;
    const targets: [number, number][] = [];
    for (let y = from[1] - range; y <= from[1] + range; y++) {
      for (let x = from[0] - range; x <= from[0] + range; x++)
        if (x !== from[0] || y !== from[1]) targets.push([x, y]);
    }
    const overlay = () => sightOverlay(map, from, range);
    const perSquare = () => {
      let covered = 0;
      for (const to of targets) if (coverBetween(map, from, to).cover) covered += 1;
      return covered;
    };
    const fov = new ROT.FOV.PreciseShadowcasting(
      (x, y) => x >= 0 && y >= 0 && x < size && y < size && !walled[y * size + x],
    );
    const shadowcast = () => {
      let lit = 0;
      fov.compute(from[0], from[1], range, () => void (lit += 1));
      return lit;
    };
    const result = overlay();
    const visible = result.los.reduce((n, v) => n + v, 0);
    // The overlay must say exactly what coverBetween says, square by square.
    for (const to of targets) {
      const at = (to[1] - result.top) * result.width + (to[0] - result.left);
      const verdict = coverBetween(map, from, to);
      if (verdict.los !== (result.los[at] === 1) || verdict.cover !== (result.cover[at] === 1)) {
        throw new Error(`los-overlay-200: the overlay disagrees with coverBetween at ${to}`);
      }
    }
    const t = compare(overlay, shadowcast, { batch: 3, rounds: 41, warmup: 10 });
    const each = compare(perSquare, shadowcast, { batch: 2, rounds: 7, warmup: 2 });
    return {
      name: 'los-overlay-200',
      ours_ms: round(t.ours),
      baseline: 'rot.js PreciseShadowcasting, radius 20, same walled squares',
      ours: 'sightOverlay (LOS + cover for each square, the board overlay)',
      baseline_ms: round(t.baseline),
      ratio: round(t.ours / t.baseline),
      squares: targets.length,
      visible,
      covered: result.cover.reduce((n, v) => n + v, 0),
      coverBetween_each_ms: round(each.ours),
    };
  },
};

export const benchmarks: Benchmark[] = [astar, reach, losOverlay];
