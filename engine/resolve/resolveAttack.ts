import type { Square } from '../model/geometry.ts';
import type { GameMap } from '../model/map.ts';
import { coverBetween, type CoverVerdict } from '../grid/coverBetween.ts';
import { distance as chebyshev } from '../grid/distance.ts';
import { lineOfSight, type Blocker } from '../grid/lineOfSight.ts';
import { rankOf } from '../grid/rankOf.ts';
import { requireOnMap } from '../grid/requireOnMap.ts';
import { squareName } from '../grid/squareName.ts';
import { findNamedTrait } from '../rules/costs.ts';
import type { DamageType } from '../rules/damageTypes.ts';
import { RulesInputError } from '../rules/rulesInputError.ts';
import { DEFAULT_RULES_OPTIONS, type RulesOptions } from '../rules/rulesOptions.ts';
import { findWeapon, isMeleeTrait, isWeaponTrait, type WeaponTrait } from '../rules/weapons.ts';

export interface AttackerInput {
  at: Square;
  /** A2: a card from hand (its Attack value), with the character's base weapon trait… */
  card?: { attack: number };
  /** …or an equipped weapon card, by its W1 name. */
  weapon?: string;
  /** B3: the base weapon trait for a card attack. */
  trait?: string;
  /** A2/A4: the ammunition card's modifier. */
  ammo?: number;
  /** A1: Range purchases (B2). */
  rangeBonus?: number;
  /** D6: a shotgun fires a Slug. */
  slug?: boolean;
  /** H1/H2: Attack chips (declared for attack or damage) and Range chips. */
  chips?: { attack?: number; attackMode?: 'attack' | 'damage'; range?: number };
  /** B4: named traits (Blade Master…). */
  traits?: readonly string[];
  /** A4: other ability modifiers to Attack (R2: a card in play), added before cover. */
  modifiers?: readonly Modifier[];
}

export interface DefenderInput {
  at: Square;
  hp: number;
  /** A8: remaining capacity of damage-absorbing gear. */
  gear?: number;
  /** A3: the Defend value of the card played; 0 or absent when none. */
  defend?: number;
  /** A6: gear and ability modifiers to Defense. */
  defenseModifier?: number;
  /** H1: Defense chips. */
  chips?: { defense?: number };
}

export interface Modifier {
  source: string;
  value: number;
  rule: string;
}

export interface AttackWeapon {
  name: string;
  trait: WeaponTrait;
  damageType: DamageType;
  melee: boolean;
  baseAttack: number;
  range: number;
}

export type IllegalAttack = {
  legal: false;
  reason: 'out_of_range' | 'no_line_of_sight';
  distance: number;
  range: number;
  blocker: Blocker | null;
  message: string;
};

/** Every intermediate value of a resolved attack, in the order the table sees them. */
export interface LegalAttack {
  legal: true;
  distance: number;
  range: number;
  weapon: AttackWeapon;
  /** A4: the card's or weapon's Attack, after Buckshot falloff (D5). */
  baseAttack: number;
  falloff: number;
  attackModifiers: Modifier[];
  attackBeforeCover: number;
  /** G4–G7 for ranged attacks; null for melee, which ignores cover (A9). */
  coverVerdict: CoverVerdict | null;
  cover: boolean;
  /** A5: the total after cover. */
  attack: number;
  defenseModifiers: Modifier[];
  defense: number;
  /** A7: Attack − Defense, at least 0, before the bonuses that need damage. */
  baseDamage: number;
  damageModifiers: Modifier[];
  damage: number;
  /** A8: the part gear took, then what went to HP. */
  absorbed: number;
  hpDamage: number;
  gear: number;
  hp: number;
  dead: boolean;
}

export type AttackResolution = IllegalAttack | LegalAttack;

/**
 * A1–A9, D1–D6, E1, E2, H1: resolves one attack and returns every step. Range is checked before
 * LOS (A1). The numbers:
 *  - A4: card or weapon Attack (Buckshot falloff first, D5) + ammunition + attack-mode Attack chips
 *    + elevation (E1: +1, never more) + Blade Master with a Blade (B4);
 *  - A5: under cover (ranged only), halved, rounded up;
 *  - A6: Defend card + Defense chips + elevation + gear modifiers;
 *  - A7: damage = Attack − Defense, at least 0; if any, +1 for a Rifle (D4) and +1 per damage-mode
 *    Attack chip;
 *  - A8: gear absorbs first, then HP, never below 0; HP 0 is dead.
 */
