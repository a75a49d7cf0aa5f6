import type { Combatant, GameState } from '../../engine/game/gameState.ts';
import {
  movingUnit,
  othersFor,
  turnContext,
  activeCharacter,
  isDown,
} from '../../engine/game/queries.ts';
import { coverBetween, type CoverVerdict } from '../../engine/grid/coverBetween.ts';
import { distance } from '../../engine/grid/distance.ts';
import { findPath } from '../../engine/grid/findPath.ts';
import { reachable, type ReachableSquare } from '../../engine/grid/reachable.ts';
import { sightOverlay, type SightOverlay } from '../../engine/grid/sightOverlay.ts';
import type { Square } from '../../engine/model/geometry.ts';
import type { AttackStep } from '../../engine/machines/attackMachine.ts';
import { attackReach, type LegalAttack } from '../../engine/resolve/resolveAttack.ts';

/** What the board's interactive layer shows, computed from the game and the pointer. */
export interface OverlayModel {
  /** Whose turn it is: a ring on the token. */
  active: string | null;
  /** The token the Dealer or player has picked: a ring, and its reach when it may move. */
  selected: string | null;
  hover: Square | null;
  /** M1–M3, E3, E4: where the selected token can end its move, with cost and jump damage. */
  reach: ReachableSquare[];
  /** The cheapest legal path to the square under the pointer. */
  path: { squares: Square[]; cost: number; jumpDamage: number } | null;
  /** G3–G7: the line to the enemy under the pointer, its range, and the cover verdict. */
  sight: {
    from: Square;
    to: Square;
    distance: number;
    range: number;
    verdict: CoverVerdict;
    names: { from: string; to: string };
  } | null;
  /**
   * A1, G3–G7: the acting character's field of fire in its Action phase — every square within
   * reach, whether it is in LOS and whether cover would apply (sightOverlay, the judgement
   * coverBetween makes).
   */
  fire: SightOverlay | null;
  /** A1–A8: the attack under way (or just resolved), step by step. */
  attack: {
    from: Square;
    to: Square;
    step: AttackStep;
    resolution: LegalAttack | null;
    names: { attacker: string; defender: string };
  } | null;
}

export interface PointerState {
  selected: string | null;
  hover: Square | null;
  /** Keep showing the attack just resolved (until the table moves on to something else). */
  showResolvedAttack?: boolean;
  /** How the selected character would attack: reach and slug (G7) follow the choice. */
  attack?: { withWeapon: boolean; slug: boolean; rangeChips: number } | undefined;
}

/**
 * The overlay for a game state and a pointer state: pure, so it is tested without a canvas. It
 * asks the same engine functions the rules use (reachable, findPath, coverBetween, sightOverlay),
 * so what the board shows is what applyAction will accept.
 */
export function overlayModel(state: GameState, pointer: PointerState): OverlayModel {
  const active = activeCharacter(state);
  const selected = pointer.selected && state.combatants[pointer.selected] ? pointer.selected : null;
  const model: OverlayModel = {
    active,
    selected,
    hover: pointer.hover,
    reach: [],
    path: null,
    sight: null,
    fire: null,
    attack: null,
  };
  const mover = selected ? state.combatants[selected]! : null;

  const turn = turnContext(state);
  if (
    mover &&
    selected === active &&
    state.turn?.flow.value === 'movement' &&
    turn &&
    !state.attack
  ) {
    const unit = movingUnit(state, mover);
    const others = othersFor(state, mover);
    model.reach = reachable(state.map, unit, others, state.options);
    const hover = pointer.hover;
    if (hover && model.reach.some((r) => r.at[0] === hover[0] && r.at[1] === hover[1])) {
      const path = findPath(state.map, unit, others, hover, state.options);
      if (path)
        model.path = {
          squares: [mover.at, ...path.path],
          cost: path.cost,
          jumpDamage: path.jumpDamage,
        };
    }
  }

  const target = pointer.hover
    ? Object.values(state.combatants).find(
        (c) => c.at[0] === pointer.hover![0] && c.at[1] === pointer.hover![1],
      )
    : undefined;
  const plan = pointer.attack ?? { withWeapon: Boolean(mover?.weapon), slug: false, rangeChips: 0 };
  const reachOf = (m: Combatant) =>
    attackReach(
      plan.withWeapon && m.weapon
        ? {
            at: m.at,
            weapon: m.weapon,
            rangeBonus: m.rangeBonus,
            chips: { range: plan.rangeChips },
          }
        : {
            at: m.at,
            card: { attack: 0 },
            trait: m.weaponTrait,
            rangeBonus: m.rangeBonus,
            chips: { range: plan.rangeChips },
          },
      state.options,
    );
  if (mover && target && target.side !== mover.side && !isDown(target)) {
    model.sight = {
      from: mover.at,
      to: target.at,
      distance: distance(mover.at, target.at),
      range: reachOf(mover),
      verdict: coverBetween(state.map, mover.at, target.at, { slug: plan.slug }, state.options),
      names: { from: mover.name, to: target.name },
    };
  }
  if (mover && selected === active && state.turn?.flow.value === 'action' && !state.attack) {
    model.fire = fieldOfFire(state, mover.at, reachOf(mover), plan.slug);
  }

  const attack = state.attack ?? (pointer.showResolvedAttack ? state.lastAttack : null);
  if (attack) {
    const attacker = state.combatants[attack.attacker]!;
    const defender = state.combatants[attack.target]!;
    model.attack = {
      from: attacker.at,
      to: defender.at,
      step: attack.flow.value as AttackStep,
      resolution: attack.resolution ?? null,
      names: { attacker: attacker.name, defender: defender.name },
    };
  }
  return model;
}

let lastFire: {
  map: GameState['map'];
  options: GameState['options'];
  at: Square;
  range: number;
  slug: boolean;
  fire: SightOverlay;
} | null = null;

/**
 * The field of fire, the same object while nothing it depends on changes: the overlay model is
 * recomputed on every pointer move, and the board redraws the tint only when this changes.
 */
function fieldOfFire(state: GameState, at: Square, range: number, slug: boolean): SightOverlay {
  const last = lastFire;
  if (
    last &&
    last.map === state.map &&
    last.options === state.options &&
    last.at[0] === at[0] &&
    last.at[1] === at[1] &&
    last.range === range &&
    last.slug === slug
  )
    return last.fire;
  const fire = sightOverlay(state.map, at, range, { slug }, state.options);
  lastFire = { map: state.map, options: state.options, at, range, slug, fire };
  return fire;
}
