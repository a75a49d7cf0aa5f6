import { encodeCells, unionCells } from '../../engine/game/fogCells.ts';
import { walkSeen } from '../../engine/game/fogWalk.ts';
import { applyAction } from '../../engine/game/applyAction.ts';
import { createEncounter, type Participant } from '../../engine/game/createEncounter.ts';
import type { GameState } from '../../engine/game/gameState.ts';
import { publicView } from '../../engine/game/publicView.ts';
import { publicMap } from '../../engine/game/publicMap.ts';
import { npcCardSchema } from '../../engine/model/npcCard.ts';
import type { GameMap } from '../../engine/model/map.ts';
import npcs from '../../assets/npcs/examples.json';
import { BENCH_PCS } from './benchCast.ts';
import { indexMap } from '../../engine/grid/indexCache.ts';
import { posseSight } from '../../engine/grid/posseSight.ts';
import { sightField } from '../../engine/grid/sightField.ts';
import { sightOverlay } from '../../engine/grid/sightOverlay.ts';
import type { Square } from '../../engine/model/geometry.ts';
import { benchMap } from './benchMap.ts';
import { compare, round, type Benchmark } from './harness.ts';
import { SET_FOG } from '../../engine/game/records/setFog.ts';

/**
 * fog-200 (issue 11): the fog of war on benchMap(200, 1), six PCs at fixed open squares (four
 * round the open centre, one near each open corner), each seeing with G3's LOS and no range limit.
 * The baseline is one sightOverlay of range 200 from one of them: the board's own sight overlay
 * over the whole map. Targets: the full fog ≤ 3× that overlay; the update after one PC moves one
 * square ≤ 0.5× the full fog.
 * The explored line is what the game's settle step adds to an action that moves a PC one square
 * (fogSettle.ts): that same update, then the union into the explored set the state keeps (a
 * base64 bitset, decoded, OR-ed and encoded again), against the full fog. The explored-view line
 * adds what publicView then makes of it: the players' map of the ground they know, built again
 * because the set grew (publicGround); held to the update's own target, ≤ 0.5× the full fog.
 */
const fog: Benchmark = {
  name: 'fog-200',
  run() {
    const { map, size } = benchMap(200, 1);
    indexMap(map);
    const posse = benchPosse(size);
    const moved: Square[] = posse.map((at, i) => (i === 0 ? [100, 99] : at));
    const full = () => posseSight(map, posse);
    const overlay = () => sightOverlay(map, posse[0]!, 200);
    const before = full();
    const update = () => posseSight(map, moved, before);
    // The explored set before the move: what the posse saw from where it stood.
    const explored = encodeCells(before.seenBy);
    const exploredStep = () => unionCells(explored, posseSight(map, moved, before).seenBy);
    // And what the players' view adds with the fog on (issue 11): the known ground made again
    // for the set the step grew (publicGround). Eight explored sets in turn, each with one more
    // far square, so each call finds a set it has not made the ground for.
    const bases = Array.from({ length: 8 }, (_, k) => {
      const one = new Uint8Array(size * size);
      one[(150 + k) * size + 7] = 1;
      return unionCells(explored, one);
    });
    let turn = 0;
    const viewStep = () =>
      publicMap(map, unionCells(bases[turn++ % 8]!, posseSight(map, moved, before).seenBy));
    const whole = compare(full, overlay, { batch: 3, rounds: 31, warmup: 5 });
    const step = compare(update, full, { batch: 3, rounds: 31, warmup: 5 });
    const grow = compare(exploredStep, full, { batch: 3, rounds: 31, warmup: 5 });
    const shown = compare(viewStep, full, { batch: 3, rounds: 31, warmup: 5 });
    const lit = before.seenBy.reduce((n, v) => n + (v > 0 ? 1 : 0), 0);
    return {
      name: 'fog-200',
      ours_ms: round(whole.ours),
      baseline: 'one sightOverlay of range 200 (LOS + cover, the board overlay) from one PC',
      ours: 'posseSight: six PCs, LOS to every square, no range limit',
      baseline_ms: round(whole.baseline),
      ratio: round(whole.ours / whole.baseline),
      target: 3,
      target_kind: 'ratio',
      update_ms: round(step.ours),
      update_ratio: round(step.ours / step.baseline),
      update_target_ratio: 0.5,
      explored_ms: round(grow.ours),
      explored_ratio: round(grow.ours / grow.baseline),
      explored_chars: explored.length,
      explored_view_ms: round(shown.ours),
      explored_view_ratio: round(shown.ours / shown.baseline),
      explored_view_target_ratio: 0.5,
      lit,
    };
  },
};

