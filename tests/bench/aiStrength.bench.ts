import { easyLevel } from '../../engine/ai/easyLevel.ts';
import { HARD_BUDGET, hardLevel } from '../../engine/ai/hardLevel.ts';
import { normalLevel } from '../../engine/ai/normalLevel.ts';
import { playOut, type Level } from '../../engine/ai/playOut.ts';
import type { Side } from '../../engine/ai/sideView.ts';
import { createEncounter } from '../../engine/game/createEncounter.ts';
import { setupFromEncounter } from '../../engine/game/encounterSetup.ts';
import type { GameState } from '../../engine/game/gameState.ts';
import { practiceEncounter } from '../../engine/game/practiceSetup.ts';
import { encounterContext, isDown } from '../../engine/game/queries.ts';
import { characterSchema } from '../../engine/model/character.ts';
import { mapSchema, type GameMap } from '../../engine/model/map.ts';
import { exampleNpcCard } from '../../engine/model/exampleNpcs.ts';
import kate from '../../assets/characters/marshal-kate.json';
import ned from '../../assets/characters/ned-calloway.json';
import dustyCrossing from '../../assets/maps/dusty-crossing.json';
import mesaMine from '../../assets/maps/mesa-mine.json';
import redDogSaloon from '../../assets/maps/red-dog-saloon.json';
import { round, type Benchmark } from './harness.ts';
import { wilsonInterval } from './wilsonInterval.ts';

/**
 * Issue 14, item 5: how often each level beats a weaker one, over seeded practice encounters on
 * three sample maps (the map's own PC and NPC squares, Kate and Ned against the example NPCs),
 * the stronger level on the PC side in half of them. Twenty rounds without an end is a draw
 * (playOut's DRAW_AFTER_ROUNDS), half a win. Slow (the hard level simulates), so it runs only
 * when named: `npm run bench -- ai-strength`; AI_STRENGTH_COUNT sets the encounters per pair.
 */

const LEVELS: Record<string, { level: Level; budget: number }> = {
  easy: { level: easyLevel, budget: 0 },
  normal: { level: normalLevel, budget: 0 },
  hard: { level: hardLevel, budget: HARD_BUDGET },
};
const PAIRS: [strong: string, weak: string][] = [
  ['hard', 'easy'],
  ['normal', 'easy'],
  ['hard', 'normal'],
];
const TARGETS: Record<string, number> = {
  'hard-easy': 0.9,
  'normal-easy': 0.75,
  'hard-normal': 0.6,
};

const MAPS: GameMap[] = [dustyCrossing, mesaMine, redDogSaloon].map((raw) => mapSchema.parse(raw));
const POSSE = [characterSchema.parse(kate), characterSchema.parse(ned)];
const OPPONENTS = ['tom', 'buster', 'guard'].map((id) => exampleNpcCard(id)!);

function practiceStart(map: GameMap, seed: number): GameState {
  const count = (side: Side) => map.tokens.filter((t) => t.side === side).length;
  const posse = POSSE.slice(0, count('pc'));
  const encounter = practiceEncounter({
    map,
    mapName: map.name ?? 'sample',
    posse,
    opponents: OPPONENTS.slice(0, count('npc')),
  });
  return createEncounter(setupFromEncounter(encounter, map, { characters: posse, seed }));
}

/** The strong side's score in one encounter: 1 a win, ½ a draw (or a stuck player), 0 a loss. */
function score(state: GameState, end: string, strong: Side): number {
  if (end !== 'ended') return 0.5;
  const standing = (side: Side) =>
    Object.values(state.combatants).some((c) => c.side === side && !isDown(c));
  const weak: Side = strong === 'pc' ? 'npc' : 'pc';
  if (standing(strong) && !standing(weak)) return 1;
  if (standing(weak) && !standing(strong)) return 0;
  return 0.5;
}

function runPair(strongName: string, weakName: string, count: number) {
  const strong = LEVELS[strongName]!;
  const weak = LEVELS[weakName]!;
  let wins = 0;
  let rounds = 0;
  let draws = 0;
  let stuck = 0;
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const map = MAPS[i % MAPS.length]!;
    const seed = 1000 + i;
    const strongSide: Side = Math.floor(i / MAPS.length) % 2 === 0 ? 'pc' : 'npc';
    const budget = Math.max(strong.budget, weak.budget);
    // Each level keeps its own budget whatever the shared figure playOut passes on.
    const as =
      (l: { level: Level; budget: number }): Level =>
      (v, s) =>
        l.level(v, s, l.budget);
    const players =
      strongSide === 'pc' ? { pc: as(strong), npc: as(weak) } : { pc: as(weak), npc: as(strong) };
    const result = playOut(practiceStart(map, seed), players, seed, budget);
    wins += score(result.state, result.end, strongSide);
    rounds += encounterContext(result.state).round;
    if (result.end === 'draw') draws += 1;
    if (result.end === 'stuck') stuck += 1;
  }
  const wallMs = performance.now() - started;
  const { low, high } = wilsonInterval(wins, count);
  const rate = wins / count;
  const key = `${strongName}-${weakName}`;
  return {
    key,
    rate: round(rate),
    wilson95: [round(low), round(high)],
    target: TARGETS[key],
    meets: rate >= TARGETS[key]!,
    draws,
    stuck,
    mean_rounds: round(rounds / count),
    wall_s: round(wallMs / 1000),
  };
}

export const benchmarks: (Benchmark & { onlyWhenNamed?: boolean })[] = [
  {
    name: 'ai-strength',
    onlyWhenNamed: true,
    run() {
      const count = Number(process.env.AI_STRENGTH_COUNT ?? 200);
      const started = performance.now();
      const pairs = PAIRS.map(([strong, weak]) => runPair(strong, weak, count));
      const wall = performance.now() - started;
      return {
        name: 'ai-strength',
        ours_ms: round(wall / (count * PAIRS.length)),
        baseline: 'none (win rates, not times)',
        baseline_ms: null,
        ratio: null,
        // Three targets, one per pair of levels: each pair's line in `pairs` says if it meets its own.
        target: null,
        target_kind: null,
        per_pair: count,
        maps: MAPS.map((m) => m.name),
        wall_s: round(wall / 1000),
        pairs,
      };
    },
  },
];
