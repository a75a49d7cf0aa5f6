import type { SaveDocument } from '../../../engine/core.ts';
import { PRACTICE_RECORD_NAME } from '../../../engine/skirmish.ts';
import type { Pending } from '../../panels/PendingPrompt.tsx';
import { EntryOpeners, type Openers } from './EntryOpeners.tsx';

/**
 * The buttons under the save shown: open it where it has a place, then rename, duplicate or delete
 * it (each asked first, through `onPending`), or export it with what it uses.
 */
export function EntryActions({
  doc,
  busy,
  exporting,
  open,
  onPending,
  onExport,
}: {
  doc: SaveDocument;
  busy: boolean;
  /** A bundle export or import is under way: one at a time. */
  exporting: boolean;
  open: Openers;
  onPending: (pending: Pending) => void;
  onExport: (doc: SaveDocument) => void;
}) {
  return (
    <div className="row actions">
      <EntryOpeners doc={doc} busy={busy} open={open} />
      <button
        type="button"
        className="quiet"
        disabled={busy}
        aria-disabled={renameRefused(doc) ? true : undefined}
        aria-description={renameRefused(doc) ?? undefined}
        title={renameRefused(doc) ?? undefined}
        onClick={() => {
          if (!renameRefused(doc)) onPending({ kind: 'rename', from: doc.name, to: doc.name });
        }}
      >
        Rename
      </button>
      <button
        type="button"
        className="quiet"
        disabled={busy}
        onClick={() => onPending({ kind: 'duplicate', from: doc.name, to: `${doc.name} copy` })}
      >
        Duplicate
      </button>
      <button
        type="button"
        className="quiet"
        disabled={busy}
        onClick={() => onPending({ kind: 'delete', name: doc.name })}
      >
        Delete
      </button>
      <button
        type="button"
        className="quiet"
        disabled={busy || exporting}
        onClick={() => onExport(doc)}
      >
        Export with what it uses
      </button>
    </div>
  );
}

/**
 * Why a save keeps its name, or null: the Practice screen reads and adds to its record under one
 * name, so a renamed record would be left behind and a fresh one started.
 */
function renameRefused(doc: SaveDocument): string | null {
  return doc.kind === 'practice' && doc.name === PRACTICE_RECORD_NAME
    ? `The Practice screen keeps its record under “${PRACTICE_RECORD_NAME}”: renamed, it would start a new one.`
    : null;
}
