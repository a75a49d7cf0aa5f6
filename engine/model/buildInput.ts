/**
 * A character's build as the rules check it (B1–B4, K1–K6): what the player bought, before any
 * rule has looked at it. The character's model reads its build out in this shape and
 * validateBuild judges it.
 */
import type { SpendableChipKind } from '../rules/chips.ts';
import type { Stats } from '../rules/checks.ts';

export interface SpecialCardInput {
  name: string;
  /** K6: the class whose card it is. */
  class: string;
  /** Special Card Points. */
  cost: number;
  /** K6: stat qualifications, checked against final stats. */
  requires?: Partial<Stats>;
}

export interface BuildInput {
  level: number;
  faction: string;
  class: string;
  /** B3: stat points bought, before faction bonuses. */
  stats?: Partial<Stats>;
  /** B2: Speed +1 and Range +1 purchases. */
  speed?: number;
  range?: number;
  chips?: Partial<Record<SpendableChipKind, number>>;
  weaponTrait?: string;
  traits?: readonly string[];
  characterTraits?: number;
  hpUpgrades?: number;
  trained?: readonly string[];
  specialCards?: readonly SpecialCardInput[];
}
