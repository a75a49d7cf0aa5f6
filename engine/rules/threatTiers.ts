/** N1 (closed): NPC threat tiers. Red = high, Blue = mid, Green = low. */
export const THREAT_TIERS = ['red', 'blue', 'green'] as const;

export type ThreatTier = (typeof THREAT_TIERS)[number];

/** N2 (house): the tier text, so the tier reads without colour vision ("R3"). */
export function tierLabel(tier: ThreatTier, level: number): string {
  return `${tier[0]!.toUpperCase()}${level}`;
}
