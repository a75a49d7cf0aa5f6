import { reachable, type ReachableSquare } from '../../grid/reachable.ts';
import { sightOverlay, type SightOverlay } from '../../grid/sightOverlay.ts';
import { attackReach } from '../../resolve/judgeReach.ts';
import type { GameState } from '../gameState.ts';
import { movingUnit, othersFor } from '../queries.ts';
import { situationOf } from '../situation.ts';

/**
 * The board's questions, answered by the engine so the board computes no rule: where the acting
 * character can move now (M1–M3, E3, E4), and its field of fire in its Action phase (A1, G3–G7).
 */

/** Every square `who` can end a move on now, with its cost and jump damage; none off its turn. */
export function moveReach(state: GameState, who: string): ReachableSquare[] {
  const situation = situationOf(state);
  if (situation.kind !== 'turn' || situation.phase !== 'movement' || situation.who !== who)
    return [];
  const mover = state.combatants[who]!;
  return reachable(state.map, movingUnit(state, mover), othersFor(state, mover), state.options);
}

/** How the attack would be made, for its reach and sight: the weapon or a card's trait, a Slug. */
export interface FirePlan {
  withWeapon: boolean;
  slug: boolean;
  rangeChips: number;
}

/** A1: the reach of an attack by `who` made as planned (melee reach for Blade and Body, A9). */
export function attackRange(state: GameState, who: string, plan: FirePlan): number {
  const me = state.combatants[who]!;
  return attackReach(
    plan.withWeapon && me.weapon
      ? {
          at: me.at,
          weapon: me.weapon,
          rangeBonus: me.rangeBonus,
          chips: { range: plan.rangeChips },
        }
      : {
          at: me.at,
          card: { attack: 0 },
          trait: me.weaponTrait,
          rangeBonus: me.rangeBonus,
          chips: { range: plan.rangeChips },
        },
    state.options,
  );
}

let lastFire: {
  map: GameState['map'];
  options: GameState['options'];
  at: readonly [number, number];
  range: number;
  slug: boolean;
  fire: SightOverlay;
} | null = null;

/**
 * The acting character's field of fire in its Action phase: every square within reach, whether it
 * is in sight and whether cover would apply. Null off its Action phase or while an attack is under
 * way. The same object comes back while nothing it depends on changes, so a board redraws the
 * tint only when it does.
 */
export function fieldOfFire(state: GameState, who: string, plan: FirePlan): SightOverlay | null {
  const situation = situationOf(state);
  if (situation.kind !== 'turn' || situation.phase !== 'action' || situation.who !== who)
    return null;
  const at = state.combatants[who]!.at;
  const range = attackRange(state, who, plan);
  const last = lastFire;
  if (
    last &&
    last.map === state.map &&
    last.options === state.options &&
    last.at[0] === at[0] &&
    last.at[1] === at[1] &&
    last.range === range &&
    last.slug === plan.slug
  )
    return last.fire;
  const fire = sightOverlay(state.map, at, range, { slug: plan.slug }, state.options);
  lastFire = { map: state.map, options: state.options, at, range, slug: plan.slug, fire };
  return fire;
}
