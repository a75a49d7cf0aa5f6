import type { Square } from '../model/geometry.ts';
import type { GameMap } from '../model/map.ts';
import { coverBetween, type CoverVerdict } from '../grid/coverBetween.ts';
import type { Blocker } from '../grid/lineOfSight.ts';
import { rankOf } from '../grid/rankOf.ts';
import type { DamageType } from '../rules/damageTypes.ts';
import { DEFAULT_RULES_OPTIONS, type RulesOptions } from '../rules/rulesOptions.ts';
import type { WeaponTrait } from '../rules/weapons.ts';
import { chipEffects, type ChipEffect } from './chipEffects.ts';
import { judgeReach, nonNegative } from './judgeReach.ts';

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
  /** H1, H2: what each kind of chip anted did, in words, none left unsaid (empty without chips). */
  chipEffects: ChipEffect[];
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
  // What the Attack would be without the attack-mode chips: cover may halve them to nothing.
  const chipAttack = attackMode === 'attack' ? attackChips * options.chipValue : 0;
  const attackWithoutChips =
    chipAttack === 0
      ? attack
      : options.attackChipBeforeCover
        ? (cover
            ? Math.ceil((attackBeforeCover - chipAttack) / 2)
            : attackBeforeCover - chipAttack) + sum(lateAttackModifiers)
        : attack - chipAttack;

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
  let damageChipsAdded = 0;
  if (
    attackMode === 'damage' &&
    attackChips > 0 &&
    (baseDamage > 0 || !options.damageChipOnlyOnDamage)
  ) {
    damageChipsAdded = attackChips * options.chipValue;
    damageModifiers.push({ source: 'Attack chips (damage)', value: damageChipsAdded, rule: 'A7' });
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
    chipEffects: chipEffects(
      {
        attackChips,
        attackMode,
        rangeChips: attacker.chips?.range ?? 0,
        melee: weapon.melee,
        distance,
        range,
        attack,
        attackWithoutChips,
        cover,
        baseDamage,
        damageChipsAdded,
      },
      options,
    ),
  };
}

function sum(modifiers: readonly Modifier[]): number {
  return modifiers.reduce((total, m) => total + m.value, 0);
}