/** The six PCs of fog-200: four round the open centre, one near each open corner. */
function benchPosse(size: number): Square[] {
  return [
    [99, 99],
    [101, 99],
    [99, 101],
    [101, 101],
    [1, 1],
    [size - 2, size - 2],
  ];
}

/**
 * A walk of `steps` orthogonal steps from `from` over squares not walled in: the first square
 * found that far by a breadth-first search, and the way to it. Deterministic on a seeded map.
 */
function walkFrom(walled: Uint8Array, size: number, from: Square, steps: number): Square[] {
  const parent = new Int32Array(size * size).fill(-1);
  const depth = new Int32Array(size * size).fill(-1);
  const start = from[1] * size + from[0];
  depth[start] = 0;
  const queue = [start];
  for (let q = 0; q < queue.length; q++) {
    const i = queue[q]!;
    if (depth[i] === steps) {
      const path: Square[] = [];
      for (let j = i; j !== start; j = parent[j]!) path.unshift([j % size, Math.floor(j / size)]);
      return path;
    }
    const x = i % size;
    const y = (i - x) / size;
    for (const [dx, dy] of [
      [1, 0],
      [0, 1],
      [-1, 0],
      [0, -1],
    ] as const) {
      const nx = x + dx;
      const ny = y + dy;
      const n = ny * size + nx;
      if (nx < 0 || ny < 0 || nx >= size || ny >= size || walled[n] || depth[n]! >= 0) continue;
      depth[n] = depth[i]! + 1;
      parent[n] = i;
      queue.push(n);
    }
  }
  throw new Error(`no square ${steps} steps from ${from.join(',')}`);
}

/**
 * fog-200-walk (issue 11): the fog after a 10-square move of one PC on benchMap(200, 1), against
 * the full fog of the same posse in the same run (fog-200's six PCs). What the engine does for a
 * MOVE: fogWalk's sweep from the start and each of the 9 squares before the last, OR-ed and unioned
 * into the explored set; then the settle step's posseSight update with the PC at the end, unioned
 * too. In play the fields already swept come from fogSight's cache (the start's always); here
 * every one is swept afresh, so the figure is an upper bound. Target: ≤ 3× the full fog.
 */
const walk: Benchmark = {
  name: 'fog-200-walk',
  run() {
    const { map, size, walled } = benchMap(200, 1);
    indexMap(map);
    const posse = benchPosse(size);
    const path = walkFrom(walled, size, posse[0]!, 10);
    const moved: Square[] = posse.map((at, i) => (i === 0 ? path[path.length - 1]! : at));
    const walked = [posse[0]!, ...path.slice(0, -1)];
    const full = () => posseSight(map, posse);
    const before = full();
    const explored = encodeCells(before.seenBy);
    const afterWalk = () => {
      const onTheWay = unionCells(explored, walkSeen(map, walked, sightField));
      return unionCells(onTheWay, posseSight(map, moved, before).seenBy);
    };
    const step = compare(afterWalk, full, { batch: 1, rounds: 31, warmup: 5 });
    return {
      name: 'fog-200-walk',
      ours_ms: round(step.ours),
      baseline: 'the full fog of the six PCs (posseSight from nothing)',
      ours: 'a 10-square move: sweeps from its 10 squares before the end, the end update, 2 unions',
      baseline_ms: round(step.baseline),
      ratio: round(step.ours / step.baseline),
      target: 3,
      target_kind: 'ratio',
      walked: walked.length,
    };
  },
};

/**
 * benchMap(200, 1) with 192 stores on it (a 12 × 16 grid of 3 × 2 buildings, each with a
 * boardwalk row below it and a name, as the town benchmark has), the six PCs of fog-200 (the bench
 * posse, twice over) and two example NPCs, the fog explored.
 */
function viewState(): { state: GameState; map: GameMap; posse: Square[] } {
  const { map: bare, size } = benchMap(200, 1);
  const buildings: GameMap['buildings'] = [];
  for (let by = 0; by < 16; by++)
    for (let bx = 0; bx < 12; bx++) {
      const x = 4 + bx * 16;
      const y = 4 + by * 12;
      buildings.push({
        name: `Store ${bx}-${by}`,
        squares: [0, 1, 2].flatMap((dx) => [0, 1].map((dy): Square => [x + dx, y + dy])),
        boardwalk: [0, 1, 2].map((dx): Square => [x + dx, y + 2]),
      });
    }
  const map: GameMap = { ...bare, buildings };
  indexMap(map);
  const posse = benchPosse(size);
  const participants: Participant[] = [
    ...posse.map((at, i): Participant => ({
      id: `pc${i}`,
      at,
      side: 'pc',
      character: { ...BENCH_PCS[i % BENCH_PCS.length]!, id: `pc${i}` },
    })),
    { id: 'npc0', at: [0, 0], side: 'npc', npc: npcCardSchema.parse(npcs[0]) },
    { id: 'npc1', at: [size - 1, size - 1], side: 'npc', npc: npcCardSchema.parse(npcs[1]) },
  ];
  const start = createEncounter({ map, participants, seed: 1 });
  const fogged = applyAction(start, { type: SET_FOG.type, mode: 'explored' });
  if (!fogged.ok) throw new Error(fogged.message);
  return { state: fogged.state, map, posse };
}

