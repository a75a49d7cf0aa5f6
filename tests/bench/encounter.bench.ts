import { chooseAction } from '../../engine/ai/simpleAi.ts';
import { applyAction } from '../../engine/game/applyAction.ts';
import { createEncounter, type Participant } from '../../engine/game/createEncounter.ts';
import type { GameState } from '../../engine/game/gameState.ts';
import { encounterContext } from '../../engine/game/queries.ts';
import { mapSchema } from '../../engine/model/map.ts';
import { npcCardSchema } from '../../engine/model/npcCard.ts';
import dustyCrossing from '../../assets/maps/dusty-crossing.json';
import npcs from '../../assets/npcs/examples.json';
import { BENCH_PCS } from './benchCast.ts';
import { medianMs, round, type Benchmark } from './harness.ts';

const map = mapSchema.parse({ ...dustyCrossing, tokens: [] });
const pcs = BENCH_PCS;
const cast: Participant[] = [
  ...pcs.map((character, i): Participant => ({
    id: character.id,
    at: [0, 2 + i * 2],
    side: 'pc',
    character,
  })),
  ...npcs.map((n, i): Participant => ({
    id: n.id,
    at: [15, 1 + i * 2],
    side: 'npc',
    npc: npcCardSchema.parse(n),
  })),
];

const MAX_ROUNDS = 20;

/** One full encounter through applyAction, every decision the AI's; returns the actions applied. */
function runEncounter(seed: number): { actions: number; state: GameState } {
  let state = createEncounter({ map, participants: cast, seed });
  let actions = 0;
  for (;;) {
    let action = chooseAction(state);
    if (!action) break;
    if (state.encounter.value === 'roundStart' && encounterContext(state).round > MAX_ROUNDS)
      action = { type: 'END_ENCOUNTER' };
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(`encounter-sim: ${action.type} refused: ${result.message}`);
    state = result.state;
    actions += 1;
  }
  return { actions, state };
}

const encounterSim: Benchmark = {
  name: 'encounter-sim',
  run() {
    for (let seed = 1; seed <= 20; seed++) runEncounter(seed);
    const samples: number[] = [];
    const actions: number[] = [];
    let rounds = 0;
    for (let seed = 100; seed < 300; seed++) {
      const start = performance.now();
      const played = runEncounter(seed);
      samples.push(performance.now() - start);
      actions.push(played.actions);
      rounds += encounterContext(played.state).round;
    }
    const ms = medianMs(samples);
    return {
      name: 'encounter-sim',
      ours_ms: round(ms),
      baseline: 'none',
      baseline_ms: null,
      ratio: null,
      encounters_per_s: Math.round(1000 / ms),
      events_per_encounter: Math.round(actions.reduce((a, b) => a + b, 0) / actions.length),
      mean_rounds: round(rounds / samples.length),
      target_ms: 5,
    };
  },
};

export const benchmarks: Benchmark[] = [encounterSim];
