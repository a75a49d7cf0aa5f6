import { useEffect, useState } from 'react';
import type { MethodOutput } from '../../../electron/contract.ts';
import type { AppBridge } from '../../bridge/appBridge.ts';
import { KIND_WORDS } from './libraryKinds.ts';

type TrashEntry = MethodOutput<'listTrash'>[number];

/**
 * The deleted saves (issue 16, item 4): a delete moves a save to the trash, and here it comes
 * back under its own name, refused in the store's words while another save has that name. Read
 * again whenever the library's list changes (`listed`), so a delete shows at once.
 */
export function TrashPanel({
  bridge,
  listed,
  onRestored,
}: {
  bridge: AppBridge;
  /** The library's current list: a new one means a save may have gone to the trash. */
  listed: unknown;
  onRestored: (name: string) => void;
}) {
  const [trash, setTrash] = useState<TrashEntry[]>([]);
  const [refused, setRefused] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void bridge.listTrash({}).then((result) => {
      if (live && result.ok) setTrash(result.value);
    });
    return () => {
      live = false;
    };
  }, [bridge, listed]);
  if (trash.length === 0 && !refused) return null;

  const restore = async (entry: TrashEntry) => {
    const result = await bridge.restoreSave({ kind: entry.kind, file: entry.file });
    if (!result.ok) return setRefused(result.error.message);
    // The Library says it restored, beside the save it lists again.
    setRefused(null);
    onRestored(result.value.name);
  };

  return (
    <details className="library-trash">
      <summary>
        Deleted saves <span className="count">{trash.length}</span>
      </summary>
      {refused && (
        <p role="alert" className="error">
          {refused}
        </p>
      )}
      <ul aria-label="Deleted saves">
        {trash.map((entry) => (
          <li key={`${entry.kind}/${entry.file}`}>
            <span>
              {entry.name}{' '}
              <span className="muted">
                ({KIND_WORDS[entry.kind].one}, deleted {new Date(entry.deletedAt).toLocaleString()})
              </span>
            </span>
            <button
              type="button"
              className="quiet"
              aria-label={`Restore ${entry.name}`}
              aria-disabled={entry.problem ? true : undefined}
              title={entry.problem ?? undefined}
              onClick={() => {
                if (!entry.problem) void restore(entry);
              }}
            >
              Restore
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
