import { z } from 'zod';
import { attackRefusal } from '../resolve/judgeReach.ts';
import { resolveAttack } from '../resolve/resolveAttack.ts';
import { type AttackerInput, type LegalAttack, type Modifier } from '../resolve/attackShapes.ts';
import { findItem } from '../rules/items.ts';
import type { RulesOptions } from '../rules/rulesOptions.ts';
import { hasChips } from './chipStack.ts';
import type { AttackState, Combatant, GameState } from './gameState.ts';
import { activeCharacter, isDown, turnContext } from './queries.ts';
import { reject, type Rejection } from './rejection.ts';

/**
 * A1, A2, H2: what an attack names: who attacks whom, with a card from hand or the equipped
 * weapon, which ammunition, and the chips anted. DECLARE_ATTACK's schema is this with its type;
 * the preview and the judgement here read the same fields.
 */
export const attackChoiceShape = {
  who: z.string(),
  target: z.string(),
  card: z.string().optional(),
  weapon: z.boolean().optional(),
  ammo: z.string().optional(),
  chips: z
    .object({
      attack: z.number().int().min(0).optional(),
      attackMode: z.enum(['attack', 'damage']).optional(),
      range: z.number().int().min(0).optional(),
    })
    .optional(),
};

type Declare = z.output<z.ZodObject<typeof attackChoiceShape>>;

/** A declaration the rules accept, with what it needs and the attack as it would land undefended. */
export interface PreparedAttack {
  attacker: Combatant;
  target: Combatant;
  declaration: AttackState['declaration'];
  ammo: Combatant['ammo'][number] | undefined;
  /** R3: the shots of the card played (1 for most). */
  shots: number;
  freeShot: boolean;
  /** The attacker as resolveAttack takes it, for this declaration. */
  input: AttackerInput;
}

/**
 * A1, A2, H1–H3, R3, D6: judges a declaration's own parameters — target, card or weapon,
 * ammunition, chips, range and line of sight — without changing anything. declareAttack plays
 * what this accepts; previewAttack shows it before the click. Whether an attack may be declared
 * now at all (the phase, an action left) is the gate's and the turn machine's to say.
 */
export function prepareAttack(state: GameState, action: Declare): PreparedAttack | Rejection {
  const attacker = state.combatants[action.who]!;
  const target = state.combatants[action.target]!;
  if (isDown(target))
    return reject('invalid_target', `${target.name} is down: there is nothing left to attack.`);
  if (target.id === attacker.id)
    return reject('invalid_target', 'A character cannot attack itself.');

  const own = activeCharacter(state) === attacker.id ? turnContext(state) : null;
  const freeShot =
    action.card !== undefined &&
    action.card === state.turn?.freeShotCard &&
    (own?.freeShots ?? 0) > 0;
  let cardAttack: number | undefined;
  let shots = 1;
  if (action.card !== undefined && !freeShot) {
    if (!attacker.hand.includes(action.card))
      return reject('card_not_in_hand', `That card is not in ${attacker.name}'s hand.`);
    const card = attacker.cards[action.card]!;
    cardAttack = card.attack;
    shots = card.shots ?? 1;
    // R3: a multi-shot card must be the first attack of the turn.
    if (shots > 1 && (own?.attacks ?? 0) > 0)
      return reject(
        'multishot_not_first',
        `${card.name} must be the first attack of the turn (rule R3).`,
      );
  } else if (freeShot) {
    cardAttack = attacker.cards[action.card!]!.attack;
  } else if (action.weapon) {
    if (!attacker.weapon)
      return reject('no_weapon', `${attacker.name} has no weapon card equipped.`);
  } else {
    return reject(
      'invalid_action',
      'Attack with a card from hand or with the equipped weapon (rule A2).',
    );
  }

  const chips = {
    attack: action.chips?.attack ?? 0,
    attackMode: action.chips?.attackMode ?? 'attack',
    range: action.chips?.range ?? 0,
  };
  if (!hasChips(attacker, 'attack', chips.attack))
    return reject(
      'chip_spent',
      `${attacker.name} does not have ${chips.attack} Attack chip(s) left today (rule H3).`,
    );
  if (!hasChips(attacker, 'range', chips.range))
    return reject(
      'chip_spent',
      `${attacker.name} does not have ${chips.range} Range chip(s) left today (rule H3).`,
    );
  const ammo =
    action.ammo === undefined ? undefined : attacker.ammo.find((a) => a.id === action.ammo);
  if (action.ammo !== undefined && !ammo)
    return reject('no_ammo', `${attacker.name} has no such ammunition card.`);
  if (ammo && ammo.track.ammoUsed >= ammo.track.max)
    return reject('ammo_spent', `${ammo.name} is used up: its track is full (rule A2).`);

  const declaration: AttackState['declaration'] = {
    ammoModifier: ammo?.modifier ?? 0,
    slug: ammo?.slug ?? false,
    chips,
    delayedBonus: delayedBonus(attacker),
    freeShot,
  };
  if (action.card !== undefined) declaration.card = action.card;
  if (action.weapon && action.card === undefined) declaration.weapon = attacker.weapon;
  if (ammo) declaration.ammo = ammo.id;
  const input = attackerInput(attacker, declaration, cardAttack, state.options);
  let refusal;
  try {
    // Only whether it reaches (A1): the cover and totals wait for the defence (defend), or for a
    // preview that shows them (undefendedAttack).
    refusal = attackRefusal(state.map, input, { at: target.at }, state.options);
  } catch (error) {
    // D6: a Slug is shotgun ammunition; the attack rules refuse it in anything else.
    if (declaration.slug) return reject('slug_not_shotgun', (error as Error).message);
    throw error;
  }
  if (refusal)
    return reject(
      refusal.reason,
      `${attacker.name} cannot attack ${target.name}: ${refusal.message}.`,
    );
  return { attacker, target, declaration, ammo, shots, freeShot, input };
}

