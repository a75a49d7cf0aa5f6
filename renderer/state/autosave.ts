import { sessionToSave, type Session } from '../../engine/skirmish.ts';
import { autosaveWriter, type AutosaveOptions } from '../../common/autosaveWriter.ts';
import type { CallError, CallResult } from '../../electron/contract.ts';
import type { AppBridge } from '../bridge/appBridge.ts';
import type { RoomSaveReport, RoomSaving } from '../room/roomSaving.ts';
import { autosaveEach } from './autosaveEach.ts';
import { createStore, type Store } from '../../common/store.ts';
import { clearUnsaved, stashUnsaved } from './unsavedStash.ts';
import type { TableStore } from './tableStore.ts';

/** Actions come in bursts (a move, an attack's steps); one write per burst is enough. */
const DEBOUNCE_MS = 700;

export interface AutosaveStatus {
  state: 'idle' | 'saving' | 'saved' | 'failed';
  message: string;
  /** How many logged actions the last write that succeeded held: what a reload would resume. */
  savedActions?: number;
}

/**
 * Nothing lost on a crash: every accepted action is followed, shortly, by the whole session
 * written to the store, atomically (electron/store), through autosaveWriter. A failure is shown,
 * never swallowed. Returns a function that stops autosaving, writing any pending change first.
 */
export function startAutosave(
  table: TableStore,
  bridge: AppBridge,
  status: Store<AutosaveStatus>,
  name: string,
  options: AutosaveOptions & {
    /** A write the store refused: the table is told (a lost lease makes it read-only). */
    onRefused?: (error: CallError) => void;
    /**
     * Where the window keeps, as the page goes, what the store has not confirmed
     * (unsavedStash.ts); none keeps nothing.
     */
    stash?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
    /**
     * The table room, which writes the autosave itself once it holds the table (issue 38): the
     * window then only hears what each write came to. None, or a host with no room: the window
     * writes.
     */
    room?: RoomSaving | null;
  } = {},
): () => Promise<void> {
  const room = options.room ?? null;
  const savedTo = options.target ?? createStore<string | null>(null);
  const save = autosaveWriter(bridge, name, { ...options, target: savedTo });
  room?.writeTo({ name, target: savedTo, ...(options.owner ? { owner: options.owner } : {}) });
  // The session as the store last confirmed it: the table as it began (resumed from the store,
  // or a new table with nothing done) counts as saved.
  let confirmed = table.session.get();
  const told = (session: Session | null, result: CallResult<{ name: string }>) => {
    if (result.ok && session) {
      confirmed = session;
      if (session === table.session.get()) clearUnsaved(options.stash ?? null);
    }
    if (!result.ok) options.onRefused?.(result.error);
    status.set(
      result.ok
        ? {
            state: 'saved',
            message: `Autosaved at ${new Date().toLocaleTimeString()} as “${result.value.name}”`,
            ...(session ? { savedActions: session.log.length } : {}),
          }
        : { state: 'failed', message: `Autosave failed: ${result.error.message}` },
    );
  };
  const tellReport = (report: RoomSaveReport) =>
    report.ok
      ? told(report.session, { ok: true, value: { name: report.name } })
      : told(null, report);
  const stopReports = room?.onReport(tellReport);
  const stopWriting = autosaveEach(
    table.session,
    async (session) => {
      if (room && (await room.roomWrites())) {
        // The room wrote it before it answered: what it said is told as it comes (onReport),
        // and again here, after a "Saving…" that fell due once it had.
        const report = await room.written(session);
        if (report) tellReport(report);
        return;
      }
      told(session, await save(session));
    },
    {
      debounceMs: DEBOUNCE_MS,
      onDue: () => status.set({ state: 'saving', message: 'Saving…' }),
    },
  );
  const keepWhenGone = () => {
    const session = table.session.get();
    if (session === confirmed || !options.stash) return;
    const claimedAs = savedTo.get();
    stashUnsaved(options.stash, {
      name: claimedAs ?? name,
      claimed: claimedAs !== null || options.resumed === true,
      ...(options.owner ? { owner: options.owner } : {}),
      data: sessionToSave(session),
    });
  };
  // The page itself (none where the tests run the table without a browser).
  const page = typeof window === 'undefined' ? null : window;
  page?.addEventListener('pagehide', keepWhenGone);
  return async () => {
    page?.removeEventListener('pagehide', keepWhenGone);
    await stopWriting();
    stopReports?.();
  };
}

export function autosaveStatus(): Store<AutosaveStatus> {
  return createStore<AutosaveStatus>({ state: 'idle', message: '' });
}