export function resolveAttack(
  map: GameMap,
  attacker: AttackerInput,
  defender: DefenderInput,
  options: RulesOptions = DEFAULT_RULES_OPTIONS,
): AttackResolution {
  const reach = judgeReach(map, attacker, defender, options);
  if (!reach.legal) return reach;
  const { weapon, slug, traits, attackChips, attackMode, distance, range } = reach;

  // A4, D5: Buckshot falls off before any modifier; a Slug does not (D6 house).
  const buckshot = weapon.damageType === 'buckshot';
  const falloff = buckshot ? Math.floor((distance - 1) / options.buckshotFalloffEvery) : 0;
  const baseAttack = buckshot
    ? Math.max(options.buckshotMinAttack, weapon.baseAttack - falloff)
    : weapon.baseAttack;
  const coverVerdict =
    weapon.melee && options.meleeIgnoresCover
      ? null
      : coverBetween(map, attacker.at, defender.at, { slug }, options);
  const attackerRank = rankOf(map, attacker.at);
  const defenderRank = rankOf(map, defender.at);
  const attackModifiers: Modifier[] = [];
  const lateAttackModifiers: Modifier[] = [];
  if (attacker.ammo)
    attackModifiers.push({ source: 'ammunition', value: attacker.ammo, rule: 'A2' });
  if (attackMode === 'attack' && attackChips > 0) {
    (options.attackChipBeforeCover ? attackModifiers : lateAttackModifiers).push({
      source: 'Attack chips',
      value: attackChips * options.chipValue,
      rule: 'H1',
    });
  }
  if (attackerRank > defenderRank)
    attackModifiers.push({ source: 'higher ground', value: 1, rule: 'E1' });
  for (const modifier of attacker.modifiers ?? []) attackModifiers.push(modifier);
  if (weapon.trait === 'blade' && traits.includes('Blade Master')) {
    attackModifiers.push({
      source: 'Blade Master',
      value: options.bladeMasterAttackBonus,
      rule: 'B4',
    });
  }
  const attackBeforeCover = baseAttack + sum(attackModifiers);
  const cover = coverVerdict?.cover ?? false;
  const attack =
    (cover ? Math.ceil(attackBeforeCover / 2) : attackBeforeCover) + sum(lateAttackModifiers);

  const defenseModifiers: Modifier[] = [];
  const defend = nonNegative(defender.defend ?? 0, 'defender.defend');
  const defenseChips = nonNegative(defender.chips?.defense ?? 0, 'defender.chips.defense');
  if (defenseChips > 0)
    defenseModifiers.push({
      source: 'Defense chips',
      value: defenseChips * options.chipValue,
      rule: 'H1',
    });
  if (defender.defenseModifier)
    defenseModifiers.push({
      source: 'gear and abilities',
      value: defender.defenseModifier,
      rule: 'A6',
    });
  if (defenderRank > attackerRank)
    defenseModifiers.push({ source: 'higher ground', value: 1, rule: 'E1' });
  const defense = defend + sum(defenseModifiers);

  const baseDamage = Math.max(0, attack - defense);
  const damageModifiers: Modifier[] = [];
  if (baseDamage > 0 && weapon.damageType === 'rifle')
    damageModifiers.push({ source: 'Rifle', value: 1, rule: 'D4' });
  if (
    attackMode === 'damage' &&
    attackChips > 0 &&
    (baseDamage > 0 || !options.damageChipOnlyOnDamage)
  ) {
    damageModifiers.push({
      source: 'Attack chips (damage)',
      value: attackChips * options.chipValue,
      rule: 'A7',
    });
  }
  const damage = baseDamage + sum(damageModifiers);

  const hpBefore = nonNegative(defender.hp, 'defender.hp');
  const gearBefore = nonNegative(defender.gear ?? 0, 'defender.gear');
  const absorbed = Math.min(gearBefore, damage);
  const hpDamage = Math.min(hpBefore, damage - absorbed);
  const hp = hpBefore - hpDamage;
  return {
    legal: true,
    distance,
    range,
    weapon,
    baseAttack,
    falloff: buckshot ? weapon.baseAttack - baseAttack : 0,
    attackModifiers: [...attackModifiers, ...lateAttackModifiers],
    attackBeforeCover,
    coverVerdict,
    cover,
    attack,
    defenseModifiers,
    defense,
    baseDamage,
    damageModifiers,
    damage,
    absorbed,
    hpDamage,
    gear: gearBefore - absorbed,
    hp,
    dead: hp === 0,
  };
}

