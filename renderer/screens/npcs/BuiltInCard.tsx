import type { NpcCard } from '../../../engine/skirmish.ts';
import { NpcCardView } from './NpcCardView.tsx';

/** A built-in example card, read-only: the Dealer changes a duplicate of it instead. */
export function BuiltInCard({ card, onDuplicate }: { card: NpcCard; onDuplicate: () => void }) {
  return (
    <>
      <NpcCardView card={card} />
      <p className="muted small">Built in: read-only.</p>
      <button type="button" onClick={onDuplicate}>
        Duplicate
      </button>
    </>
  );
}
