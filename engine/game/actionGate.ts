import type { Action, ActionType } from './actions.ts';
import type { Combatant, GameState } from './gameState.ts';
import { combatantOf, isDown } from './queries.ts';
import { reject, type Rejection } from './rejection.ts';
import { situationOf, type Situation, type TurnPhase } from './situation.ts';

/**
 * The one gate every action passes before any handler runs (boardgame.io's flow.getMove): a table
 * from what the game is waiting for to the action types it allows, and who may send them. The
 * handlers then judge only the action's own parameters (range, cost, cards), and the refusal for
 * an action out of its moment is worded here, once, naming what the game is waiting for.
 */
type SituationKey =
  'defense' | 'attackStep' | 'checkCard' | 'roundStart' | `turn.${TurnPhase}` | 'over';

/**
 * The Dealer's hand on the table between steps of play: the rules, the day, a check, and the
 * fixes (HP, chips, a token's square, the seating). Not while an attack or a check is being
 * resolved: its numbers were worked out from the HP, squares and rules of its moment, and a fix
 * in the middle would make the steps shown disagree with what is on the table. The Dealer ends
 * the encounter or lets the resolution finish, then fixes.
 */
const DEALER_BETWEEN_STEPS: readonly ActionType[] = [
  'SET_RULES',
  'ADVANCE_DAY',
  'CALL_CHECK',
  'END_ENCOUNTER',
  'ADJUST_HP',
  'AWARD_CHIP',
  'PLACE_TOKEN',
  'SET_SEATING',
  'HIDE',
  'REVEAL',
  'SET_FOG',
];

export const ALLOWED: Readonly<Record<SituationKey, readonly ActionType[]>> = {
  // A3: only the defender's card (and its chips, H2) moves the attack on. The Dealer may still
  // end the encounter (T7); the rules and the day wait, so one resolution never mixes two.
  defense: ['DEFEND', 'END_ENCOUNTER'],
  // A4–A8: each step is shown until the table moves on.
  attackStep: ['CONTINUE', 'END_ENCOUNTER'],
  // S2: the character plays a card on the check, or the Dealer calls it off.
  checkCard: ['PLAY_CHECK_CARD', 'CANCEL_CHECK', 'END_ENCOUNTER'],
  // T1, T6: the Dealer begins the round; Speed chips buy places before it does.
  roundStart: ['BEGIN_TURNS', 'SPEND_SPEED_FOR_INITIATIVE', ...DEALER_BETWEEN_STEPS],
  // T2–T5, M1–M3, H1: what each phase of a turn allows. X4 (house): buying, a free action,
  // at any time during the character's own turn: in its Movement phase too.
  'turn.movement': [
    'MOVE',
    'TOGGLE_DOOR',
    'BUY',
    'SPEND_CHIP',
    'END_PHASE',
    ...DEALER_BETWEEN_STEPS,
  ],
  'turn.action': [
    'DECLARE_ATTACK',
    'PLAY_CARD',
    'USE_ITEM',
    // X4: buying (free) in the Action phase as in the Movement phase; W4, W3: equipping and
    // fitting belong with the turn's actions (T4).
    'BUY',
    'EQUIP',
    'UNEQUIP',
    'FIT',
    'SPEND_CHIP',
    'END_PHASE',
    ...DEALER_BETWEEN_STEPS,
  ],
  'turn.draw': ['DRAW', 'SPEND_CHIP', ...DEALER_BETWEEN_STEPS],
  // T7: over; the Dealer can still advance the day or change the rules. (A check outside an
  // encounter belongs to the campaign between fights.)
  // The fog too: once the fight is over, the Dealer may show the players the whole map.
  over: ['SET_RULES', 'ADVANCE_DAY', 'SET_FOG'],
};

/** Actions sent by the character whose turn it is, and only by it. */
const TURN_ACTIONS = new Set<ActionType>([
  'MOVE',
  'TOGGLE_DOOR',
  'SPEND_CHIP',
  'END_PHASE',
  'DECLARE_ATTACK',
  'PLAY_CARD',
  'USE_ITEM',
  'BUY',
  'EQUIP',
  'UNEQUIP',
  'FIT',
  'DRAW',
]);

