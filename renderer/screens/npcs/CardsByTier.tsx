import type { ReactNode } from 'react';
import { tierName } from '../../../engine/skirmish.ts';
import { cardKey, cardsByTier, type ListedCard } from './npcLibrary.ts';
import { TierBadge } from './TierBadge.tsx';

/**
 * The NPC cards by tier (N1, N2): Red, Blue and Green, each under its shape and name, its cards
 * as `renderCard` draws them (a button on the cards screen, a draggable card in the encounter
 * builder). A tier with no card says so.
 */
export function CardsByTier({
  cards,
  renderCard,
  idPrefix,
}: {
  cards: readonly ListedCard[];
  renderCard: (listed: ListedCard) => ReactNode;
  idPrefix: string;
}) {
  return (
    <div className="cards-by-tier">
      {cardsByTier(cards).map(({ tier, cards: ofTier }) => (
        <section
          key={tier}
          className={`tier-group tier-group-${tier}`}
          aria-labelledby={`${idPrefix}-${tier}`}
        >
          <h3 id={`${idPrefix}-${tier}`}>
            <TierBadge tier={tier} /> {tierName(tier)}
          </h3>
          {ofTier.length === 0 ? (
            <p className="muted small">No {tierName(tier)} card yet.</p>
          ) : (
            <ul>
              {ofTier.map((listed) => (
                <li key={cardKey(listed)}>{renderCard(listed)}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
