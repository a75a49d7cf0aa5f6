import { validateMove } from '../../grid/validateMove.ts';
import { doorName, doorsBeside } from '../../grid/doorsBeside.ts';
import { withDoorToggled } from '../../grid/mapEdits.ts';
import { squareName } from '../../grid/squareName.ts';
import { encounterMachine } from '../../machines/encounterMachine.ts';
import { stepFlow } from '../../machines/flow.ts';
import type { Action } from '../actions.ts';
import { hasChips, spendChips } from '../chipStack.ts';
import { withCombatant } from '../combatantShape.ts';
import { withState } from '../stateShape.ts';
import { drawUpTo, updateCombatant } from '../deck.ts';
import type { Combatant, GameState } from '../gameState.ts';
import { hiddenOnPath, revealed } from './hiding.ts';
import { settleWalkFog } from '../fogWalk.ts';
import { accepted, type ActionResult, type GameEvent } from '../outcome.ts';
import { markDown } from '../progress.ts';
import { isRejection, movingUnit, othersFor, standingIds } from '../queries.ts';
import { reject } from '../rejection.ts';
import { stepTurn } from './stepTurn.ts';
import { HAND_SIZE } from '../../rules/cards.ts';
import { STEP_COST } from '../../rules/movement.ts';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

/**
 * H1 (closed): a Speed chip at round start buys an earlier place in this round's order; T6 (house)
 * says how many places.
 */
export function spendSpeedForInitiative(
  state: GameState,
  action: Of<'SPEND_SPEED_FOR_INITIATIVE'>,
): ActionResult {
  const combatant = state.combatants[action.who]!;
  if (!hasChips(combatant, 'speed', 1))
    return reject('chip_spent', `${combatant.name} has no Speed chip left today (rule H3).`);
  const encounter = stepFlow(encounterMachine, state.encounter, {
    type: 'SPEND_SPEED_FOR_INITIATIVE',
    id: action.who,
    places: state.options.speedChipInitiativePlaces,
  });
  if (!encounter)
    return reject('invalid_action', `${combatant.name} already acts first this round.`);
  return accepted(
    updateCombatant(withState(state, { encounter }), spendChips(combatant, 'speed', 1)),
    [
      {
        who: combatant.id,
        text: `${combatant.name} spends a Speed chip to act earlier this round.`,
      },
    ],
  );
}

/** T1: the round's order is settled; turns begin. */
export function beginTurns(state: GameState): ActionResult {
  const encounter = stepFlow(encounterMachine, state.encounter, {
    type: 'BEGIN_TURNS',
    standing: standingIds(state),
  });
  if (!encounter) return reject('wrong_phase', 'Nobody is standing to take a turn (rule T1).');
  return accepted(withState(state, { encounter }));
}

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
  action: Of<'MOVE'>,
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

export function move(state: GameState, action: Of<'MOVE'>): ActionResult {
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

/** M3: opening or closing a door on an edge of the character's square costs 1 movement. */
export function toggleDoor(state: GameState, action: Of<'TOGGLE_DOOR'>): ActionResult {
  const mover = state.combatants[action.who]!;
  const door = state.map.doors[action.door];
  if (!door) return reject('no_door', `There is no door number ${action.door} on this map.`);
  if (!doorsBeside(state.map, mover.at).includes(action.door)) {
    return reject(
      'door_not_adjacent',
      `${mover.name} must stand beside the door to open or close it (rule M3).`,
    );
  }
  const stepped = stepTurn(state, { type: 'TOGGLE_DOOR', cost: state.options.doorToggleCost }, [
    'too_far',
    `Opening a door costs ${state.options.doorToggleCost} movement, and ${mover.name} has none left (rule M3).`,
  ]);
  if (isRejection(stepped)) return stepped;
  // The new map's index is patched from the old one's where the door lies: no rebuild, in play
  // as in a replay or an undo of the log.
  return accepted(withState(stepped, { map: withDoorToggled(state.map, action.door) }), [
    {
      who: mover.id,
      text: `${mover.name} ${door.open ? 'closes' : 'opens'} the door at ${doorName(state.map, action.door)} (rule M3).`,
    },
  ]);
}

/** H1: a Speed chip (+1 movement), an Action chip (+1 action) or a Draw chip (refill the hand). */
export function spendChip(state: GameState, action: Of<'SPEND_CHIP'>): ActionResult {
  const spender = state.combatants[action.who]!;
  if (!hasChips(spender, action.chip, 1)) {
    return reject(
      'chip_spent',
      `${spender.name} has no ${action.chip} chip left: spent chips are gone until the next day (rule H3).`,
    );
  }
  const event = {
    speed: 'SPEND_SPEED_CHIP',
    action: 'SPEND_ACTION_CHIP',
    draw: 'SPEND_DRAW_CHIP',
  } as const;
  const phase = { speed: 'Movement', action: 'Action', draw: 'any' }[action.chip];
  const stepped = stepTurn(state, { type: event[action.chip] }, [
    'wrong_phase',
    `${action.chip === 'action' ? 'An' : 'A'} ${action.chip} chip is spent in the ${phase} phase.`,
  ]);
  if (isRejection(stepped)) return stepped;
  let combatant = spendChips(spender, action.chip, 1);
  let next = stepped;
  if (action.chip === 'draw') {
    if (spender.hand.length >= HAND_SIZE)
      return reject('hand_full', `${spender.name}'s hand is already full.`);
    const dealt = drawUpTo(combatant, HAND_SIZE, state.rng);
    combatant = dealt.combatant;
    next = withState(next, { rng: dealt.rng, reshuffles: next.reshuffles + dealt.reshuffles });
  }
  return accepted(updateCombatant(next, combatant), [
    { who: spender.id, text: `${spender.name} spends a ${action.chip} chip.` },
  ]);
}

/** T2: Movement → Action → Draw. */
export function endPhase(state: GameState): ActionResult {
  // The gate lets END_PHASE through in the Movement and Action phases only.
  const event = state.turn!.flow.value === 'movement' ? 'END_MOVEMENT' : 'END_ACTION';
  const stepped = stepTurn(state, { type: event }, ['wrong_phase', 'That phase cannot end now.']);
  if (isRejection(stepped)) return stepped;
  return accepted(stepped);
}

/** T5: draw until the hand holds 4; the turn ends. */
export function draw(state: GameState, action: Of<'DRAW'>): ActionResult {
  const combatant = state.combatants[action.who]!;
  const stepped = stepTurn(state, { type: 'DRAW' }, [
    'wrong_phase',
    'Drawing happens in the Draw phase (rule T5).',
  ]);
  if (isRejection(stepped)) return stepped;
  const dealt = drawUpTo(combatant, HAND_SIZE, state.rng);
  const events: GameEvent[] = [
    { who: combatant.id, text: `${combatant.name} draws ${dealt.drawn}.` },
  ];
  if (dealt.reshuffles > 0)
    events.push({
      who: combatant.id,
      text: `${combatant.name} shuffles the discard pile into a new deck (rule K4).`,
    });
  return accepted(
    updateCombatant(
      withState(stepped, { rng: dealt.rng, reshuffles: stepped.reshuffles + dealt.reshuffles }),
      dealt.combatant,
    ),
    events,
  );
}
