import { MAX_DEALER_NOTES } from '../../engine/skirmish.ts';

/** The map library's form: the name to save the map on the table under, and the Dealer's notes. */
export function MapSaveForm({
  name,
  notes,
  busy,
  onName,
  onNotes,
  onSave,
}: {
  name: string;
  notes: string;
  busy: boolean;
  onName: (name: string) => void;
  onNotes: (notes: string) => void;
  onSave: () => void;
}) {
  return (
    <form
      className="save-form"
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <label htmlFor="save-name">Save this map as</label>
      <div className="row">
        <input
          id="save-name"
          value={name}
          onChange={(e) => onName(e.target.value)}
          placeholder="Map name"
          autoComplete="off"
        />
        <button type="submit" disabled={busy}>
          Save
        </button>
      </div>
      {/* Issue 11: the Dealer's own notes, saved with the map, never on the players' view. */}
      <details className="dealer-notes">
        <summary>Dealer notes{notes.trim() ? ' (written)' : ''}</summary>
        <textarea
          aria-label="Dealer notes (never shown to the players)"
          value={notes}
          maxLength={MAX_DEALER_NOTES}
          rows={3}
          onChange={(e) => onNotes(e.target.value)}
        />
        <p className="why">Saved with the map; never on the players&rsquo; view.</p>
      </details>
    </form>
  );
}
