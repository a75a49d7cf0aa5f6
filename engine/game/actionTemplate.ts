import type { Square } from '../model/geometry.ts';
import type { SpendableChipKind } from '../rules/chips.ts';
import type { RulesOptionField } from '../rules/rulesOptionsGuide.ts';
import type { FogMode } from './fogState.ts';

/** A Dealer action with free parameters, and the bounds the engine accepts them in. */
export type ActionTemplate =
  | {
      type: 'SET_RULES';
      /** Each editable house rule, its ledger id and how it is edited (from the schema). */
      fields: readonly { key: string; rule: string; label: string; field: RulesOptionField }[];
    }
  | {
      type: 'CALL_CHECK';
      who: readonly string[];
      checks: readonly string[];
      tn: { min: number; max: number };
    }
  | {
      /** A8: each combatant's HP track; `to` runs 0..max, `by` within `by` (held to the track). */
      type: 'ADJUST_HP';
      combatants: readonly { combatant: string; hpLeft: number; max: number }[];
      by: { min: number; max: number };
    }
  | {
      /** H1: any combatant, any spendable kind (never a tracker chip, H4), `count` at a time. */
      type: 'AWARD_CHIP';
      combatants: readonly string[];
      chips: readonly SpendableChipKind[];
      count: { min: number; max: number };
    }
  | {
      /** The squares free for a token (no cover, no token): any combatant to any of them. */
      type: 'PLACE_TOKEN';
      combatants: readonly string[];
      squares: readonly Square[];
    }
  | {
      /** T1: the seating now; any order of these same ids is accepted (but this one). */
      type: 'SET_SEATING';
      seating: readonly string[];
    }
  | {
      /** Issue 11: the NPCs the Dealer may hide (those on the players' view), or reveal. */
      type: 'HIDE' | 'REVEAL';
      combatants: readonly string[];
    }
  | {
      /** Issue 11: the fog of war's modes, and the fog as it is (any change of it is accepted). */
      type: 'SET_FOG';
      modes: readonly FogMode[];
      mode: FogMode;
      autoReveal: boolean;
    };
