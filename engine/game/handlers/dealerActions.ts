import { squareName } from '../../grid/squareName.ts';
import { encounterMachine } from '../../machines/encounterMachine.ts';
import { stepFlow } from '../../machines/flow.ts';
import { sameSquare } from '../../model/geometry.ts';
import { CHIP_LABELS } from '../../rules/chips.ts';
import type { Action } from '../actions.ts';
import { withCombatant } from '../combatantShape.ts';
import { updateCombatant } from '../deck.ts';
import type { GameState } from '../gameState.ts';
import { accepted, type ActionResult, type GameEvent } from '../outcome.ts';
import { markDown } from '../progress.ts';
import { encounterContext, isDown } from '../queries.ts';
import { reject } from '../rejection.ts';
import { withState } from '../stateShape.ts';
import { tokenSquareProblem } from './tokenSquare.ts';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

/**
 * The Dealer's hand on the table (T1: the Dealer runs the encounter): fixes to HP, chips awarded,
 * a token moved by hand, the seating. Each is a decision of its own in the log, so undo takes it
 * back alone, and each says in the log what it changed, so the table sees the fix.
 */

/** A8, H4: the red chip on the HP track, moved by the Dealer; held within 0 and the track's max. */
export function adjustHp(state: GameState, action: Of<'ADJUST_HP'>): ActionResult {
  const c = state.combatants[action.combatant]!;
  if ((action.to === undefined) === (action.by === undefined))
    return reject(
      'invalid_action',
      'Give the HP to set it to, or the change to make, one of the two.',
    );
  const before = c.hp.hpLeft;
  const wanted = action.to ?? before + action.by!;
  const hp = Math.min(c.hp.max, Math.max(0, wanted));
  if (hp === before)
    return reject(
      'invalid_action',
      `${c.name}'s HP is already ${before}/${c.hp.max}${wanted !== hp ? `: the track ends at ${wanted < 0 ? 0 : c.hp.max}` : ''}.`,
    );
  const held =
    wanted !== hp
      ? `, held at the track's ${wanted < 0 ? 'skull square, 0' : `end, ${c.hp.max}`} (asked: ${wanted})`
      : '';
  const how =
    action.to !== undefined
      ? `sets ${c.name}'s HP to ${action.to}`
      : `changes ${c.name}'s HP by ${signed(action.by!)}`;
  const events: GameEvent[] = [
    {
      who: c.id,
      text: `The Dealer ${how}${held}: HP ${before} → ${hp}/${c.hp.max}.`,
    },
  ];
  let next = updateCombatant(state, withCombatant(c, { hp: { ...c.hp, hpLeft: hp } }));
  if (hp === 0) next = markDown(next, next.combatants[c.id]!, events);
  else if (before === 0) events.push({ who: c.id, text: `${c.name} is standing again.` });
  return accepted(next, events);
}

/** H1, H3, H4: chips of one kind added to the stack of unspent chips; spent ones stay spent. */
export function awardChip(state: GameState, action: Of<'AWARD_CHIP'>): ActionResult {
  const c = state.combatants[action.combatant]!;
  const count = action.count ?? 1;
  const kind = action.chip;
  const chips = { ...c.chips, [kind]: c.chips[kind] + count };
  const label = CHIP_LABELS[kind];
  return accepted(updateCombatant(state, withCombatant(c, { chips })), [
    {
      who: c.id,
      text: `The Dealer gives ${c.name} ${count} ${label} chip${count === 1 ? '' : 's'} (rule H1): ${chips[kind]} in the stack, ${c.spent[kind]} spent today.`,
    },
  ]);
}

/** The Dealer's fix to a token's square: any free square on the map, no movement spent (M1). */
export function placeToken(state: GameState, action: Of<'PLACE_TOKEN'>): ActionResult {
  const c = state.combatants[action.combatant]!;
  const where = squareName(action.at);
  if (sameSquare(c.at, action.at))
    return reject('invalid_action', `${c.name} is already at ${where}.`);
  const problem = tokenSquareProblem(state, c.id, action.at);
  if (problem)
    return reject(problem.reason, `${c.name} cannot be placed there: ${problem.message}.`);
  return accepted(updateCombatant(state, withCombatant(c, { at: [action.at[0], action.at[1]] })), [
    {
      who: c.id,
      text: `The Dealer moves ${c.name} from ${squareName(c.at)} to ${where} by hand: no movement spent.`,
    },
  ]);
}

/**
 * T1: the Dealer sets the seating, each combatant once. The encounter machine decides which
 * rounds it orders: at a round's start, that round (unless Speed chips bought places in it, T6);
 * mid-round, the rounds after.
 */
export function setSeating(state: GameState, action: Of<'SET_SEATING'>): ActionResult {
  const context = encounterContext(state);
  const wrong = seatingProblem(context.seating, action.seating);
  if (wrong) return reject('invalid_action', wrong);
  const names = (ids: readonly string[]) => ids.map((id) => state.combatants[id]!.name).join(', ');
  if (action.seating.every((id, i) => id === context.seating[i]))
    return reject('invalid_action', `The seating is already ${names(context.seating)}.`);
  const encounter = stepFlow(encounterMachine, state.encounter, {
    type: 'SET_SEATING',
    seating: action.seating,
  })!;
  const reordered = encounter.context.order !== context.order;
  const when =
    state.encounter.value === 'roundStart' && reordered
      ? `this round's order: ${names(encounter.context.order.filter((id) => !isDown(state.combatants[id]!)))}`
      : state.encounter.value === 'roundStart'
        ? `from round ${context.round + 1}: Speed chips already bought places in this round (rule T6)`
        : `from round ${context.round + 1}: a round under way keeps its order`;
  return accepted(withState(state, { encounter }), [
    { text: `The Dealer sets the seating (rule T1): ${names(action.seating)}; ${when}.` },
  ]);
}

/** Why `seating` is not the same combatants as `current`, each once; null when it is. */
function seatingProblem(current: readonly string[], seating: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const id of seating) {
    if (!current.includes(id)) return `There is no one called "${id}" at this table.`;
    if (seen.has(id)) return `"${id}" is seated twice; each character has one seat (rule T1).`;
    seen.add(id);
  }
  const missing = current.filter((id) => !seen.has(id));
  if (missing.length > 0)
    return `The seating leaves out ${missing.map((id) => `"${id}"`).join(', ')}: everyone has a seat (rule T1).`;
  return null;
}

function signed(n: number): string {
  return n >= 0 ? `+${n}` : `−${-n}`;
}
