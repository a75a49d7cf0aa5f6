import { sessionFromSave, type Session } from '../../engine/skirmish.ts';
import type { CallError } from '../../electron/contract.ts';
import type { AppBridge } from '../bridge/appBridge.ts';
import { autosaveWriter, isEarlierCopy } from '../../common/autosaveWriter.ts';
import { startAutosave, type AutosaveStatus } from './autosave.ts';
import { takeUnsaved } from './unsavedStash.ts';
import { createStore, type Store } from '../../common/store.ts';
import type { TableStore } from './tableStore.ts';

/**
 * A third of the store's 30 s lease (electron/store/sessionLeases.ts): two heartbeats can be lost
 * (a busy host, a throttled background tab) before another window may take the session.
 */
export const HEARTBEAT_MS = 10_000;
/** How often a read-only view looks for what the playing window saved since. */
export const FOLLOW_MS = 2_000;

/** sessionStorage keys: kept across a reload of this window, never shared with another one. */
const OWNER_KEY = 'high-noon:window';
const SESSION_KEY = 'high-noon:session';

/** How this window holds the session on its table. */
export type SeatMode =
  /** It plays: it holds the lease (or claims it with its first write) and autosaves. */
  | 'playing'
  /** It shows a session another window plays, read-only; it may take it over. */
  | 'viewing'
  /** It played, until another window took the session over; nothing it does is saved now. */
  | 'lost';

export interface SeatStatus {
  mode: SeatMode;
  /** The session shown (null for a new table not yet saved). */
  name: string | null;
  message: string | null;
}

/** A session to put on the table, with how this window may hold it. */
export interface SeatedSession {
  session: Session;
  name: string;
  mode: 'playing' | 'viewing';
  /** Why it is only viewed. */
  message?: string;
  /** When the save read was written: a view reloads it when the playing window saves again. */
  savedAt?: string;
}

/**
 * This window's place at the table: its id (the owner of its leases), which session it plays (so
 * that a reload resumes it), and how it holds it. Both live in sessionStorage, which a reload
 * keeps and another tab does not share: a reloaded window is the same window, taking its own
 * lease back without a question; a second tab is another window.
 */
export class TableSeat {
  readonly owner: string;
  readonly status = createStore<SeatStatus>({ mode: 'playing', name: null, message: null });
  /** This window's own storage (sessionStorage), or null where the page may keep nothing. */
  readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;

  constructor(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null = safeStorage()) {
    this.storage = storage;
    const kept = storage?.getItem(OWNER_KEY);
    this.owner = kept || `window-${randomId()}`;
    if (!kept) storage?.setItem(OWNER_KEY, this.owner);
  }

  /** The session this window played last, which a reload resumes. */
  remembered(): string | null {
    return this.storage?.getItem(SESSION_KEY) ?? null;
  }

  remember(name: string | null): void {
    if (name === null) this.storage?.removeItem(SESSION_KEY);
    else this.storage?.setItem(SESSION_KEY, name);
  }

  /** The save the table seated now writes to (seatTable); each table has its own. */
  target: Store<string | null> = createStore<string | null>(null);

  /** Whether `name` is the session on this window's table. */
  shows(name: string): boolean {
    const shown = this.status.get().name;
    return shown !== null && shown.toLowerCase() === name.toLowerCase();
  }

  /** A session renamed in the library: if it is the one on the table, its writes follow it. */
  renamed(from: string, to: string): void {
    if (!this.shows(from)) return;
    if (this.target.get() !== null) this.target.set(to);
    this.status.set({ ...this.status.get(), name: to });
  }
}

/**
 * Loads a saved session and takes its lease: played if the lease is this window's, viewed (with
 * the reason) if another window plays it and `takeOver` was not asked. The session is read after
 * the lease is taken, so a take-over shows what the other window last saved.
 */
