import type { Pending } from './PendingPrompt.tsx';
import type { Summary } from './useSavedMaps.ts';

/**
 * The saved maps, each loaded, renamed, duplicated or deleted from its row (a change asked first,
 * through `onPending`). A map the store cannot read is listed with its problem instead.
 */
export function SavedMapList({
  saves,
  busy,
  onLoad,
  onPending,
}: {
  saves: readonly Summary[];
  busy: boolean;
  onLoad: (name: string) => void;
  onPending: (pending: Pending) => void;
}) {
  return (
    <>
      <h3>Saved maps</h3>
      {saves.length === 0 ? (
        <p className="empty">No saved maps yet.</p>
      ) : (
        <ul className="save-list" aria-label="Saved maps">
          {saves.map((s) => (
            <li key={s.name} className={s.problem ? 'problem' : undefined}>
              <div
                className="save-name"
                title={s.problem ?? `Saved ${new Date(s.savedAt).toLocaleString()}`}
              >
                {s.problem ? '⚠ ' : ''}
                {s.name}
              </div>
              {s.problem ? (
                <p className="problem-text">{s.problem}</p>
              ) : (
                <div className="save-actions">
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => onLoad(s.name)}
                    aria-label={`Load ${s.name}`}
                  >
                    Load
                  </button>
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => onPending({ kind: 'rename', from: s.name, to: s.name })}
                  >
                    Rename
                  </button>
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() =>
                      onPending({ kind: 'duplicate', from: s.name, to: `${s.name} copy` })
                    }
                  >
                    Duplicate
                  </button>
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => onPending({ kind: 'delete', name: s.name })}
                  >
                    Delete
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
