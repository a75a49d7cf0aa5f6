import { CardsByTier } from './CardsByTier.tsx';
import { cardKey, type CardProblem, type ListedCard } from './npcLibrary.ts';
import { TierBadge } from './TierBadge.tsx';

/**
 * The NPC screen's list: every card by tier as a button (pressed when it is the one open, marked
 * built in or yours), then the saves this version cannot read as cards, each with its reason.
 */
export function NpcCardList({
  cards,
  picked,
  problems,
  onPick,
}: {
  cards: readonly ListedCard[];
  /** The open card's key (cardKey), or null. */
  picked: string | null;
  problems: readonly CardProblem[];
  onPick: (listed: ListedCard) => void;
}) {
  return (
    <nav className="panel npc-list" aria-label="NPC cards">
      <CardsByTier
        cards={cards}
        idPrefix="npc-tier"
        renderCard={(listed) => (
          <button
            type="button"
            className="npc-pick"
            aria-pressed={picked === cardKey(listed)}
            onClick={() => onPick(listed)}
          >
            <TierBadge tier={listed.card.tier.color} level={listed.card.tier.level} />
            <span className="npc-pick-name">{listed.card.name}</span>
            <span className="muted small">
              {listed.source === 'example' ? 'built in' : 'yours'}
            </span>
          </button>
        )}
      />
      {problems.length > 0 && (
        <div className="error small" role="alert">
          <p>These saves are not cards this version can read:</p>
          <ul>
            {problems.map((p) => (
              <li key={p.save}>
                “{p.save}”: {p.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </nav>
  );
}