/** resolveAttack with no Defense card: range, cover and the Attack total are final here. */
export function undefendedAttack(state: GameState, prepared: PreparedAttack): LegalAttack {
  const { target } = prepared;
  const resolution = resolveAttack(
    state.map,
    prepared.input,
    { at: target.at, hp: target.hp.hpLeft, gear: gearLeft(target) },
    state.options,
  );
  if (!resolution.legal) throw new Error('a prepared attack became illegal');
  return resolution;
}

/**
 * A3–A8: the attack under way resolved against a defence: the Defend value of the card played
 * (0 for none) and the Defense chips anted (H2). The defence handler and legalActions' list of
 * defences ask the same question here.
 */
export function defendedAttack(
  state: GameState,
  defend: number,
  defenseChips: number,
): LegalAttack {
  const attack = state.attack!;
  const attacker = state.combatants[attack.attacker]!;
  const defender = state.combatants[attack.target]!;
  const cardAttack =
    attack.declaration.card !== undefined
      ? attacker.cards[attack.declaration.card]!.attack
      : undefined;
  const resolution = resolveAttack(
    state.map,
    attackerInput(attacker, attack.declaration, cardAttack, state.options),
    {
      at: defender.at,
      hp: defender.hp.hpLeft,
      gear: gearLeft(defender),
      defend,
      chips: { defense: defenseChips },
    },
    state.options,
  );
  if (!resolution.legal)
    throw new Error('an attack declared legal became illegal before its defence');
  return resolution;
}

/** A8: what the target's damage-absorbing gear can still take. */
export function gearLeft(c: Combatant): number {
  return c.gear.reduce((sum, g) => sum + (g.track.max - g.track.gearUsed), 0);
}

/** R2: the Attack bonus of the cards in play whose benefits have begun. */
function delayedBonus(combatant: Combatant): number {
  return combatant.inPlay
    .filter((entry) => entry.active && entry.turnsLeft > 0)
    .reduce((sum, entry) => sum + (combatant.cards[entry.card]!.delayed?.attackBonus ?? 0), 0);
}

/** W3: the Attack the items fitted to this weapon card add (the house Scope's, W5). */
function fittedModifiers(attacker: Combatant, weapon: string, options: RulesOptions): Modifier[] {
  const modifiers: Modifier[] = [];
  for (const f of attacker.fitted) {
    const fitting = f.weapon === weapon ? findItem(f.item)?.fitting : undefined;
    const bonus = fitting ? options[fitting.attackBonusOption] : 0;
    if (bonus) modifiers.push({ source: `${f.item} (fitted)`, value: bonus, rule: 'W3' });
  }
  return modifiers;
}

/** The attacker as resolveAttack takes it, for a declaration. */
export function attackerInput(
  attacker: Combatant,
  declaration: AttackState['declaration'],
  cardAttack: number | undefined,
  options: RulesOptions,
): AttackerInput {
  const modifiers: Modifier[] = declaration.delayedBonus
    ? [{ source: 'card in play', value: declaration.delayedBonus, rule: 'R2' }]
    : [];
  // W3: an item fitted to the weapon card attacking goes with it, and adds what it adds.
  if (declaration.weapon !== undefined)
    modifiers.push(...fittedModifiers(attacker, declaration.weapon, options));
  const input: AttackerInput = {
    at: attacker.at,
    ammo: declaration.ammoModifier,
    rangeBonus: attacker.rangeBonus,
    slug: declaration.slug,
    chips: declaration.chips,
    traits: attacker.traits,
    modifiers,
  };
  if (cardAttack !== undefined) {
    input.card = { attack: cardAttack };
    input.trait = attacker.weaponTrait;
  } else input.weapon = declaration.weapon!;
  return input;
}
