import type { Square } from '../model/geometry.ts';
import type { GameMap } from '../model/map.ts';
import { distance as chebyshev } from '../grid/distance.ts';
import { lineOfSight } from '../grid/lineOfSight.ts';
import { requireOnMap } from '../grid/requireOnMap.ts';
import { squareName } from '../grid/squareName.ts';
import { findNamedTrait, type NamedTrait } from '../rules/costs.ts';
import type { DamageType } from '../rules/damageTypes.ts';
import { RulesInputError } from '../rules/rulesInputError.ts';
import { DEFAULT_RULES_OPTIONS, type RulesOptions } from '../rules/rulesOptions.ts';
import {
  WEAPON_TRAITS,
  findWeapon,
  isMeleeTrait,
  isWeaponTrait,
  type WeaponCard,
  type WeaponTrait,
} from '../rules/weapons.ts';
import type { AttackWeapon, AttackerInput, DefenderInput, IllegalAttack } from './attackShapes.ts';

/**
 * A1, A9: whether an attack may be made at all — in range, then in line of sight — the first
 * step of resolveAttack, with the inputs it checks first. Apart so that a caller that only asks
 * whether an attack would be legal (a declaration before its defence; the AI choosing a target)
 * does not pay for cover, totals and damage.
 */

/** What the attacker brings, checked: everything of the reach that does not depend on the target. */
interface Armed {
  weapon: AttackWeapon;
  slug: boolean;
  traits: NamedTrait[];
  attackChips: number;
  attackMode: 'attack' | 'damage';
  range: number;
}

/** An attack that reaches its target (A1), with what the rest of the resolution needs. */
export interface Reach extends Armed {
  legal: true;
  distance: number;
}

/**
 * resolveAttack's first step: the inputs checked (in this order, so its errors stay the same),
 * then range, then line of sight.
 */
export function judgeReach(
  map: GameMap,
  attacker: AttackerInput,
  defender: Pick<DefenderInput, 'at'>,
  options: RulesOptions,
): Reach | IllegalAttack {
  requireOnMap(map, attacker.at, 'attacker.at');
  requireOnMap(map, defender.at, 'defender.at');
  requireApart(attacker.at, defender.at);
  return reachVerdict(map, attacker.at, armAttacker(attacker, options), defender.at);
}

/** A1: resolveAttack's refusal of this attack (out of range, or no line of sight), or null. */
export function attackRefusal(
  map: GameMap,
  attacker: AttackerInput,
  defender: Pick<DefenderInput, 'at'>,
  options: RulesOptions = DEFAULT_RULES_OPTIONS,
): IllegalAttack | null {
  const reach = judgeReach(map, attacker, defender, options);
  return reach.legal ? null : reach;
}

/**
 * A1: a judge of targets for one attacker, for a caller that weighs several (the AI): whether
 * resolveAttack would call an attack on a defender standing at `at` legal. The attacker's
 * weapon, traits and chips are checked once, before any target, so an input with faults in both
 * may name the attacker's first; for inputs resolveAttack accepts, the verdict is its own.
 */
export function attackJudge(
  map: GameMap,
  attacker: AttackerInput,
  options: RulesOptions = DEFAULT_RULES_OPTIONS,
): (at: Square) => boolean {
  requireOnMap(map, attacker.at, 'attacker.at');
  const armed = armAttacker(attacker, options);
  return (at) => {
    requireOnMap(map, at, 'defender.at');
    requireApart(attacker.at, at);
    // reachVerdict's two tests, without wording a refusal nobody reads.
    return (
      chebyshev(attacker.at, at) <= armed.range &&
      lineOfSight(map, attacker.at, at, { slug: armed.slug }).visible
    );
  };
}

function requireApart(from: Square, to: Square): void {
  if (from[0] === to[0] && from[1] === to[1])
    throw new RulesInputError('defender.at', 'the defender stands on the attacker’s square');
}

const NO_TRAITS: readonly string[] = [];

function armAttacker(attacker: AttackerInput, options: RulesOptions): Armed {
  const weapon = attackWeapon(attacker, options);
  const slug = attacker.slug ?? false;
  if (slug && weapon.trait !== 'shotgun') {
    throw new RulesInputError(
      'attacker.slug',
      `a Slug is shotgun ammunition; ${weapon.name} is not a shotgun (rule D6)`,
    );
  }
  const traits = (attacker.traits ?? NO_TRAITS).map((name, i) => {
    const trait = findNamedTrait(name);
    if (!trait)
      throw new RulesInputError(
        `attacker.traits[${i}]`,
        `unknown trait "${name}"; the traits are Blade Master, Acrobat, Quickdraw`,
      );
    return trait;
  });
  const chips = attacker.chips ?? {};
  const attackChips = nonNegative(chips.attack ?? 0, 'attacker.chips.attack');
  const rangeChips = nonNegative(chips.range ?? 0, 'attacker.chips.range');
  const rangeBonus = nonNegative(attacker.rangeBonus ?? 0, 'attacker.rangeBonus');
  const attackMode = chips.attackMode ?? 'attack';
  if (attackMode !== 'attack' && attackMode !== 'damage') {
    throw new RulesInputError(
      'attacker.chips.attackMode',
      `must be "attack" or "damage", not "${String(attackMode)}"`,
    );
  }
  const range = reachOf(weapon, rangeBonus, rangeChips, options);
  return { weapon, slug, traits, attackChips, attackMode, range };
}

