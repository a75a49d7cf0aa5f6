import { chooseAction } from '../../engine/ai/simpleAi.ts';
import type { Action } from '../../engine/game/actions.ts';
import { applyAction } from '../../engine/game/applyAction.ts';
import { createEncounter, type Participant } from '../../engine/game/createEncounter.ts';
import type { GameState } from '../../engine/game/gameState.ts';
import { encounterContext } from '../../engine/game/queries.ts';
import { mapSchema } from '../../engine/model/map.ts';
import { npcCardSchema } from '../../engine/model/npcCard.ts';
import dustyCrossing from '../../assets/maps/dusty-crossing.json';
import npcs from '../../assets/npcs/examples.json';
import { BENCH_PCS } from './benchCast.ts';
import { END_ENCOUNTER } from '../../engine/game/records/endEncounter.ts';

/**
 * The encounter the encounter-sim benchmark plays, in one place so that its regression test
 * (tests/unit/engine/ai/simpleAiTrace.test.ts) plays exactly the same one: the bench posse on the
 * west edge of Dusty Crossing, the example NPCs on the east, every decision the simple AI's.
 */
const map = mapSchema.parse({ ...dustyCrossing, tokens: [] });
const cast: Participant[] = [
  ...BENCH_PCS.map((character, i): Participant => ({
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

/** The encounter's first state for a seed (the shuffles and d10s follow from it). */
export function startEncounter(seed: number): GameState {
  return createEncounter({ map, participants: cast, seed });
}

/** The Dealer calls the fight off at the start of round 21 (T7), so every encounter ends. */
export const MAX_ROUNDS = 20;

/**
 * One full encounter through applyAction, every decision the AI's; returns how many actions were
 * applied and the final state. `onAction` sees each action as it is applied (the trace test).
 */
export function runEncounter(
  seed: number,
  onAction?: (action: Action) => void,
): { actions: number; state: GameState } {
  let state = startEncounter(seed);
  let actions = 0;
  for (;;) {
    let action = chooseAction(state);
    if (!action) break;
    if (state.encounter.value === 'roundStart' && encounterContext(state).round > MAX_ROUNDS)
      action = { type: END_ENCOUNTER.type };
    onAction?.(action);
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(`encounter-sim: ${action.type} refused: ${result.message}`);
    state = result.state;
    actions += 1;
  }
  return { actions, state };
}
