import { loadavg } from 'node:os';
import { applyEdit } from '../../engine/edit/applyEdit.ts';
import type { EditActionInput } from '../../engine/edit/editAction.ts';
import { buildIndex } from '../../engine/grid/buildIndex.ts';
import { cachedIndex } from '../../engine/grid/indexCache.ts';
import { buildMovement, movementIndex } from '../../engine/grid/movementIndex.ts';
import type { Segment, Square } from '../../engine/model/geometry.ts';
import type { GameMap } from '../../engine/model/map.ts';
import { benchMap } from './benchMap.ts';
import { compare, round, type Benchmark } from './harness.ts';

/**
 * The map editor on a big map (issue 12 item 7): one edit through applyEdit, which derives the
 * new map's index and movement index from the old one's for the squares and edges it touches,
 * against a full build of both for the edited map (buildIndex + buildMovement). Ours also pays
 * for the edit itself (the new map, the schema check of what it made); the baseline only builds.
 * Every call changes the map.
 */
const { map } = benchMap(200, 1);

/** A square of the ground with no cover, no passage and no rank, in the middle of the map. */
function plainSquare(m: GameMap): Square {
  const index = buildIndex(m);
  const w = m.size[0];
  for (let c = Math.floor((w * m.size[1]) / 2); c < w * m.size[1]; c++) {
    if (index.cover[c] === -1 && index.passage[c] === 0 && index.rank[c] === 0)
      return [c % w, Math.floor(c / w)];
  }
  throw new Error('edit.bench: no plain square');
}

function editBench(
  name: string,
  description: string,
  next: (m: GameMap, call: number) => EditActionInput,
): Benchmark {
  return {
    name,
    run() {
      let current = map;
      movementIndex(current);
      let call = 0;
      const ours = () => {
        const result = applyEdit(current, next(current, call++));
        if (!result.ok || result.map === current) throw new Error(`${name}: the edit did nothing`);
        if (!cachedIndex(result.map)?.movement)
          throw new Error(`${name}: the edit did not derive the index and movement`);
        current = result.map;
      };
      ours();
      // The baseline builds the index of the latest edited map from scratch.
      const fullBuild = () => buildMovement(buildIndex(current));
      const t = compare(ours, fullBuild, { batch: 4, rounds: 15, warmup: 6 });
      return {
        name,
        ours_ms: round(t.ours),
        baseline: 'buildIndex + buildMovement of the edited map, from scratch',
        ours: description,
        baseline_ms: round(t.baseline),
        ratio: round(t.ours / t.baseline),
        // The issue that asked for it set none: an edit is meant to cost a small part of the
        // rebuild it avoids, at most a quarter (medians 0.06 to 0.21 on 2026-12-05).
        target: 0.25,
        target_kind: 'ratio',
        load: loadavg().map((l) => round(l)),
        size: map.size,
        walls: map.walls.length,
        cover: map.cover.length,
      };
    },
  };
}

const square = plainSquare(map);
/** Unit edges in the middle of the map where no wall runs yet. */
const taken = new Set(map.walls.map((w) => w.join(',')));
const freeEdges: Segment[] = [];
for (let y = 60; y < 140 && freeEdges.length < 400; y++)
  for (let x = 60; x < 140 && freeEdges.length < 400; x++)
    if (!taken.has(`${x},${y},${x},${y + 1}`)) freeEdges.push([x, y, x, y + 1]);

export const benchmarks: Benchmark[] = [
  editBench(
    'edit-rank-stroke-200',
    'applyEdit paintRank of one plain square, rank 1 and back to 0 by turns: index and movement derived',
    (_, call) => ({ type: 'paintRank', rank: call % 2 === 0 ? 1 : 0, squares: [square] }),
  ),
  editBench(
    'edit-wall-add-200',
    'applyEdit addWalls of one unit wall, a new place each call: index and movement derived',
    (_, call) => ({ type: 'addWalls', segments: [freeEdges[call % freeEdges.length]!] }),
  ),
  editBench(
    'edit-wall-remove-200',
    'applyEdit removeWalls of a wall from the middle of the list (the eraser): index and movement derived, the walls after it renumbered',
    (m) => ({ type: 'removeWalls', walls: [Math.floor(m.walls.length / 2)] }),
  ),
];