/** A1: range, then line of sight. A9: melee reaches adjacent squares only. */
function reachVerdict(map: GameMap, from: Square, armed: Armed, to: Square): Reach | IllegalAttack {
  const distance = chebyshev(from, to);
  const { range, weapon, slug } = armed;
  if (distance > range) {
    return {
      legal: false,
      reason: 'out_of_range',
      distance,
      range,
      blocker: null,
      message: `${squareName(to)} is ${distance} squares away; ${weapon.name} reaches ${range}`,
    };
  }
  const sight = lineOfSight(map, from, to, { slug });
  if (!sight.visible) {
    const what = sight.blocker?.kind === 'door' ? 'a closed door' : 'a wall';
    return {
      legal: false,
      reason: 'no_line_of_sight',
      distance,
      range,
      blocker: sight.blocker,
      message: `no line of sight from ${squareName(from)} to ${squareName(to)}: ${what} is in the way`,
    };
  }
  return { legal: true, ...armed, distance };
}

/** A1: how far an attack reaches: weapon range + Range purchases + Range chips; melee reaches 1 (A9). */
function reachOf(
  weapon: AttackWeapon,
  rangeBonus: number,
  rangeChips: number,
  options: RulesOptions,
): number {
  return weapon.melee
    ? options.meleeReach
    : weapon.range + rangeBonus + rangeChips * options.chipValue;
}

/** A1: the reach of an attack as declared, before any target is named (for overlays). */
export function attackReach(
  attacker: AttackerInput,
  options: RulesOptions = DEFAULT_RULES_OPTIONS,
): number {
  return reachOf(
    attackWeapon(attacker, options),
    attacker.rangeBonus ?? 0,
    attacker.chips?.range ?? 0,
    options,
  );
}

/** A2/B3/W1: what the attack is made with. */
function attackWeapon(attacker: AttackerInput, options: RulesOptions): AttackWeapon {
  if (attacker.card && attacker.weapon !== undefined) {
    throw new RulesInputError('attacker', 'attack with a card or with a weapon card, not both');
  }
  // An unknown trait is refused whichever way the attack is made (FORMAT: unknown trait).
  const traitName = attacker.trait === undefined ? 'pistol' : lowerCase(attacker.trait);
  if (!isWeaponTrait(traitName)) {
    throw new RulesInputError(
      'attacker.trait',
      `unknown weapon trait "${attacker.trait}"; one of pistol, shotgun, rifle, blade, body`,
    );
  }
  if (attacker.weapon !== undefined) {
    const card = weaponNamed(attacker.weapon);
    if (!card) throw new RulesInputError('attacker.weapon', `unknown weapon "${attacker.weapon}"`);
    const trait: WeaponTrait = card.category;
    return {
      name: card.name,
      trait,
      damageType: damageTypeOf(trait, attacker.slug ?? false, options),
      // W4: a knife card is a Blade weapon, melee like the Blade trait (A9).
      melee: isMeleeTrait(trait),
      baseAttack: card.attack,
      range: card.range,
    };
  }
  if (!attacker.card)
    throw new RulesInputError('attacker', 'needs a card from hand or a weapon card');
  const attack = attacker.card.attack;
  if (!Number.isInteger(attack) || attack < 0)
    throw new RulesInputError('attacker.card.attack', 'must be a whole number, 0 or more');
  return {
    name: CARD_NAME[traitName],
    trait: traitName,
    damageType: damageTypeOf(traitName, attacker.slug ?? false, options),
    melee: isMeleeTrait(traitName),
    baseAttack: attack,
    range: traitRange(traitName, options),
  };
}

/** What a card attack is called after its trait ("Pistol card"), as the attack steps show it. */
const CARD_NAME: Readonly<Record<WeaponTrait, string>> = Object.fromEntries(
  WEAPON_TRAITS.map((trait) => [trait, `${trait[0]!.toUpperCase()}${trait.slice(1)} card`]),
) as Record<WeaponTrait, string>;

/**
 * Lookups every attack makes (three times per attack, and for each target the AI weighs) with
 * the same few names: kept, so a name is lower-cased and a weapon found once, not each time.
 * Bounded, as the names come from the caller.
 */
const lowered = new Map<string, string>();
const weapons = new Map<string, WeaponCard | undefined>();
const NAMES_KEPT = 256;

function lowerCase(name: string): string {
  let lower = lowered.get(name);
  if (lower === undefined) {
    if (lowered.size >= NAMES_KEPT) lowered.clear();
    lower = name.toLowerCase();
    lowered.set(name, lower);
  }
  return lower;
}

function weaponNamed(name: string): WeaponCard | undefined {
  if (weapons.has(name)) return weapons.get(name);
  if (weapons.size >= NAMES_KEPT) weapons.clear();
  const weapon = findWeapon(name);
  weapons.set(name, weapon);
  return weapon;
}

/** B2 (closed): Shotgun 6, Rifle 15; B3 (house): Pistol; A9: melee reach. */
export function traitRange(trait: WeaponTrait, options: RulesOptions): number {
  switch (trait) {
    case 'pistol':
      return options.pistolRange;
    case 'shotgun':
      return 6;
    case 'rifle':
      return 15;
    default:
      return options.meleeReach;
  }
}

export function damageTypeOf(trait: WeaponTrait, slug: boolean, options: RulesOptions): DamageType {
  if (trait === 'shotgun') {
    if (slug) return options.slugHasNoFalloff ? 'slug' : 'buckshot';
    return options.shotgunTraitIsBuckshot ? 'buckshot' : 'pistol';
  }
  return trait;
}

export function nonNegative(value: number, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new RulesInputError(field, `must be a number, 0 or more (got ${String(value)})`);
  }
  return value;
}
