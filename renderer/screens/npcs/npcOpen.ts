import type { NpcCard } from '../../../engine/skirmish.ts';
import { draftFromCard, type NpcDraft } from './npcDraft.ts';
import type { ListedCard } from './npcLibrary.ts';

/** What the right-hand side shows: a card read-only, or one of the Dealer's being edited. */
export type Open =
  | { kind: 'view'; listed: ListedCard }
  /** `save` null: a card not in the library yet (new, or a duplicate). */
  | { kind: 'edit'; save: string | null; id: string | null; draft: NpcDraft; tried: boolean };

export type EditOpen = Extract<Open, { kind: 'edit' }>;

/** One of the Dealer's cards, open in the form as it was saved. */
export function editing(listed: Extract<ListedCard, { source: 'library' }>): EditOpen {
  return {
    kind: 'edit',
    save: listed.save,
    id: listed.card.id,
    draft: draftFromCard(listed.card),
    tried: false,
  };
}

/** A copy of a card, open in the form as a new card under a name of its own. */
export function duplicating(card: NpcCard): EditOpen {
  return {
    kind: 'edit',
    save: null,
    id: null,
    draft: {
      ...draftFromCard(card),
      name: `${card.name} (copy)`,
    },
    tried: false,
  };
}
