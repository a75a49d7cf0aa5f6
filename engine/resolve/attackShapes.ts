/**
 * What an attack is resolved from and what it comes to: the shapes resolveAttack takes and returns,
 * apart from it so the reach check (judgeReach) and the callers share them without a cycle.
 */
import type { Square } from '../model/geometry.ts';
import type { CoverVerdict } from '../grid/coverBetween.ts';
import type { Blocker } from '../grid/lineOfSight.ts';
import type { DamageType } from '../rules/damageTypes.ts';
import type { WeaponTrait } from '../rules/weapons.ts';
import type { ChipEffect } from './chipEffects.ts';

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