/** An attack that reaches its target (A1), with what the rest of the resolution needs. */
interface Reach {
  legal: true;
  weapon: AttackWeapon;
  slug: boolean;
  traits: string[];
  attackChips: number;
  attackMode: 'attack' | 'damage';
  distance: number;
  range: number;
}

/**
 * A1, A9: whether the attack may be made at all — range, then line of sight — after checking the
 * inputs. The first part of resolveAttack, and all of attackIsLegal: what it returns, and every
 * error it throws, is the same for both.
 */
function judgeReach(
  map: GameMap,
  attacker: AttackerInput,
  defender: Pick<DefenderInput, 'at'>,
  options: RulesOptions,
): Reach | IllegalAttack {
  requireOnMap(map, attacker.at, 'attacker.at');
  requireOnMap(map, defender.at, 'defender.at');
  if (attacker.at[0] === defender.at[0] && attacker.at[1] === defender.at[1]) {
    throw new RulesInputError('defender.at', 'the defender stands on the attacker’s square');
  }
  const weapon = attackWeapon(attacker, options);
  const slug = attacker.slug ?? false;
  if (slug && weapon.trait !== 'shotgun') {
    throw new RulesInputError(
      'attacker.slug',
      `a Slug is shotgun ammunition; ${weapon.name} is not a shotgun (D6)`,
    );
  }
  const traits = (attacker.traits ?? []).map((name, i) => {
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

  // A1: range, then line of sight. A9: melee reaches adjacent squares only.
  const distance = chebyshev(attacker.at, defender.at);
  const range = reachOf(weapon, rangeBonus, rangeChips, options);
  if (distance > range) {
    return {
      legal: false,
      reason: 'out_of_range',
      distance,
      range,
      blocker: null,
      message: `${squareName(defender.at)} is ${distance} squares away; ${weapon.name} reaches ${range}`,
    };
  }
  const sight = lineOfSight(map, attacker.at, defender.at, { slug });
  if (!sight.visible) {
    const what = sight.blocker?.kind === 'door' ? 'a closed door' : 'a wall';
    return {
      legal: false,
      reason: 'no_line_of_sight',
      distance,
      range,
      blocker: sight.blocker,
      message: `no line of sight from ${squareName(attacker.at)} to ${squareName(defender.at)}: ${what} is in the way`,
    };
  }
  return { legal: true, weapon, slug, traits, attackChips, attackMode, distance, range };
}

/**
 * A1: whether resolveAttack would call this attack legal (range, then line of sight), without
 * working out its cover, totals and damage: for callers that only choose a target (the AI).
 */
export function attackIsLegal(
  map: GameMap,
  attacker: AttackerInput,
  defender: Pick<DefenderInput, 'at'>,
  options: RulesOptions = DEFAULT_RULES_OPTIONS,
): boolean {
  return judgeReach(map, attacker, defender, options).legal;
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
  const traitName = (attacker.trait ?? 'pistol').toLowerCase();
  if (!isWeaponTrait(traitName)) {
    throw new RulesInputError(
      'attacker.trait',
      `unknown weapon trait "${attacker.trait}"; one of pistol, shotgun, rifle, blade, body`,
    );
  }
  if (attacker.weapon !== undefined) {
    const card = findWeapon(attacker.weapon);
    if (!card) throw new RulesInputError('attacker.weapon', `unknown weapon "${attacker.weapon}"`);
    const trait: WeaponTrait = card.category;
    return {
      name: card.name,
      trait,
      damageType: damageTypeOf(trait, attacker.slug ?? false, options),
      melee: false,
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
    name: `${traitName[0]!.toUpperCase()}${traitName.slice(1)} card`,
    trait: traitName,
    damageType: damageTypeOf(traitName, attacker.slug ?? false, options),
    melee: isMeleeTrait(traitName),
    baseAttack: attack,
    range: traitRange(traitName, options),
  };
}

/** B2 (closed): Shotgun 6, Rifle 15; B3 (house): Pistol; A9: melee reach. */
function traitRange(trait: WeaponTrait, options: RulesOptions): number {
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

function damageTypeOf(trait: WeaponTrait, slug: boolean, options: RulesOptions): DamageType {
  if (trait === 'shotgun') {
    if (slug) return options.slugHasNoFalloff ? 'slug' : 'buckshot';
    return options.shotgunTraitIsBuckshot ? 'buckshot' : 'pistol';
  }
  return trait;
}

function nonNegative(value: number, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new RulesInputError(field, `must be a number, 0 or more (got ${String(value)})`);
  }
  return value;
}

function sum(modifiers: readonly Modifier[]): number {
  return modifiers.reduce((total, m) => total + m.value, 0);
}
