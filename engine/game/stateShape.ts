import type { GameState } from './gameState.ts';
import { NPC_SHOWN_ALL } from './npcShown.ts';

/**
 * The state with some fields changed, built field by field in one fixed layout rather than
 * spread (`{ ...state, turn }`). Why: a JavaScript engine gives each spread copy a hidden class
 * that depends on where it was made and which fields held null; the states of one encounter
 * ended up with half a dozen, and a spread or read of a state of varying class takes the
 * engine's slow generic path (about 250 ns against 30 ns a copy, measured on the encounter-sim
 * states, issue 9). Every state the game makes comes from here, so all share one class.
 * An undefined field in `change` keeps the state's own: no field of GameState is ever undefined
 * (turn, attack, lastAttack and check are null when there is none). `Required` makes a field added
 * to GameState a type error here until it is listed.
 */
const NOTHING_SOLD: GameState['sold'] = [];

export function withState(state: GameState, change: Partial<GameState> = {}): GameState {
  const next: Required<GameState> = {
    map: change.map ?? state.map,
    options: change.options ?? state.options,
    rng: change.rng ?? state.rng,
    day: change.day ?? state.day,
    encounter: change.encounter ?? state.encounter,
    turn: change.turn !== undefined ? change.turn : state.turn,
    attack: change.attack !== undefined ? change.attack : state.attack,
    lastAttack: change.lastAttack !== undefined ? change.lastAttack : state.lastAttack,
    check: change.check !== undefined ? change.check : state.check,
    combatants: change.combatants ?? state.combatants,
    notes: change.notes ?? state.notes,
    reshuffles: change.reshuffles ?? state.reshuffles,
    fog: change.fog ?? state.fog,
    // X1: a state laid out before the Marketplace (createEncounter's, a saved one) has sold nothing.
    sold: change.sold ?? (state.sold as GameState['sold'] | undefined) ?? NOTHING_SOLD,
    // Issue 40: a state laid out before the NPCs' disclosure shows them as it always did.
    npcShown: change.npcShown ?? state.npcShown ?? NPC_SHOWN_ALL,
    // Issue 40, item 5: null takes down what was shown; a state from before it shows nothing.
    shown: change.shown !== undefined ? change.shown : (state.shown ?? null),
  };
  return next;
}
