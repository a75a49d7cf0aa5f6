import type { GameState } from './gameState.ts';

/**
 * The same state, as an object of the one layout every game state shares. Why: handlers derive
 * states by spreading (`{ ...state, turn }`), and JavaScript engines give each derived object a
 * hidden class that depends on where it was made and which fields held null; an encounter ends up
 * with half a dozen. A spread of a state of varying class takes the engine's slow generic path:
 * about 250 ns against 30 ns for states of one class (measured on the encounter-sim states, issue
 * 9). applyAction and createEncounter hand out states through here, so the states that handlers
 * and the AI read all share one class. `Required` makes a field added to GameState a type error
 * here until it is listed.
 */
export function withOneShape(state: GameState): GameState {
  const shaped: Required<GameState> = {
    map: state.map,
    options: state.options,
    rng: state.rng,
    day: state.day,
    encounter: state.encounter,
    turn: state.turn,
    attack: state.attack,
    lastAttack: state.lastAttack,
    check: state.check,
    combatants: state.combatants,
    notes: state.notes,
    reshuffles: state.reshuffles,
  };
  return shaped;
}