export async function seatSession(
  bridge: AppBridge,
  seat: TableSeat,
  name: string,
  { takeOver = false }: { takeOver?: boolean } = {},
): Promise<{ ok: true; seated: SeatedSession } | { ok: false; error: CallError }> {
  const lease = await bridge.takeLease({ name, owner: seat.owner, takeOver });
  if (!lease.ok && lease.error.code !== 'leased') return lease;
  const read = await bridge.loadSave({ kind: 'session', name });
  if (!read.ok) {
    if (lease.ok) void bridge.releaseLease({ name, owner: seat.owner });
    return read;
  }
  // The store read the file through parseSaveDocument, so an older save is already migrated.
  const loaded = sessionFromSave(read.value.data);
  if (!loaded.ok)
    return {
      ok: false,
      error: { code: 'invalid_data', message: `“${name}” cannot be resumed: ${loaded.message}` },
    };
  const { name: savedName, savedAt } = read.value;
  const seated: SeatedSession = lease.ok
    ? { session: loaded.session, name: savedName, mode: 'playing', savedAt }
    : {
        session: loaded.session,
        name: savedName,
        mode: 'viewing',
        message: lease.error.message,
        savedAt,
      };
  return { ok: true, seated };
}

/**
 * What a reload finds: the session this window was playing, seated again, or null (none, or it
 * was deleted or cannot be read, and a new table starts).
 */
export async function resumeSeat(
  bridge: AppBridge,
  seat: TableSeat,
): Promise<SeatedSession | null> {
  const kept = await writeUnsaved(bridge, seat);
  if (kept !== null) seat.remember(kept);
  const name = seat.remembered();
  if (name === null) return null;
  const result = await seatSession(bridge, seat, name);
  if (result.ok) return result.seated;
  seat.remember(null);
  return null;
}

/**
 * At start, before the table is chosen: writes what the window kept as it went (unsavedStash.ts),
 * so the reload resumes the table with every action taken. Answers the save's name, or null when
 * nothing was kept or the store refused it (another window took the session over meanwhile: its
 * game is the one to keep).
 */
async function writeUnsaved(bridge: AppBridge, seat: TableSeat): Promise<string | null> {
  const unsaved = takeUnsaved(seat.storage);
  if (!unsaved) return null;
  const loaded = sessionFromSave(unsaved.data);
  if (!loaded.ok) return null;
  // A new table's first write may have landed as the page went (the window's, or the table
  // room's, which may land even after this one): that save is this table's own (the same start,
  // fewer actions), and is written over, not copied as "(2)".
  const ownsEarlier = async (name: string, session: Session) => {
    const read = await bridge.loadSave({ kind: 'session', name });
    const saved = read.ok ? sessionFromSave(read.value.data) : null;
    return saved?.ok === true && isEarlierCopy(saved.session, session);
  };
  const write = autosaveWriter(bridge, unsaved.name, {
    resumed: unsaved.claimed,
    ownsEarlier,
    ...(unsaved.owner ? { owner: unsaved.owner } : {}),
  });
  const result = await write(loaded.session);
  return result.ok ? result.value.name : null;
}

/**
 * Seats a table in this window: a played one autosaves (with this window's id, which the store
 * checks against the lease) and keeps its lease alive; a viewed one is read-only and writes
 * nothing. When the lease is lost (a heartbeat or a write refused), the table turns read-only and
 * the window says why. Returns the function that stops it all, writing any pending change first
 * and giving the lease back.
 *
 * `target` is the save the table writes to: the session's name when resumed, null for a new table
 * until its first write claims `newName`.
 */
