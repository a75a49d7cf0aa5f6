/** A change to a saved item waiting for the Dealer's word: confirmed, given a name, or cancelled. */
export type Pending =
  | { kind: 'overwrite'; name: string }
  | { kind: 'rename' | 'duplicate'; from: string; to: string }
  | { kind: 'delete'; name: string }
  | { kind: 'load'; name: string };

/**
 * The library's confirmation and naming prompt, one for every list of saves (maps and sessions),
 * so renaming or deleting works and reads the same wherever it is done.
 */
export function PendingPrompt({
  noun,
  pending,
  busy,
  onChange,
  onConfirm,
}: {
  /** What the list holds ("map", "session"): the questions name it. */
  noun: string;
  pending: Pending;
  busy: boolean;
  onChange: (p: Pending | null) => void;
  onConfirm: () => void;
}) {
  if (pending.kind === 'overwrite' || pending.kind === 'delete' || pending.kind === 'load') {
    const question = {
      overwrite: `Replace the saved ${noun} “${pending.name}” with this one?`,
      delete: `Delete “${pending.name}”?`,
      load: `Load “${pending.name}” and end the game on the table? It stays in its autosave, under Sessions.`,
    }[pending.kind];
    return (
      <div className="prompt" role="group" aria-label="Confirm">
        <p>{question}</p>
        <button type="button" disabled={busy} onClick={onConfirm}>
          {{ overwrite: 'Overwrite', delete: 'Delete', load: 'Load' }[pending.kind]}
        </button>
        <button type="button" onClick={() => onChange(null)}>
          Cancel
        </button>
      </div>
    );
  }
  return (
    <form
      className="prompt"
      onSubmit={(e) => {
        e.preventDefault();
        onConfirm();
      }}
    >
      <label htmlFor={`pending-${noun}-name`}>
        {pending.kind === 'rename' ? 'Rename' : 'Duplicate'} “{pending.from}” to
      </label>
      <div className="row">
        <input
          id={`pending-${noun}-name`}
          autoFocus
          value={pending.to}
          onChange={(e) => onChange({ ...pending, to: e.target.value })}
        />
        <button type="submit" disabled={busy}>
          {pending.kind === 'rename' ? 'Rename' : 'Duplicate'}
        </button>
        <button type="button" onClick={() => onChange(null)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
