import { useSyncExternalStore } from 'react';
import type { AutosaveStatus } from '../../state/autosave.ts';
import type { Store } from '../../../common/store.ts';

/**
 * The table's save state off the table (issue 13, item 8: always visible): the start screen and
 * the Library say whether the table just left was saved, is being saved, or failed to be. Nothing
 * while no table has written this visit (its saves are then all in the library already).
 */
export function AutosaveLine({ status }: { status: Store<AutosaveStatus> }) {
  const autosave = useSyncExternalStore(status.subscribe, status.get);
  if (autosave.state === 'idle') return null;
  return (
    <span
      className={`autosave-line ${autosave.state}`}
      role={autosave.state === 'failed' ? 'alert' : 'status'}
      data-testid="table-save-state"
      title={autosave.message}
    >
      {autosave.state === 'saving' ? 'Last table: saving…' : `Last table: ${autosave.message}`}
    </span>
  );
}
