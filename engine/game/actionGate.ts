import type { Action, ActionType } from './actions.ts';
import type { SituationKey } from './actionRecord.ts';
import { RECORD_LIST, recordOf } from './actionRegistry.ts';
import type { Combatant, GameState } from './gameState.ts';
import { combatantOf, isDown } from './queries.ts';
import { reject, type Rejection } from './rejection.ts';
import { situationOf, type Situation, type TurnPhase } from './situation.ts';
import { CONTINUE } from './records/continueAttack.ts';
import { DECLARE_ATTACK } from './records/declareAttack.ts';
import { DEFEND } from './records/defend.ts';
import { USE_ITEM } from './records/useItem.ts';

/**
 * The one gate every action passes before any handler runs (boardgame.io's flow.getMove): a table
 * from what the game is waiting for to the action types it allows, and who may send them, read
 * from the action records (actionRegistry.ts). The handlers then judge only the action's own
 * parameters (range, cost, cards), and the refusal for an action out of its moment is worded
 * here, once, naming what the game is waiting for.
 */
const SITUATION_KEYS: readonly SituationKey[] = [
  'defense',
  'attackStep',
  'checkCard',
  'roundStart',
  'turn.movement',
  'turn.action',
  'turn.draw',
  'over',
];

/** The types each situation lets through, in the records' order. */
export const ALLOWED: Readonly<Record<SituationKey, readonly ActionType[]>> = Object.fromEntries(
  SITUATION_KEYS.map((key) => [
    key,
    RECORD_LIST.filter((r) => r.allowedIn.includes(key)).map((r) => r.type),
  ]),
) as unknown as Record<SituationKey, readonly ActionType[]>;

const PHASE_WORD: Record<TurnPhase, string> = {
  movement: 'Movement',
  action: 'Action',
  draw: 'Draw',
};

const TURN_KEY: Readonly<Record<TurnPhase, SituationKey>> = {
  movement: 'turn.movement',
  action: 'turn.action',
  draw: 'turn.draw',
};

/** The table as sets: the gate asks it on every action. */
const ALLOWED_SETS = Object.fromEntries(
  Object.entries(ALLOWED).map(([key, types]) => [key, new Set(types)]),
) as unknown as Readonly<Record<SituationKey, ReadonlySet<ActionType>>>;

/** The situation as the records' `allowedIn` name it. */
export function situationKeyOf(situation: Situation): SituationKey {
  return situation.kind === 'turn' ? TURN_KEY[situation.phase] : situation.kind;
}

/** Whether the situation lets this type of action through at all (who sends it aside). */
export function allows(situation: Situation, type: ActionType): boolean {
  return ALLOWED_SETS[situationKeyOf(situation)].has(type);
}

/**
 * Null when the action may be judged now; else the refusal, in words naming what the game is
 * waiting for. Checks, in order: every id the action names exists (looked up as own keys only, so
 * "constructor" or "__proto__" is just an unknown name), the character acting stands, the action's
 * type fits the situation, and it is sent by the one the situation waits on.
 */
export function gate(state: GameState, action: Action): Rejection | null {
  const unknown = unknownIds(state, action);
  if (unknown) return unknown;
  const situation = situationOf(state);
  if (!allows(situation, action.type)) return outOfMoment(state, situation, action);
  const actor = 'who' in action ? combatantOf(state, action.who)! : null;
  // USE_ITEM's target may be down (a Revival Tonic, W2); the one who acts may not.
  if (actor && isDown(actor))
    return reject('character_down', `${actor.name} is down and cannot act.`);
  const record = recordOf(action.type);
  if (situation.kind === 'turn' && record.sender === 'turn' && actor!.id !== situation.who)
    return reject(
      'not_your_turn',
      `It is ${nameOf(state, situation.who)}'s turn, not ${actor!.name}'s.`,
    );
  if (
    record.sender === 'awaited' &&
    'who' in situation &&
    record.refusals?.notAwaited &&
    actor!.id !== situation.who
  )
    return reject(...record.refusals.notAwaited(nameOf(state, situation.who), situation));
  return null;
}

/** Every character and card id the action names must exist; a door number is checked by M3. */
function unknownIds(state: GameState, action: Action): Rejection | null {
  if ('who' in action && !combatantOf(state, action.who)) return noOne(action.who);
  // The Dealer's fixes name the one acted on, who may be down (a fix to a fallen one's HP).
  if ('combatant' in action && !combatantOf(state, action.combatant))
    return noOne(action.combatant);
  if (action.type === DECLARE_ATTACK.type && !combatantOf(state, action.target))
    return noOne(action.target);
  if (
    action.type === USE_ITEM.type &&
    action.target !== undefined &&
    !combatantOf(state, action.target)
  )
    return noOne(action.target);
  const card = 'card' in action ? action.card : undefined;
  if (card !== undefined) {
    const owner = combatantOf(state, (action as { who: string }).who)!;
    if (!Object.hasOwn(owner.cards, card))
      return reject('unknown_card', `${owner.name} has no card "${card}".`);
  }
  return null;
}

function noOne(id: string): Rejection {
  return reject('unknown_character', `There is no one called "${id}" in this encounter.`);
}

function outOfMoment(state: GameState, situation: Situation, action: Action): Rejection {
  const type = action.type;
  switch (situation.kind) {
    case 'over':
      return reject('encounter_over', 'The encounter is over.');
    case 'defense': {
      const waiting = `${nameOf(state, situation.who)} to defend against ${nameOf(state, situation.attacker)}'s attack (rule A3)`;
      if (type === CONTINUE.type)
        return reject('wrong_phase', `The attack is waiting for ${waiting}.`);
      return reject('attack_in_progress', `The game is waiting for ${waiting}: finish it first.`);
    }
    case 'attackStep':
      if (type === DEFEND.type)
        return reject('no_attack', 'The defence is in; the attack is being shown step by step.');
      return reject(
        'attack_in_progress',
        'The attack is being shown step by step: continue it to the end first.',
      );
    case 'checkCard':
      return reject(
        'check_in_progress',
        `The game is waiting for ${nameOf(state, situation.who)}'s card for the ${situation.check} check: play it, or the Dealer calls the check off.`,
      );
    case 'roundStart':
      if (recordOf(type).sender === 'turn')
        return reject(
          'not_your_turn',
          'The round has not begun: the Dealer begins it, after any Speed chips for initiative (rules T1, T6).',
        );
      return noSuch(type) ?? reject('wrong_phase', 'The round has not begun yet (rule T1).');
    case 'turn': {
      const refusals = recordOf(type).refusals;
      if (refusals?.phase)
        return reject(
          'wrong_phase',
          `${refusals.phase.what} in the ${refusals.phase.phase} phase, not the ${PHASE_WORD[situation.phase]} phase (rule ${refusals.phase.rule}).`,
        );
      if (refusals?.duringTurn) return reject(...refusals.duringTurn);
      return (
        noSuch(type) ??
        reject(
          'wrong_phase',
          `That cannot be done in ${nameOf(state, situation.who)}'s ${PHASE_WORD[situation.phase]} phase.`,
        )
      );
    }
  }
}

/** The refusals for an answer to something that is not there. */
function noSuch(type: ActionType): Rejection | null {
  const refusal = recordOf(type).refusals?.nothingToAnswer;
  return refusal ? reject(...refusal) : null;
}

function nameOf(state: GameState, id: string): string {
  return (combatantOf(state, id) as Combatant | undefined)?.name ?? id;
}
