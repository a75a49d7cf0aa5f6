import { sessionToSave, type Session } from '../../engine/skirmish.ts';
import type { CallError, CallResult, MethodOutput } from '../../electron/contract.ts';
import type { AppBridge } from '../bridge/appBridge.ts';
import { autosaveEach } from './autosaveEach.ts';
import { createStore, type Store } from './store.ts';
import { clearUnsaved, stashUnsaved } from './unsavedStash.ts';
import type { TableStore } from './tableStore.ts';

export interface AutosaveStatus {
  state: 'idle' | 'saving' | 'saved' | 'failed';
  message: string;
  /** How many logged actions the last write that succeeded held: what a reload would resume. */
  savedActions?: number;
}

/** Every table writes its own autosave as it goes; Sessions lists them all. */
export const AUTOSAVE_PREFIX = 'Autosave – ';
/** The store's limit on a save name (electron/store/saveNames.ts). */
const MAX_NAME_LENGTH = 100;
/** Actions come in bursts (a move, an attack's steps); one write per burst is enough. */
const DEBOUNCE_MS = 700;

/**
 * The autosave of a table started on a map at a time: "Autosave – Dusty Crossing – 2025-06-01
 * 20:14:05". One per table, so starting another (a map loaded, the app reopened) never overwrites
 * the autosave of the game before it. Made a valid save name whatever the map is called.
 */
export function autosaveName(mapName: string | undefined, startedAt: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const when =
    `${startedAt.getFullYear()}-${two(startedAt.getMonth() + 1)}-${two(startedAt.getDate())} ` +
    `${two(startedAt.getHours())}:${two(startedAt.getMinutes())}:${two(startedAt.getSeconds())}`;
  // Room for " (50)", should two tables start in the same second.
  const room = MAX_NAME_LENGTH - AUTOSAVE_PREFIX.length - ` – ${when}`.length - 5;
  const title =
    (mapName ?? '')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .replace(/[/\\]/g, '-')
      .replace(/\.{2,}/g, '.')
      .trim()
      .slice(0, room)
      .trim() || 'Untitled map';
  return `${AUTOSAVE_PREFIX}${title} – ${when}`;
}

export function isAutosaveName(name: string): boolean {
  return name.startsWith(AUTOSAVE_PREFIX);
}

/** One autosave write of a session: what the table sends, and the host's answer. */
export type AutosaveWriter = (session: Session) => Promise<CallResult<MethodOutput<'writeSave'>>>;

export interface AutosaveOptions {
  /** The table was resumed from the save `name`, and goes on writing to it. */
  resumed?: boolean;
  /**
   * The window writing (its lease's owner, tableSeat.ts): the store refuses the write if another
   * window has taken the session over, rather than let two windows overwrite each other.
   */
  owner?: string;
  /**
   * The save the table writes to, shared with whoever renames it: null until the first write
   * claims a name. Set to the new name when the session is renamed, so that the next write goes
   * there and does not bring the old name back.
   */
  target?: Store<string | null>;
}

/**
 * The write each autosave makes: the whole session (its start and its log) as one document, under
 * the table's own name. A new table claims its name with its first write, never overwriting
 * another's (two tables started in the same second get "… (2)"); a resumed one (`resumed`) goes on
 * writing to the autosave it came from. Kept apart from the timing in startAutosave, so that the
 * autosave-200 benchmark times this very call.
 *
 * A session's start state (its map, the cast as they began) does not change while the table
 * plays, and on a big map it is most of the document. So once the host holds it, later writes
 * leave it out and name it by the hash the host answered: the store writes the whole document
 * still, with the start it validated. A start the host does not hold (it was restarted) is sent
 * whole again.
 */
export function autosaveWriter(
  bridge: AppBridge,
  name: string,
  { resumed = false, owner, target }: AutosaveOptions = {},
): AutosaveWriter {
  const savedTo = target ?? createStore<string | null>(null);
  if (resumed) savedTo.set(name);
  const who = owner === undefined ? {} : { owner };
  /** The start the host holds for this table, and the hash it named it by. */
  let held: { start: Session['start']; hash: string } | null = null;
  const writeWhole = async (session: Session) => {
    const data = sessionToSave(session);
    const savedAs = savedTo.get();
    if (savedAs !== null)
      return bridge.writeSave({ kind: 'session', name: savedAs, data, overwrite: true, ...who });
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? name : `${name} (${n})`;
      const result = await bridge.writeSave({
        kind: 'session',
        name: candidate,
        data,
        overwrite: false,
        ...who,
      });
      if (!result.ok && result.error.code === 'exists' && n < 50) continue;
      if (result.ok) savedTo.set(result.value.name);
      return result;
    }
  };
  return async (session) => {
    const savedAs = savedTo.get();
    if (savedAs !== null && held?.start === session.start) {
      // Every field but the start, so that none added to a save is ever left out.
      const data: Partial<ReturnType<typeof sessionToSave>> = sessionToSave(session);
      delete data.start;
      const result = await bridge.writeSave({
        kind: 'session',
        name: savedAs,
        data,
        startHash: held.hash,
        overwrite: true,
        ...who,
      });
      if (result.ok || result.error.code !== 'start_unknown') return result;
    }
    const result = await writeWhole(session);
    held =
      result.ok && result.value.startHash !== undefined
        ? { start: session.start, hash: result.value.startHash }
        : null;
    return result;
  };
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
  } = {},
): () => Promise<void> {
  const save = autosaveWriter(bridge, name, options);
  const savedTo = options.target;
  // The session as the store last confirmed it: the table as it began (resumed from the store,
  // or a new table with nothing done) counts as saved.
  let confirmed = table.session.get();
  const stopWriting = autosaveEach(
    table.session,
    async (session) => {
      const result = await save(session);
      if (result.ok) {
        confirmed = session;
        if (session === table.session.get()) clearUnsaved(options.stash ?? null);
      }
      if (!result.ok) options.onRefused?.(result.error);
      status.set(
        result.ok
          ? {
              state: 'saved',
              message: `Autosaved at ${new Date().toLocaleTimeString()} as “${result.value.name}”`,
              savedActions: session.log.length,
            }
          : { state: 'failed', message: `Autosave failed: ${result.error.message}` },
      );
    },
    {
      debounceMs: DEBOUNCE_MS,
      onDue: () => status.set({ state: 'saving', message: 'Saving…' }),
    },
  );
  const keepWhenGone = () => {
    const session = table.session.get();
    if (session === confirmed || !options.stash) return;
    const claimedAs = savedTo?.get() ?? null;
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
  };
}

export function autosaveStatus(): Store<AutosaveStatus> {
  return createStore<AutosaveStatus>({ state: 'idle', message: '' });
}
