import { z } from 'zod';
import { pathsInReach } from '../../grid/pathsInReach.ts';
import { squareName } from '../../grid/squareName.ts';
import { validateMove } from '../../grid/validateMove.ts';
import { squareSchema } from '../../model/geometry.ts';
import { STEP_COST } from '../../rules/movement.ts';
import type { ActionRecord } from '../actionRecord.ts';
import { withCombatant } from '../combatantShape.ts';
import { updateCombatant } from '../deck.ts';
import { settleWalkFog } from '../fogWalk.ts';
import type { Combatant, GameState } from '../gameState.ts';
import { hiddenOnPath, revealed } from '../handlers/hiding.ts';
import { stepTurn } from '../handlers/stepTurn.ts';
import { type ActionResult, type GameEvent, accepted } from '../outcome.ts';
import { markDown } from '../progress.ts';
import { isRejection, movingUnit, othersFor } from '../queries.ts';
import { reject } from '../rejection.ts';

/** M1–M3: the squares entered, in order. */
const schema = z.object({ type: z.literal('MOVE'), who: z.string(), path: z.array(squareSchema) });

export type MoveAction = z.output<typeof schema>;

/** M1–M3: the character moves, entering the squares of its path in order. */
export const MOVE: ActionRecord<typeof schema> = {
  schema,
  type: 'MOVE',
  allowedIn: ['turn.movement'],
  sender: 'turn',
  refusals: { phase: { phase: 'Movement', what: 'Moving happens', rule: 'T3' } },
  /** M1–M3, E3, E4: a move to every square in reach, along findPath's path. */
  offer: ({ state, me }) => {
    const unit = movingUnit(state, me!);
    const others = othersFor(state, me!);
    const actions: MoveAction[] = pathsInReach(state.map, unit, others, state.options).map(
      ({ path }) => ({ type: 'MOVE', who: me!.id, path }),
    );
    return { actions };
  },
  apply: move,
  words: (_, action) => {
    const to = action.path[action.path.length - 1];
    return to ? `moving to ${squareName(to)}` : 'staying put';
  },
};

/** M1–M3, E3, E4: a move along a path, checked square by square; jump damage goes to HP. */
/**
 * A move the rules refuse. When a hidden NPC is what stands in the way (the path is legal without
 * the hidden ones), it is revealed instead, and the mover stays put with its movement unspent: the
 * players learn of the ambush by walking into it, never from a refusal naming someone they cannot
 * see. Otherwise the refusal is the one the move would get without them, so it cannot speak of
 * them either.
 */
function refusedMove(
  state: GameState,
  mover: Combatant,
  action: MoveAction,
  verdict: Extract<ReturnType<typeof validateMove>, { legal: false }>,
): ActionResult {
  let shown = verdict;
  const lurking = hiddenOnPath(state, mover, action.path);
  if (lurking.length > 0) {
    const without = validateMove(
      state.map,
      movingUnit(state, mover),
      othersFor(state, mover, { withHidden: false }),
      action.path,
      state.options,
    );
    if (without.legal) {
      const { state: next, events } = revealed(
        state,
        lurking.map((c) => c.id),
        `${mover.name} runs into them and stops, no movement spent`,
      );
      return accepted(next, events);
    }
    shown = without;
  }
  return reject(
    shown.reason,
    `${mover.name} cannot move to ${squareName(action.path[action.path.length - 1]!)}: ${shown.message}.`,
  );
}

export function move(state: GameState, action: MoveAction): ActionResult {
  const mover = state.combatants[action.who]!;
  if (action.path.length === 0 && !state.options.allowZeroMove)
    return reject('invalid_action', 'Moving 0 squares is not allowed under these rules (rule T3).');
  const verdict = validateMove(
    state.map,
    movingUnit(state, mover),
    othersFor(state, mover),
    action.path,
    state.options,
  );
  if (!verdict.legal) return refusedMove(state, mover, action, verdict);
  // E4, A8: jump damage is taken on the step that jumps; a character whose HP reaches 0 falls on
  // that square and goes no further.
  let steps = action.path.length;
  let damage = 0;
  for (let i = 0; i < action.path.length; i++) {
    damage += verdict.stepDamage[i]!;
    if (damage >= mover.hp.hpLeft && verdict.stepDamage[i]! > 0) {
      steps = i + 1;
      break;
    }
  }
  const cost = steps * STEP_COST;
  const stepped = stepTurn(state, { type: 'MOVE', cost }, [
    'too_far',
    `${mover.name} has no movement left.`,
  ]);
  if (isRejection(stepped)) return stepped;
  const events: GameEvent[] = [];
  const end = action.path[steps - 1] ?? mover.at;
  const hp = Math.max(0, mover.hp.hpLeft - damage);
  let next = updateCombatant(
    stepped,
    withCombatant(mover, { at: [end[0], end[1]], hp: { ...mover.hp, hpLeft: hp } }),
  );
  events.push({
    who: mover.id,
    text: `${mover.name} moves ${steps} square${steps === 1 ? '' : 's'}.`,
  });
  // Issue 11: what the mover saw on the way, from the start and each square before the last.
  next = settleWalkFog(next, mover.id, [mover.at, ...action.path.slice(0, steps - 1)], events);
  if (damage > 0) {
    events.push({
      who: mover.id,
      text: `${mover.name} jumps down and takes ${damage} damage (rule E4): HP ${hp}/${mover.hp.max}.`,
    });
    if (hp === 0) {
      if (steps < action.path.length)
        events.push({
          who: mover.id,
          text: `${mover.name} falls at ${squareName(end)} and goes no further (rules E4, A8).`,
        });
      next = markDown(next, next.combatants[mover.id]!, events);
    }
  }
  return accepted(next, events);
}
