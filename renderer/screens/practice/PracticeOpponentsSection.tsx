import { CardsByTier } from '../npcs/CardsByTier.tsx';
import { cardKey, type ListedCard } from '../npcs/npcLibrary.ts';
import { TierBadge } from '../npcs/TierBadge.tsx';

/** Step 3 of a practice: the NPC cards the computer plays, by threat tier. */
export function PracticeOpponentsSection({
  cards,
  opponents,
  npcSquares,
  problems,
  onToggle,
}: {
  cards: readonly ListedCard[];
  /** The keys (cardKey) of the cards picked, in the order they were picked. */
  opponents: readonly string[];
  npcSquares: number;
  /** The saves that are not cards this version can read, each with why. */
  problems: readonly string[];
  onToggle: (key: string) => void;
}) {
  return (
    <section
      className="panel practice-panel practice-opponents"
      aria-labelledby="practice-opponents-title"
    >
      <h2 id="practice-opponents-title">3. Opponents</h2>
      <p className="muted small">
        NPC cards by threat tier, played by the computer: up to {npcSquares}.
      </p>
      <CardsByTier
        cards={cards}
        idPrefix="practice-tier"
        renderCard={(listed) => (
          <label className="practice-choice">
            <input
              type="checkbox"
              checked={opponents.includes(cardKey(listed))}
              onChange={() => onToggle(cardKey(listed))}
            />
            <TierBadge tier={listed.card.tier.color} level={listed.card.tier.level} />
            <span className="practice-choice-name">{listed.card.name}</span>
            <span className="muted small">
              {listed.source === 'example' ? 'built in' : 'yours'}
            </span>
          </label>
        )}
      />
      {problems.length > 0 && (
        <div className="error small" role="alert">
          <p>These saves are not cards this version can read:</p>
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
