import { type Square } from '../../engine/core.ts';

import {
  activeCharacter,
  fieldOfFire,
  isDown,
  moveReach,
  planMove,
  previewAttack,
  type AttackStep,
  type CoverVerdict,
  type GameState,
  type LegalAttack,
  type ReachableSquare,
  type SightOverlay,
} from '../../engine/skirmish.ts';
import { DECLARE_ATTACK, type DeclareAttackAction } from '../../engine/skirmish.ts';

/** What the board's interactive layer shows, computed from the game and the pointer. */
export interface OverlayModel {
  /** Whose turn it is: a ring on the token. */
  active: string | null;
  /** The token the Dealer or player has picked: a ring, and its reach when it may move. */
  selected: string | null;
  hover: Square | null;
  /** M1–M3, E3, E4: where the selected token can end its move, with cost and jump damage. */
  reach: ReachableSquare[];
  /** The path a MOVE to the square under the pointer would take (planMove's). */
  path: { squares: Square[]; cost: number; jumpDamage: number } | null;
  /**
   * A1, G3–G7: previewAttack's verdict on the enemy under the pointer — the line, its range, the
   * cover verdict, and the engine's one line of words for it.
   */
  sight: {
    from: Square;
    to: Square;
    distance: number;
    range: number;
    verdict: CoverVerdict;
    names: { from: string; to: string };
    text: string;
  } | null;
  /**
   * A1, G3–G7: the acting character's field of fire in its Action phase — every square within
   * reach, whether it is in LOS and whether cover would apply (the engine's fieldOfFire).
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

/** What goes with the selected character's next attack: DECLARE_ATTACK's own fields. */
export type AttackPlan = Omit<DeclareAttackAction, 'type' | 'who' | 'target'>;

export interface PointerState {
  selected: string | null;
  hover: Square | null;
  /** Keep showing the attack just resolved (until the table moves on to something else). */
  showResolvedAttack?: boolean;
  /** How the selected character would attack: the hover verdict and field of fire follow it. */
  attack?: AttackPlan | undefined;
}

/**
 * The overlay for a game state and a pointer state: pure, so it is tested without a canvas. Every
 * answer in it is the engine's (moveReach, planMove, previewAttack, fieldOfFire), so what the
 * board shows is what applyAction will accept; the model only picks which question to ask.
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

  if (mover) {
    model.reach = moveReach(state, mover.id);
    const hover = pointer.hover;
    if (hover && model.reach.some((r) => r.at[0] === hover[0] && r.at[1] === hover[1])) {
      const plan = planMove(state, mover.id, hover);
      if (plan.ok)
        model.path = {
          squares: [mover.at, ...plan.path],
          cost: plan.cost,
          jumpDamage: plan.jumpDamage,
        };
    }
  }

  const target = pointer.hover
    ? Object.values(state.combatants).find(
        (c) => c.at[0] === pointer.hover![0] && c.at[1] === pointer.hover![1],
      )
    : undefined;
  const plan: AttackPlan = pointer.attack ?? { weapon: true };
  if (mover && target && target.side !== mover.side && !isDown(target)) {
    const preview = previewAttack(state, {
      type: DECLARE_ATTACK.type,
      who: mover.id,
      target: target.id,
      ...plan,
    });
    if ('legal' in preview)
      model.sight = {
        from: mover.at,
        to: target.at,
        distance: preview.distance,
        range: preview.range,
        verdict: preview.verdict,
        names: { from: mover.name, to: target.name },
        text: preview.text,
      };
  }
  if (mover) {
    model.fire = fieldOfFire(state, mover.id, {
      withWeapon: plan.weapon === true,
      slug: mover.ammo.find((a) => a.id === plan.ammo)?.slug ?? false,
      rangeChips: plan.chips?.range ?? 0,
    });
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