/**
 * fog-200-view (issue 11): publicView of that state, what the Dealer's window computes after every
 * action and posts to the players' views, against the full fog of the same posse in the same run
 * (the posse sight publicView reads is the one the settle step cached), and the map it makes for
 * the players: whole with the fog off (map_copy, once per map object: a door makes a new map);
 * with the fog on, the ground the players know, made again when that grows (map_known: a few
 * squares more; map_all_known: the whole map known but one square, the most it costs) or a door
 * opens (map_door). Reported with the sizes of the two parts the publisher sends: the map (only
 * when it changes), against the whole map's, and the rest (on every change).
 */
const view: Benchmark = {
  name: 'fog-200-view',
  run() {
    const { state, map, posse } = viewState();
    const ours = () => publicView(state);
    const full = () => posseSight(map, posse);
    const timed = compare(ours, full, { batch: 3, rounds: 31, warmup: 5 });
    // The map's copy, made once per map object: what a door (a new map) costs publicView with
    // the fog off (the whole ground) and on (the known ground only, rebuilt too each time the
    // posse sees new squares: the known set as the state has it, on a map object not seen yet).
    const copy = compare(() => publicMap({ ...map }), full, { batch: 1, rounds: 15, warmup: 3 });
    // New ground on the same map: the explored set, each time with one more square (eight of
    // them in turn, more than publicGround keeps), so every call builds the known ground afresh.
    const known = state.fog.explored;
    const grown = Array.from({ length: 8 }, (_, k) => {
      const one = new Uint8Array(map.size[0] * map.size[1]);
      one[(120 + k) * map.size[0] + 7] = 1;
      return unionCells(known, one);
    });
    let turn = 0;
    const knownCopy = compare(() => publicMap(map, grown[turn++ % grown.length]!), full, {
      batch: 3,
      rounds: 31,
      warmup: 5,
    });
    // Late in a game, the whole map known but a square (eight in turn): the most ground a
    // new square seen can cost to make again.
    const allKnown = Array.from({ length: 8 }, (_, k) => {
      const all = new Uint8Array(map.size[0] * map.size[1]).fill(1);
      all[k] = 0;
      return encodeCells(all);
    });
    const allCopy = compare(() => publicMap(map, allKnown[turn++ % allKnown.length]!), full, {
      batch: 1,
      rounds: 15,
      warmup: 3,
    });
    // A door with the fog on: a new map with a new list of doors, one of them new (as
    // withDoorToggled makes it), so the doors filed again, then the known ground.
    const toggled = () => ({
      ...map,
      doors: map.doors.map((d, i) => (i === 0 ? { ...d, open: !d.open } : d)),
    });
    const doorCopy = compare(() => publicMap(toggled(), known), full, {
      batch: 1,
      rounds: 15,
      warmup: 3,
    });
    const { map: shownMap, ...rest } = publicView(state);
    return {
      name: 'fog-200-view',
      ours_ms: round(timed.ours),
      baseline: 'the full fog of the six PCs (posseSight from nothing)',
      ours: 'publicView, fog explored, 192 named stores',
      baseline_ms: round(timed.baseline),
      ratio: round(timed.ours / timed.baseline),
      // The issue that asked for it set none: the players' view after a change is meant to reuse
      // the fog, not work it out again, at most a tenth of it (median 0.01 on 2026-12-05).
      target: 0.1,
      target_kind: 'ratio',
      map_copy_ms: round(copy.ours),
      map_copy_ratio: round(copy.ours / copy.baseline),
      map_known_ms: round(knownCopy.ours),
      map_known_ratio: round(knownCopy.ours / knownCopy.baseline),
      map_all_known_ms: round(allCopy.ours),
      map_all_known_ratio: round(allCopy.ours / allCopy.baseline),
      map_door_ms: round(doorCopy.ours),
      map_door_ratio: round(doorCopy.ours / doorCopy.baseline),
      map_chars: JSON.stringify(shownMap).length,
      whole_map_chars: JSON.stringify(publicMap(map)).length,
      view_chars: JSON.stringify(rest).length,
    };
  },
};

export const benchmarks: Benchmark[] = [fog, walk, view];
