import { mapSchema } from '../../engine/skirmish.ts';
import dustyCrossing from '../../assets/maps/dusty-crossing.json';
import { benchMap } from '../../tests/bench/benchMap.ts';
import { townMap } from '../../tests/bench/townMap.ts';
import { sceneFromMap, type BoardScene } from '../board/boardScene.ts';

/** The scenes the board benchmarks draw (issue 9), each built from a seeded or fixed generator. */
export const BENCH_SCENES = {
  /** The sample map as it ships: 16×12, four tokens. */
  sample: () => sceneFromMap(mapSchema.parse(dustyCrossing)),
  /** The sample map tiled to 200×200: 192 copies, 768 tokens. */
  town200: () => sceneFromMap(townMap(200)),
  /** The sample map tiled to 500×500: 1,271 copies, 5,084 tokens. */
  town500: () => sceneFromMap(townMap(500)),
  /** The dense map, benchMap(200, 1): about 22k wall segments on unit edges, no tokens. */
  dense200: () => sceneFromMap(benchMap(200, 1).map),
} satisfies Record<string, () => BoardScene>;

export type BenchSceneName = keyof typeof BENCH_SCENES;
