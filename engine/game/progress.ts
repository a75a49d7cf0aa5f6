import { encounterMachine } from '../machines/encounterMachine.ts';
import { startFlow, stepFlow } from '../machines/flow.ts';
import { turnMachine } from '../machines/turnMachine.ts';
import { nextAttack } from './attackState.ts';
import { damageShares } from './attackSteps.ts';
import { withCombatant } from './combatantShape.ts';
import { settleFog } from './fogSettle.ts';
import { withState } from './stateShape.ts';
import { updateCombatant } from './deck.ts';
import type { Combatant, GameState } from './gameState.ts';
import type { GameEvent } from './outcome.ts';
import { activeCharacter, encounterContext, isDown, isSideDown, standingIds } from './queries.ts';

/** The attack steps from which the damage has been assigned (A8). */
const DAMAGE_DONE = new Set(['damageAssigned', 'resolved']);

/**
 * Brings the game to rest after an action: assigns an attack's damage once its machine reaches
 * that step, retires a resolved attack, tells the encounter who fell, ends the turn of a character
 * who fell on it, and starts the next turn when one is done. Dead characters take no turn: the
 * encounter machine skips them. Then the fog of war follows what the posse sees (fogSettle.ts).
 */
export function settle(state: GameState, events: GameEvent[]): GameState {
  let next = state;
  if (next.attack && !next.attack.applied && DAMAGE_DONE.has(next.attack.flow.value)) {
    next = assignDamage(next, events);
  }
  if (next.attack && next.attack.flow.value === 'resolved') {
    next = withState(next, { lastAttack: next.attack, attack: null });
  }
  for (let guard = 0; guard < 64; guard++) {
    const progressed = advanceTurns(next, events);
    if (progressed === next) break;
    next = progressed;
  }
  // Issue 11: last, once every token stands where the action left it.
  return settleFog(next, events);
}

/** A8: damage to gear first (blue chips along their tracks), then HP (the red chip). */
function assignDamage(state: GameState, events: GameEvent[]): GameState {
  const attack = state.attack!;
  const resolution = attack.resolution!;
  let target = state.combatants[attack.target]!;
  let absorbed = resolution.absorbed;
  const gear = target.gear.map((item) => {
    const take = Math.min(absorbed, item.track.max - item.track.gearUsed);
    absorbed -= take;
    return take === 0
      ? item
      : { ...item, track: { ...item.track, gearUsed: item.track.gearUsed + take } };
  });
  const hp = Math.max(0, target.hp.hpLeft - resolution.hpDamage);
  target = withCombatant(target, { gear, hp: { ...target.hp, hpLeft: hp } });
  events.push({
    who: target.id,
    text: `${target.name} takes ${damageShares(resolution)}: HP ${hp}/${target.hp.max}`,
  });
  let next = updateCombatant(
    withState(state, { attack: nextAttack(attack, { applied: true }) }),
    target,
  );
  if (hp === 0) next = markDown(next, target, events);
  return next;
}

/** A8: the skull square. The turn order reads who is standing from the HP tracks (T1, T7). */
export function markDown(state: GameState, combatant: Combatant, events: GameEvent[]): GameState {
  events.push({ who: combatant.id, text: `${combatant.name} is down (the skull square).` });
  return state;
}

/** One step of turn bookkeeping, or the same state when there is nothing to do. */
function advanceTurns(state: GameState, events: GameEvent[]): GameState {
  if (state.encounter.value === 'ended') {
    const checkWaiting = state.check?.flow.value === 'awaitingCard';
    if (state.turn || state.attack || checkWaiting) {
      events.push({ text: 'The encounter is over.' });
      // An attack whose damage was dealt stays readable as the last one; one cut short by the
      // Dealer's END_ENCOUNTER before its damage never happened. A check still waiting for its
      // card is called off with the fight.
      const lastAttack = state.attack?.applied ? state.attack : state.lastAttack;
      const check = checkWaiting ? null : state.check;
      return withState(state, { turn: null, attack: null, lastAttack, check });
    }
    return state;
  }
  if (state.attack) return state;
  // T7: a side with no one standing ends the encounter, read from the HP tracks.
  if (isSideDown(state)) {
    const encounter = stepFlow(encounterMachine, state.encounter, { type: 'SIDE_DOWN' });
    if (encounter) return withState(state, { encounter });
  }
  if (state.encounter.value !== 'turns') return state;
  const active = activeCharacter(state);
  const turnOver =
    state.turn !== null &&
    (state.turn.flow.value === 'done' ||
      isDown(state.combatants[state.turn.who]!) ||
      state.turn.who !== active);
  if (turnOver) {
    const encounter = stepFlow(encounterMachine, state.encounter, {
      type: 'TURN_DONE',
      standing: standingIds(state),
    });
    const ended = withState(state, { turn: null, encounter: encounter ?? state.encounter });
    if (ended.encounter.value === 'roundStart')
      events.push({ text: `Round ${encounterContext(ended).round} begins.` });
    return ended;
  }
  if (state.turn === null && active !== null) return startTurn(state, active, events);
  return state;
}

/** T2: a turn starts in Movement with the character's Speed and one action; R2 tracks tick. */
function startTurn(state: GameState, who: string, events: GameEvent[]): GameState {
  let combatant = state.combatants[who]!;
  let next = state;
  // Most turns start with no card in play: then the combatant stays the very same object.
  if (combatant.inPlay.length > 0) {
    const inPlay: Combatant['inPlay'] = [];
    const discard = [...combatant.discard];
    for (const entry of combatant.inPlay) {
      // R2: the turn after it is played, its benefits begin; each turn after burns a square.
      if (!entry.active) inPlay.push({ ...entry, active: true });
      else if (entry.turnsLeft > 1) inPlay.push({ ...entry, turnsLeft: entry.turnsLeft - 1 });
      else discard.push(entry.card);
    }
    combatant = withCombatant(combatant, { inPlay, discard });
    next = updateCombatant(state, combatant);
  }
  events.push({ who, text: `${combatant.name}'s turn.` });
  return withState(next, {
    turn: {
      who,
      flow: startFlow(turnMachine, {
        speed: combatant.speed,
        actions: 1,
        chipValue: state.options.chipValue,
      }),
    },
  });
}
