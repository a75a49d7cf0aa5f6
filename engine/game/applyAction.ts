import { actionSchema, type Action } from './actions.ts';
import type { GameState } from './gameState.ts';
import { continueAttack, declareAttack, defend } from './handlers/attackActions.ts';
import {
  advanceDay,
  callCheck,
  cancelCheck,
  endEncounter,
  playCard,
  playCheckCard,
  useItem,
} from './handlers/otherActions.ts';
import {
  beginTurns,
  draw,
  endPhase,
  move,
  spendChip,
  spendSpeedForInitiative,
  toggleDoor,
} from './handlers/turnActions.ts';
import { setRules } from './handlers/setRules.ts';
import { buy } from './handlers/marketActions.ts';
import { equip, fit, unequip } from './handlers/equipActions.ts';
import { adjustHp, awardChip, placeToken, setSeating } from './handlers/dealerActions.ts';
import { reveal, revealed } from './handlers/hiding.ts';
import { hideOutOfSight, setFog } from './handlers/fog.ts';
import { describeIssues } from '../model/describeIssues.ts';
import type { ActionResult, GameEvent } from './outcome.ts';
import { gate } from './actionGate.ts';
import { settle } from './progress.ts';
import { reject } from './rejection.ts';

/**
 * The game's one reducer (DESIGN.md): the action gate first decides whether the action fits what
 * the game is waiting for (actionGate.ts); then its handler judges it against the machines and the
 * rules. Returns the new state with what happened, or a rejection with a reason code and a
 * sentence for people. Pure: the same state and action always give the same result.
 */
export function applyAction(state: GameState, action: Action): ActionResult {
  const refused = gate(state, action);
  if (refused) return refused;
  const result = dispatch(state, action);
  if (!result.ok) return result;
  const events: GameEvent[] = [...result.events];
  return { ok: true, state: settle(result.state, events), events };
}

/** Validates an action that arrived as data (from the bridge or a saved log) before applying it. */
export function applyUntrustedAction(state: GameState, raw: unknown): ActionResult {
  const parsed = actionSchema.safeParse(raw);
  if (!parsed.success)
    return reject('invalid_action', `The action is malformed: ${describeIssues(parsed.error)}`);
  return applyAction(state, parsed.data);
}

function dispatch(state: GameState, action: Action): ActionResult {
  switch (action.type) {
    case 'SPEND_SPEED_FOR_INITIATIVE':
      return spendSpeedForInitiative(state, action);
    case 'BEGIN_TURNS':
      return beginTurns(state);
    case 'MOVE':
      return move(state, action);
    case 'TOGGLE_DOOR':
      return toggleDoor(state, action);
    case 'SPEND_CHIP':
      return spendChip(state, action);
    case 'END_PHASE':
      return endPhase(state);
    case 'DECLARE_ATTACK':
      return declareRevealing(state, action);
    case 'DEFEND':
      return defend(state, action);
    case 'CONTINUE':
      return continueAttack(state);
    case 'CALL_CHECK':
      return callCheck(state, action);
    case 'PLAY_CHECK_CARD':
      return playCheckCard(state, action);
    case 'CANCEL_CHECK':
      return cancelCheck(state);
    case 'PLAY_CARD':
      return playCard(state, action);
    case 'USE_ITEM':
      return useItem(state, action);
    case 'BUY':
      return buy(state, action);
    case 'EQUIP':
      return equip(state, action);
    case 'UNEQUIP':
      return unequip(state, action);
    case 'FIT':
      return fit(state, action, callCheck);
    case 'DRAW':
      return draw(state, action);
    case 'ADVANCE_DAY':
      return advanceDay(state);
    case 'SET_RULES':
      return setRules(state, action);
    case 'END_ENCOUNTER':
      return endEncounter(state);
    case 'ADJUST_HP':
      return adjustHp(state, action);
    case 'AWARD_CHIP':
      return awardChip(state, action);
    case 'PLACE_TOKEN':
      return placeToken(state, action);
    case 'SET_SEATING':
      return setSeating(state, action);
    case 'HIDE':
      return hideOutOfSight(state, action);
    case 'REVEAL':
      return reveal(state, action);
    case 'SET_FOG':
      return setFog(state, action);
  }
}

/**
 * An attack is judged as the table stands, hidden NPCs included (their rules do not pause); once
 * it is declared, a hidden attacker or target is revealed before any step is shown, and the log
 * says so first, so the players' view never shows an attack from or at no one.
 */
function declareRevealing(
  state: GameState,
  action: Extract<Action, { type: 'DECLARE_ATTACK' }>,
): ActionResult {
  const result = declareAttack(state, action);
  const attacker = state.combatants[action.who]!;
  const target = state.combatants[action.target]!;
  if (!result.ok || (!attacker.hidden && !target.hidden)) return result;
  const shown = revealed(
    result.state,
    [attacker.id, target.id],
    attacker.hidden
      ? 'they open fire, and are revealed'
      : 'the attack finds them, and they are revealed',
  );
  return { ok: true, state: shown.state, events: [...shown.events, ...result.events] };
}
