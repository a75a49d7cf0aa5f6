import type { MovingUnit } from '../grid/stepRules.ts';
import type { EncounterContext } from '../machines/encounterMachine.ts';
import type { TurnContext } from '../machines/turnMachine.ts';
import type { Combatant, GameState } from './gameState.ts';
import { reject, type Rejection } from './rejection.ts';

export function encounterContext(state: GameState): EncounterContext {
  return state.encounter.context;
}

export function turnContext(state: GameState): TurnContext | null {
  return state.turn ? state.turn.flow.context : null;
}

/** Whose turn it is, or null between turns and after the encounter. */
export function activeCharacter(state: GameState): string | null {
  if (state.encounter.value !== 'turns') return null;
  const context = encounterContext(state);
  return context.order[context.active] ?? null;
}

export function isDown(combatant: Combatant): boolean {
  return combatant.hp.hpLeft === 0;
}

/** Everyone standing, in seating order: what the encounter machine's turn order reads (T1). */
export function standingIds(state: GameState): string[] {
  return encounterContext(state).seating.filter((id) => {
    const c = combatantOf(state, id);
    return c !== undefined && !isDown(c);
  });
}

/** T7: one side has no one standing. A plain loop: it runs after every action (settle). */
export function isSideDown(state: GameState): boolean {
  let pcStanding = false;
  let npcStanding = false;
  for (const id in state.combatants) {
    const c = state.combatants[id]!;
    if (isDown(c)) continue;
    if (c.side === 'pc') pcStanding = true;
    else npcStanding = true;
    if (pcStanding && npcStanding) return false;
  }
  return true;
}

/**
 * The combatant with this id, or undefined. Looked up as an own key only, so an id such as
 * "constructor" or "__proto__" can never reach Object.prototype.
 */
export function combatantOf(state: GameState, id: string): Combatant | undefined {
  return Object.hasOwn(state.combatants, id) ? state.combatants[id] : undefined;
}

/** The combatant, standing, or the reason it cannot act. */
export function standingCombatant(state: GameState, who: string): Combatant | Rejection {
  const combatant = combatantOf(state, who);
  if (!combatant)
    return reject('unknown_character', `There is no one called "${who}" in this encounter.`);
  if (isDown(combatant))
    return reject('character_down', `${combatant.name} is down and cannot act.`);
  return combatant;
}

export function isRejection(value: unknown): value is Rejection {
  return typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === false;
}

/**
 * The combatant as the movement rules see it (M1, B4, B5): its square, the movement left this
 * turn if the turn is its own (else its Speed), its traits and its faction.
 */
export function movingUnit(state: GameState, mover: Combatant): MovingUnit {
  const turn = turnContext(state);
  const own = turn !== null && activeCharacter(state) === mover.id;
  return {
    at: mover.at,
    speed: own ? turn.speed - turn.moved : mover.speed,
    traits: mover.traits,
    ...(mover.faction ? { faction: mover.faction } : {}),
  };
}

/** Everyone else standing, as allies (same side) or enemies (M2). */
export function othersFor(
  state: GameState,
  mover: Combatant,
  { withHidden = true }: { withHidden?: boolean } = {},
) {
  return Object.values(state.combatants)
    .filter((c) => c.id !== mover.id && !isDown(c) && (withHidden || !c.hidden))
    .map((c) => ({
      at: c.at,
      side: c.side === mover.side ? ('ally' as const) : ('enemy' as const),
    }));
}
