import { TIER_SHAPES, tierLabel, tierName, type ThreatTier } from '../../../engine/skirmish.ts';

/**
 * N2: a threat tier as colour, shape and text together — a red diamond, a blue square, a green
 * circle, each with its label ("R3") — so no one needs colour vision to read it. The screen
 * reader hears "Red 3". Without a level (a tier's heading) it is the shape alone, for the tier's
 * name written beside it.
 */
export function TierBadge({ tier, level }: { tier: ThreatTier; level?: number }) {
  const shape = TIER_SHAPES[tier];
  if (level === undefined)
    return (
      <span className={`tier-badge tier-${tier}`} aria-hidden="true" data-shape={shape}>
        <TierShape shape={shape} />
      </span>
    );
  return (
    <span
      className={`tier-badge tier-${tier}`}
      role="img"
      aria-label={`${tierName(tier)} ${level}`}
      data-shape={shape}
    >
      <TierShape shape={shape} />
      <span className="tier-text" aria-hidden="true">
        {tierLabel(tier, level)}
      </span>
    </span>
  );
}

function TierShape({ shape }: { shape: (typeof TIER_SHAPES)[ThreatTier] }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="tier-shape">
      {shape === 'diamond' && <polygon points="10,1 19,10 10,19 1,10" />}
      {shape === 'square' && <rect x="2.5" y="2.5" width="15" height="15" />}
      {shape === 'circle' && <circle cx="10" cy="10" r="8.5" />}
    </svg>
  );
}
