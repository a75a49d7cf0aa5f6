/** N1 (closed): NPC threat tiers. Red = high, Blue = mid, Green = low. */
export const THREAT_TIERS = ['red', 'blue', 'green'] as const;

export type ThreatTier = (typeof THREAT_TIERS)[number];

/** N2 (house): the tier text, so the tier reads without colour vision ("R3"). */
export function tierLabel(tier: ThreatTier, level: number): string {
  return `${tier[0]!.toUpperCase()}${level}`;
}

/** N2 (house): each tier's shape, drawn with its colour and label so no one needs colour vision. */
export const TIER_SHAPES: Readonly<Record<ThreatTier, 'diamond' | 'square' | 'circle'>> = {
  red: 'diamond',
  blue: 'square',
  green: 'circle',
};

/** N1: the tier's name as the table says it ("Red"). */
export function tierName(tier: ThreatTier): string {
  return `${tier[0]!.toUpperCase()}${tier.slice(1)}`;
}
