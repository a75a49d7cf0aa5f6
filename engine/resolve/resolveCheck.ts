import {
  parseCheckName,
  sameCheck,
  type CheckName,
  type Stat,
  type Stats,
} from '../rules/checks.ts';
import { RulesInputError } from '../rules/rulesInputError.ts';
import { DEFAULT_RULES_OPTIONS, type RulesOptions } from '../rules/rulesOptions.ts';
import { readStats } from './readStats.ts';

export interface CheckInput {
  /** `Thievin`, or `Lingual:Spanish` for one tongue. */
  check: string;
  /** Final stats, faction and level bonuses included. */
  stats?: Partial<Stats>;
  /** Trained 1-pt checks (S3), `Lingual:<tongue>` per tongue. */
  trained?: readonly string[];
  card: { attack: number; defend?: number };
  chips?: { attack?: number };
  /** S2: gear bonus. */
  gear?: number;
  /** S5: the Dealer's TN; without it, the table TN (S3). */
  tn?: number;
}

export type CheckResolution =
  | { legal: false; reason: 'untrained'; check: string; message: string }
  | {
      legal: true;
      check: string;
      stat: Stat;
      statValue: number;
      cardValue: number;
      chips: number;
      gear: number;
      total: number;
      tn: number;
      success: boolean;
    };

/**
 * S2–S5: a check. Play a card (S2 house: its Attack value), add the stat, Attack chips (H1: +1 each
 * on a check) and gear; total ≥ TN succeeds. A 1-pt check cannot be made untrained (S4); Thievin
 * uses the higher of Sharp and Smart (S4); the TN is the Dealer's, else the table's (S5).
 */
export function resolveCheck(
  input: CheckInput,
  options: RulesOptions = DEFAULT_RULES_OPTIONS,
): CheckResolution {
  const check = parseCheckName(String(input.check ?? ''));
  if ('error' in check) throw new RulesInputError('check', check.error);
  const stats = readStats(input.stats, 'stats');
  const trained = (input.trained ?? []).map((name, i) => {
    const parsed = parseCheckName(name);
    if ('error' in parsed) throw new RulesInputError(`trained[${i}]`, parsed.error);
    return parsed;
  });
  const { definition } = check;
  if (
    definition.training === 'onePoint' &&
    !options.untrainedOnePointChecksAllowed &&
    !isTrained(check, trained)
  ) {
    return {
      legal: false,
      reason: 'untrained',
      check: check.label,
      message: `${check.label} is a 1-pt check: it needs training (rule S4)`,
    };
  }
  if (!input.card || typeof input.card !== 'object')
    throw new RulesInputError('card', 'a check plays a card (rule S2)');
  const cardValue = options.checkCardValue === 'attack' ? input.card.attack : input.card.defend;
  if (typeof cardValue !== 'number' || !Number.isInteger(cardValue)) {
    throw new RulesInputError(`card.${options.checkCardValue}`, 'must be a whole number');
  }
  const stat = pickStat(definition.stats, stats, options);
  // H1: what the Attack chips add, at the house worth of a chip.
  const chips = nonNegative(input.chips?.attack ?? 0, 'chips.attack') * options.chipValue;
  const gear = typeof input.gear === 'number' ? input.gear : 0;
  const tn = input.tn ?? definition.tn;
  if (typeof tn !== 'number' || !Number.isFinite(tn))
    throw new RulesInputError('tn', 'must be a number');
  const total = cardValue + stats[stat] + chips + gear;
  return {
    legal: true,
    check: check.label,
    stat,
    statValue: stats[stat],
    cardValue,
    chips,
    gear,
    total,
    tn,
    success: total >= tn,
  };
}

function isTrained(check: CheckName, trained: readonly CheckName[]): boolean {
  return trained.some((t) => sameCheck(t, check));
}

/** S3/S4: the stat a check adds; "Sharp and/or Smart" takes the higher. */
function pickStat(candidates: readonly Stat[], stats: Stats, options: RulesOptions): Stat {
  if (candidates.length === 1 || !options.thievinUsesHigherStat) return candidates[0]!;
  return candidates.reduce((best, s) => (stats[s] > stats[best] ? s : best));
}

function nonNegative(value: number, field: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new RulesInputError(field, 'must be a whole number, 0 or more');
  }
  return value;
}
