/**
 * E4 (closed): a step costs 1 movement like any other, jumping down included; E3: passages carry
 * no movement penalty. So every step costs the same, and that cost is not a house rule.
 */
export const STEP_COST = 1;