/** In which phase a turn action belongs, and the rule that says so: for the refusal's words. */
const PHASE_OF: Partial<Record<ActionType, { phase: string; what: string; rule: string }>> = {
  MOVE: { phase: 'Movement', what: 'Moving happens', rule: 'T3' },
  TOGGLE_DOOR: { phase: 'Movement', what: 'Doors are opened and closed', rule: 'M3' },
  DECLARE_ATTACK: { phase: 'Action', what: 'Attacks happen', rule: 'T4' },
  PLAY_CARD: { phase: 'Action', what: 'Cards are played', rule: 'R2' },
  USE_ITEM: { phase: 'Action', what: 'Items are used', rule: 'T4' },
  BUY: { phase: 'Movement or Action', what: 'Buying happens', rule: 'X4' },
  EQUIP: { phase: 'Action', what: 'Weapons are equipped', rule: 'W4' },
  UNEQUIP: { phase: 'Action', what: 'Weapons are put away', rule: 'W4' },
  FIT: { phase: 'Action', what: 'Items are fitted', rule: 'S5' },
  DRAW: { phase: 'Draw', what: 'Drawing happens', rule: 'T5' },
};

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

function keyOf(situation: Situation): SituationKey {
  return situation.kind === 'turn' ? TURN_KEY[situation.phase] : situation.kind;
}

/** Whether the situation lets this type of action through at all (who sends it aside). */
export function allows(situation: Situation, type: ActionType): boolean {
  return ALLOWED_SETS[keyOf(situation)].has(type);
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
  if (situation.kind === 'turn' && TURN_ACTIONS.has(action.type) && actor!.id !== situation.who)
    return reject(
      'not_your_turn',
      `It is ${nameOf(state, situation.who)}'s turn, not ${actor!.name}'s.`,
    );
  if (situation.kind === 'defense' && action.type === 'DEFEND' && actor!.id !== situation.who)
    return reject(
      'not_defender',
      `Only ${nameOf(state, situation.who)}, the target of the attack, defends.`,
    );
  if (
    situation.kind === 'checkCard' &&
    action.type === 'PLAY_CHECK_CARD' &&
    actor!.id !== situation.who
  )
    return reject(
      'invalid_action',
      `Only ${nameOf(state, situation.who)}, who makes the ${situation.check} check, plays its card.`,
    );
  return null;
}

/** Every character and card id the action names must exist; a door number is checked by M3. */
function unknownIds(state: GameState, action: Action): Rejection | null {
  if ('who' in action && !combatantOf(state, action.who)) return noOne(action.who);
  // The Dealer's fixes name the one acted on, who may be down (a fix to a fallen one's HP).
  if ('combatant' in action && !combatantOf(state, action.combatant))
    return noOne(action.combatant);
  if (action.type === 'DECLARE_ATTACK' && !combatantOf(state, action.target))
    return noOne(action.target);
  if (
    action.type === 'USE_ITEM' &&
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
      if (type === 'CONTINUE')
        return reject('wrong_phase', `The attack is waiting for ${waiting}.`);
      return reject('attack_in_progress', `The game is waiting for ${waiting}: finish it first.`);
    }
    case 'attackStep':
      if (type === 'DEFEND')
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
      if (TURN_ACTIONS.has(type))
        return reject(
          'not_your_turn',
          'The round has not begun: the Dealer begins it, after any Speed chips for initiative (rules T1, T6).',
        );
      return noSuch(type) ?? reject('wrong_phase', 'The round has not begun yet (rule T1).');
    case 'turn': {
      const who = nameOf(state, situation.who);
      const phase = PHASE_OF[type];
      if (phase)
        return reject(
          'wrong_phase',
          `${phase.what} in the ${phase.phase} phase, not the ${PHASE_WORD[situation.phase]} phase (rule ${phase.rule}).`,
        );
      if (type === 'BEGIN_TURNS') return reject('wrong_phase', 'Turns are already under way.');
      if (type === 'END_PHASE')
        return reject('wrong_phase', 'The Draw phase ends by drawing (rule T5).');
      if (type === 'SPEND_SPEED_FOR_INITIATIVE')
        return reject(
          'wrong_phase',
          'Initiative can only be bought at the start of a round (rule T6).',
        );
      return (
        noSuch(type) ??
        reject(
          'wrong_phase',
          `That cannot be done in ${who}'s ${PHASE_WORD[situation.phase]} phase.`,
        )
      );
    }
  }
}

/** The refusals for an answer to something that is not there. */
function noSuch(type: ActionType): Rejection | null {
  if (type === 'DEFEND' || type === 'CONTINUE')
    return reject('no_attack', 'No attack is under way.');
  if (type === 'PLAY_CHECK_CARD' || type === 'CANCEL_CHECK')
    return reject('no_check', 'No check is waiting for a card.');
  return null;
}

function nameOf(state: GameState, id: string): string {
  return (combatantOf(state, id) as Combatant | undefined)?.name ?? id;
}