export function seatTable(
  table: TableStore,
  bridge: AppBridge,
  seat: TableSeat,
  saveStatus: Store<AutosaveStatus>,
  played: {
    name: string | null;
    newName: string;
    mode: 'playing' | 'viewing';
    message?: string;
    savedAt?: string;
  },
): () => Promise<void> {
  // A table of its own: the one before may still be writing its last change to its own save.
  const target = createStore<string | null>(played.name);
  seat.target = target;
  // What the autosave said was of the table before; this one has saved nothing yet.
  saveStatus.set({
    state: 'idle',
    message:
      played.mode === 'viewing'
        ? 'Read-only: this window saves nothing.'
        : played.name
          ? `Every action is autosaved to “${played.name}”.`
          : '',
  });
  if (played.mode === 'viewing') {
    const message =
      played.message ?? `Another window is playing “${played.name}”; this one only shows it.`;
    table.readOnly.set(
      `Read-only: another window holds this table (“${played.name}”). Take it over to play here.`,
    );
    seat.status.set({ mode: 'viewing', name: played.name, message });
    const stopFollowing = followSaves(table, bridge, played.name, played.savedAt);
    return async () => stopFollowing();
  }
  table.readOnly.set(null);
  seat.status.set({ mode: 'playing', name: played.name, message: null });
  seat.remember(played.name);

  let stopped = false;
  const lose = (error: CallError) => {
    if (error.code !== 'lease_lost' || stopped) return;
    table.readOnly.set(error.message);
    if (seat.target === target)
      seat.status.set({ mode: 'lost', name: target.get(), message: error.message });
  };
  const beat = async () => {
    const name = target.get();
    if (name === null || seat.status.get().mode !== 'playing') return;
    const renewed = await bridge.renewLease({ name, owner: seat.owner });
    if (!renewed.ok) lose(renewed.error);
  };
  const timer = setInterval(() => void beat(), HEARTBEAT_MS);
  // A window that comes back to the front checks at once, rather than at the next beat.
  const onVisible = () => {
    if (document.visibilityState === 'visible') void beat();
  };
  document.addEventListener('visibilitychange', onVisible);
  // The name a new table's first write claims is what a reload resumes, as long as this table is
  // still the one seated (the last write of a table just replaced may land after the next began).
  const untrack = target.subscribe(() => {
    if (seat.target !== target) return;
    const name = target.get();
    seat.remember(name);
    if (seat.status.get().mode === 'playing')
      seat.status.set({ mode: 'playing', name, message: null });
  });
  const stopAutosave = startAutosave(table, bridge, saveStatus, played.name ?? played.newName, {
    resumed: played.name !== null,
    owner: seat.owner,
    target,
    onRefused: lose,
    stash: seat.storage,
    // The table room writes it, once it holds the table (tableMirror.ts).
    room: table.roomSaving,
  });
  return async () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
    await stopAutosave();
    untrack();
    stopped = true;
    const name = target.get();
    // Given back, unless it was lost (the window playing it now keeps it) or the table that
    // follows plays the same session (Resume clicked on the game in play).
    const next = seat.target === target ? null : seat.target.get();
    if (name !== null && !table.readOnly.get() && next !== name)
      await bridge.releaseLease({ name, owner: seat.owner });
  };
}

/**
 * A read-only view keeps up with the window that plays: when the session's save is written again
 * (its savedAt changes), the view shows it as saved. Only the listing is read each time, and the
 * session itself only once it changed.
 */
function followSaves(
  table: TableStore,
  bridge: AppBridge,
  name: string | null,
  savedAt: string | undefined,
): () => void {
  if (name === null) return () => undefined;
  let seen = savedAt;
  let busy = false;
  const look = async () => {
    const list = await bridge.listSaves({ kind: 'session' });
    const entry = list.ok ? list.value.find((s) => s.name === name) : undefined;
    if (!entry || entry.savedAt === seen || entry.problem) return;
    const read = await bridge.loadSave({ kind: 'session', name });
    if (!read.ok) return;
    const loaded = sessionFromSave(read.value.data);
    if (!loaded.ok) return;
    seen = read.value.savedAt;
    table.session.set(loaded.session);
  };
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    void look().finally(() => (busy = false));
  }, FOLLOW_MS);
  return () => clearInterval(timer);
}

function safeStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage refused (a sandboxed page): the window is a new one at each load.
    return null;
  }
}

function randomId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : Math.random().toString(36).slice(2);
}
