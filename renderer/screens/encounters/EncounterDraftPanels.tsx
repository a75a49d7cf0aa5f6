import type { Token } from '../../../engine/skirmish.ts';
import { moveSeat, seatingOf, withRules, type EncounterDraft } from './encounterDraft.ts';
import { HouseRulesChoice } from './HouseRulesChoice.tsx';
import { SeatingPanel } from './SeatingPanel.tsx';

/**
 * The draft beside the board: the placed cast in seating order (each seat moved, hidden or
 * removed), the house rules, and the Dealer's notes.
 */
export function EncounterDraftPanels({
  draft,
  tokens,
  onDraft,
  onRemove,
}: {
  draft: EncounterDraft;
  /** The cast on the map now. */
  tokens: readonly Token[];
  onDraft: (change: (d: EncounterDraft) => EncounterDraft) => void;
  /** Takes a placed token off the map. */
  onRemove: (id: string) => void;
}) {
  const seating = seatingOf(draft, tokens);
  return (
    <>
      <SeatingPanel
        seating={seating}
        tokens={tokens}
        seats={draft.seats}
        onMove={(id, by) => onDraft((d) => ({ ...d, order: moveSeat(seating, id, by) }))}
        onHidden={(id, hidden) =>
          onDraft((d) => ({
            ...d,
            seats: { ...d.seats, [id]: { ...d.seats[id]!, hidden } },
          }))
        }
        onRemove={onRemove}
      />
      <HouseRulesChoice
        rules={draft.rules}
        onChange={(rules) => onDraft((d) => withRules(d, rules))}
      />
      <section className="panel" aria-labelledby="encounter-notes-title">
        <h2 id="encounter-notes-title">Dealer notes</h2>
        <textarea
          aria-labelledby="encounter-notes-title"
          className="encounter-notes"
          rows={5}
          value={draft.dealerNotes}
          onChange={(e) => {
            const dealerNotes = e.target.value;
            onDraft((d) => ({ ...d, dealerNotes }));
          }}
        />
        <p className="muted small">Never shown on the players’ view.</p>
      </section>
    </>
  );
}
