import { distance as chebyshev } from '../../grid/distance.ts';
import { attackReach } from '../../resolve/judgeReach.ts';
import { findWeapon } from '../../rules/weapons.ts';
import { gate } from '../actionGate.ts';
import type { Combatant, GameState } from '../gameState.ts';
import { activeCharacter, turnContext } from '../queries.ts';
import { DECLARE_ATTACK } from '../records/declareAttack.ts';

/** One way to attack, with why it cannot be used now (Foundry's attackModes with `disabled`). */
export interface AttackWith {
  /** The DECLARE_ATTACK fields that choose it. */
  choice: { weapon: true } | { card: string };
  name: string;
  attack: number;
  /** A1: its reach with no Range chips. */
  range: number;
  disabled?: string;
  /**
   * Asked with a target only: how many Range chips this attack needs to reach it (0: in range
   * already; null: no count of them would, A9 melee or too far), and a warning when a Range chip
   * anted would add nothing, so the panel can say so before the chip is spent (issue 10).
   */
  rangeChips?: { needed: number | null; warning?: string };
}

export interface AmmoOption {
  id: string;
  name: string;
  modifier: number;
  slug: boolean;
  left: number;
  disabled?: string;
}

export interface AttackOptions {
  /** Null when `who` may not attack now; else the reason in words. */
  disabled?: string;
  /** The equipped weapon, then each card in hand, then a multi-shot card's free shot (R3). */
  with: AttackWith[];
  ammo: AmmoOption[];
  /** H1, H2: chips anted with the declaration, up to what is left today (H3). */
  chips: {
    attack: { most: number; disabled?: string };
    range: { most: number; disabled?: string };
  };
}

/**
 * A1, A2, H1–H3, R2, R3: everything `who` could attack with now, each with a `disabled` reason
 * where it cannot be used, so a panel shows the choices and never works a rule out itself.
 */
export function attackOptions(state: GameState, who: string, target?: string): AttackOptions {
  const refused = gate(state, { type: DECLARE_ATTACK.type, who, target: who, weapon: true });
  const me = Object.hasOwn(state.combatants, who) ? state.combatants[who] : undefined;
  if (!me)
    return {
      disabled: refused?.message ?? 'No such character.',
      with: [],
      ammo: [],
      chips: none(),
    };
  const turn = activeCharacter(state) === who ? turnContext(state) : null;
  const noAction =
    turn && turn.actionsLeft === 0
      ? `${me.name} has used this turn's action; an Action chip buys another (rule T4).`
      : undefined;
  const options: AttackOptions = {
    ...(refused ? { disabled: refused.message } : {}),
    with: [],
    ammo: me.ammo.map((a) => ({
      id: a.id,
      name: a.name,
      modifier: a.modifier,
      slug: a.slug,
      left: a.track.max - a.track.ammoUsed,
      ...(a.track.ammoUsed >= a.track.max
        ? { disabled: `${a.name} is used up: its track is full (rule A2).` }
        : a.slug &&
            me.weaponTrait !== 'shotgun' &&
            findWeapon(me.weapon ?? '')?.category !== 'shotgun'
          ? { disabled: `a Slug is shotgun ammunition (rule D6).` }
          : {}),
    })),
    chips: {
      attack: chipLimit(me, 'attack'),
      range: chipLimit(me, 'range'),
    },
  };
  if (me.weapon) {
    const weapon = findWeapon(me.weapon);
    options.with.push({
      choice: { weapon: true },
      name: me.weapon,
      attack: weapon?.attack ?? 0,
      range: reach(state, me, { weapon: me.weapon }),
      ...(noAction ? { disabled: noAction } : {}),
      ...rangeAdvice(state, me, target, { weapon: me.weapon }),
    });
  }
  for (const id of me.hand) {
    const card = me.cards[id]!;
    const disabled = card.delayed
      ? `${card.name} is played into play as an action, not in an attack (rule R2).`
      : (card.shots ?? 1) > 1 && (turn?.attacks ?? 0) > 0
        ? `${card.name} must be the first attack of the turn (rule R3).`
        : noAction;
    options.with.push({
      choice: { card: id },
      name: card.name,
      attack: card.attack,
      range: reach(state, me, { card: { attack: card.attack }, trait: me.weaponTrait }),
      ...(disabled ? { disabled } : {}),
      ...rangeAdvice(state, me, target, { card: { attack: card.attack }, trait: me.weaponTrait }),
    });
  }
  const free = state.turn?.freeShotCard;
  if (turn && free && turn.freeShots > 0) {
    const card = me.cards[free]!;
    options.with.push({
      choice: { card: free },
      name: `${card.name} (free shot, rule R3)`,
      attack: card.attack,
      range: reach(state, me, { card: { attack: card.attack }, trait: me.weaponTrait }),
      ...rangeAdvice(state, me, target, { card: { attack: card.attack }, trait: me.weaponTrait }),
    });
  }
  return options;
}

function reach(
  state: GameState,
  me: Combatant,
  withWhat: { weapon: string } | { card: { attack: number }; trait: string },
): number {
  return attackReach({ at: me.at, rangeBonus: me.rangeBonus, ...withWhat }, state.options);
}

/** H1, A1, A9: what Range chips would do for this attack on `target` (none asked: nothing said). */
function rangeAdvice(
  state: GameState,
  me: Combatant,
  target: string | undefined,
  withWhat: { weapon: string } | { card: { attack: number }; trait: string },
): Pick<AttackWith, 'rangeChips'> {
  const them =
    target !== undefined && Object.hasOwn(state.combatants, target)
      ? state.combatants[target]!
      : undefined;
  if (!them || them.id === me.id) return {};
  const base = reach(state, me, withWhat);
  const distance = chebyshev(me.at, them.at);
  const melee =
    attackReach(
      { at: me.at, rangeBonus: me.rangeBonus, chips: { range: 1 }, ...withWhat },
      state.options,
    ) === base;
  if (melee)
    return {
      rangeChips: {
        needed: distance <= base ? 0 : null,
        warning: 'A Range chip would add nothing: melee reaches adjacent squares only (rule A9).',
      },
    };
  if (distance <= base)
    return {
      rangeChips: {
        needed: 0,
        warning: `A Range chip would add nothing: ${them.name} is already in range (${distance} squares, range ${base}).`,
      },
    };
  const needed = Math.ceil((distance - base) / state.options.chipValue);
  return { rangeChips: { needed: needed <= me.chips.range ? needed : null } };
}

function chipLimit(me: Combatant, kind: 'attack' | 'range'): { most: number; disabled?: string } {
  return me.chips[kind] > 0
    ? { most: me.chips[kind] }
    : {
        most: 0,
        disabled: `${me.name} has no ${kind === 'attack' ? 'Attack' : 'Range'} chip left today (rule H3).`,
      };
}

function none(): AttackOptions['chips'] {
  return { attack: { most: 0 }, range: { most: 0 } };
}
