/**
 * Issue 36: three house options bent closed rules, and are brought within them wherever rules
 * options are saved (a session's start and its SET_RULES, an encounter's or a campaign's rules).
 * A fact about the options of that time, named here, not read from today's engine:
 *  - `speedChipMovesInitiative` is gone: a Speed chip can always buy an earlier place (H1,
 *    closed); only how many places is house (T6, `speedChipInitiativePlaces`).
 *  - `maxStepUpRanks` is at least 1: passages are the way up (E3, closed), so 0, which forbade
 *    every climb, passages included, becomes 1.
 *  - `sharedCoverReach` is at least 1: an obstacle the attacker shares never gives cover (G5,
 *    closed), so 0, which let the attacker share none, becomes 1.
 */
export interface ClosedRulesOptions {
  options: unknown;
  /** The Speed chip's initiative was off in these options. */
  speedChipWasOff: boolean;
  /** The climb limit was 0 in these options. */
  climbWasZero: boolean;
  /** The reach of a shared obstacle was 0 in these options. */
  sharingWasZero: boolean;
}

export function closedRulesOptions(options: unknown): ClosedRulesOptions {
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    return { options, speedChipWasOff: false, climbWasZero: false, sharingWasZero: false };
  const { speedChipMovesInitiative, ...rest } = options as Record<string, unknown>;
  const climbWasZero = rest.maxStepUpRanks === 0;
  const sharingWasZero = rest.sharedCoverReach === 0;
  return {
    options: {
      ...rest,
      ...(climbWasZero ? { maxStepUpRanks: 1 } : {}),
      ...(sharingWasZero ? { sharedCoverReach: 1 } : {}),
    },
    speedChipWasOff: speedChipMovesInitiative === false,
    climbWasZero,
    sharingWasZero,
  };
}
