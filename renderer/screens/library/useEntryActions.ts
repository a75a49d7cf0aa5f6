import { useState } from 'react';
import { describeIssues, type SaveDocument, type SaveRef } from '../../../engine/core.ts';
import { mapSchema, type GameMap } from '../../../engine/skirmish.ts';
import type { AppBridge } from '../../bridge/appBridge.ts';
import type { Pending } from '../../panels/PendingPrompt.tsx';
import type { AppSettings } from '../../state/settings.ts';
import type { TableStore } from '../../state/tableStore.ts';
import { seatSession, type SeatedSession, type TableSeat } from '../../state/tableSeat.ts';
import { startEncounter } from '../encounters/encounterStart.ts';
import type { Summary } from './LibraryList.tsx';

/** The save shown on the right: read from the store, or why it could not be. */
export type Shown = { entry: Summary; doc: SaveDocument | null; error: string | null };

/**
 * The save the Library shows and what is done with it: read, opened where it has a place, and
 * renamed, duplicated or deleted once the Dealer confirms. The screen's messages (`setError`,
 * `setNote`) and its list (`refresh`, `untick`) are the screen's own, as other panels change them.
 */
export function useEntryActions({
  bridge,
  seat,
  settings,
  onTable,
  onResume,
  onStart,
  refresh,
  untick,
  setError,
  setNote,
}: {
  bridge: AppBridge;
  seat: TableSeat;
  settings: AppSettings;
  onTable: (map: GameMap) => string | null;
  onResume: (seated: SeatedSession) => void;
  onStart: (table: TableStore, map: GameMap) => void;
  refresh: () => Promise<void>;
  untick: (entry: SaveRef) => void;
  setError: (error: string | null) => void;
  setNote: (note: string | null) => void;
}) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [contested, setContested] = useState<SeatedSession | null>(null);
  const [busy, setBusy] = useState(false);

  /** Shows a save; `said` keeps what the last change said of it ("Renamed to …"). */
  async function show(entry: Summary, said = false) {
    if (!said) {
      setError(null);
      setNote(null);
    }
    setPending(null);
    setContested(null);
    if (entry.problem) return setShown({ entry, doc: null, error: entry.problem });
    setShown({ entry, doc: null, error: null });
    const read = await bridge.loadSave({ kind: entry.kind, name: entry.name });
    setShown((now) =>
      now?.entry !== entry
        ? now
        : read.ok
          ? { entry, doc: read.value, error: null }
          : { entry, doc: null, error: read.error.message },
    );
  }

  /** Issue 13, item 3: an encounter started from the Library; a refusal in the engine's words. */
  async function startFrom(doc: SaveDocument) {
    setBusy(true);
    setError(null);
    setNote(null);
    try {
      const started = await startEncounter(bridge, doc.data, settings);
      if (!started.ok) return setError(`“${doc.name}” cannot start: ${started.reason}.`);
      onStart(started.value.table, started.value.map);
    } finally {
      setBusy(false);
    }
  }

  function openMap(doc: SaveDocument) {
    const parsed = mapSchema.safeParse(doc.data);
    if (!parsed.success)
      return setError(
        `“${doc.name}” is not a map this version can show: ${describeIssues(parsed.error, 'data')}`,
      );
    const refused = onTable(parsed.data);
    if (refused) setError(refused);
  }

  async function resume(name: string, takeOver = false) {
    setBusy(true);
    setError(null);
    try {
      const result = await seatSession(bridge, seat, name, { takeOver });
      if (!result.ok) return setError(result.error.message);
      if (result.seated.mode === 'viewing') return setContested(result.seated);
      onResume(result.seated);
    } finally {
      setBusy(false);
    }
  }

  async function confirmPending() {
    if (!pending || !shown || pending.kind === 'overwrite' || pending.kind === 'load') return;
    const { kind } = shown.entry;
    const owner = kind === 'session' ? { owner: seat.owner } : {};
    setBusy(true);
    setError(null);
    setNote(null);
    try {
      if (pending.kind === 'delete') {
        const result = await bridge.deleteSave({ kind, name: pending.name, ...owner });
        if (!result.ok) return setError(result.error.message);
        setNote(`Deleted “${pending.name}” (it is kept in the trash folder).`);
        setShown(null);
        untick(shown.entry);
      } else {
        const { from, to } = pending;
        const result =
          pending.kind === 'rename'
            ? await bridge.renameSave({ kind, from, to, ...owner })
            : await bridge.duplicateSave({ kind, from, to });
        if (!result.ok) return setError(result.error.message);
        if (pending.kind === 'rename') {
          if (kind === 'session') seat.renamed(from, result.value.name);
          untick(shown.entry);
        }
        setNote(
          `${pending.kind === 'rename' ? 'Renamed' : 'Duplicated'} to “${result.value.name}”.`,
        );
        void show(result.value, true);
      }
      setPending(null);
      await refresh();
    } finally {
      setBusy(false);
    }
  }

  return {
    shown,
    pending,
    setPending,
    contested,
    setContested,
    busy,
    show,
    startFrom,
    openMap,
    resume,
    confirmPending,
  };
}
