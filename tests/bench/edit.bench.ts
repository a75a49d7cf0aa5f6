import { loadavg } from 'node:os';
import { applyEdit } from '../../engine/edit/applyEdit.ts';
import type { EditActionInput } from '../../engine/edit/editAction.ts';
import { buildIndex } from '../../engine/grid/buildIndex.ts';
import { cachedIndex } from '../../engine/grid/mapIndex.ts';
import { buildMovement, movementIndex } from '../../engine/grid/movementIndex.ts';
import type { Square } from '../../engine/model/geometry.ts';
import type { GameMap } from '../../engine/model/map.ts';
import { benchMap } from './benchMap.ts';
import { compare, round, type Benchmark } from './harness.ts';

/**
 * The map editor on a big map (issue 12 item 7): one edit through applyEdit, which derives the
 * new map's index and movement index from the old one's for the squares and edges it touches,
 * against a full build of both for the same edited map (buildIndex + buildMovement). Ours also
 * pays for the edit itself (the new map, the schema check of what it made); the baseline only
 * builds. Each side alternates two edits that undo each other, so every call changes the map.
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
  there: EditActionInput,
  back: (m: GameMap) => EditActionInput,
): Benchmark {
  return {
    name,
    run() {
      let current = map;
      movementIndex(current);
      let forth = true;
      const edited: GameMap[] = [];
      const ours = () => {
        const result = applyEdit(current, forth ? there : back(current));
        if (!result.ok || result.map === current) throw new Error(`${name}: the edit did nothing`);
        if (!cachedIndex(result.map)?.movement)
          throw new Error(`${name}: the edit did not derive the index and movement`);
        current = result.map;
        forth = !forth;
        edited.push(current);
        if (edited.length > 2) edited.shift();
      };
      ours();
      ours();
      // The baseline builds the index of the same kind of edited map from scratch.
      const fullBuild = () => {
        const next = edited[edited.length - 1]!;
        return buildMovement(buildIndex(next));
      };
      const t = compare(ours, fullBuild, { batch: 4, rounds: 15, warmup: 6 });
      return {
        name,
        ours_ms: round(t.ours),
        baseline: 'buildIndex + buildMovement of the edited map, from scratch',
        ours: description,
        baseline_ms: round(t.baseline),
        ratio: round(t.ours / t.baseline),
        load: loadavg().map((l) => round(l)),
        size: map.size,
        walls: map.walls.length,
        cover: map.cover.length,
      };
    },
  };
}

const square = plainSquare(map);
const [x, y] = square;

export const benchmarks: Benchmark[] = [
  editBench(
    'edit-rank-stroke-200',
    'applyEdit paintRank of one square (rank 1, then back to 0): index and movement derived',
    { type: 'paintRank', rank: 1, squares: [square] },
    () => ({ type: 'paintRank', rank: 0, squares: [square] }),
  ),
  editBench(
    'edit-wall-200',
    'applyEdit addWalls of one unit wall, then removeWalls of it: index and movement derived',
    { type: 'addWalls', segments: [[x, y, x, y + 1]] },
    (m) => ({ type: 'removeWalls', walls: [m.walls.length - 1] }),
  ),
];
