/**
 * The bounds of the Dealer's adjustments, one place for the schema and for legalActions' templates.
 * HP: no track in the rules runs past 99 (B2: 9 + 3 per upgrade). Chips: an award is a handful,
 * not a refill of a whole build (B2 buys chips one point each).
 */
export const DEALER_BOUNDS = {
  hpChange: { min: -99, max: 99 },
  chipAward: { min: 1, max: 10 },
} as const;
