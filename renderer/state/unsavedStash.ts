import type { sessionToSave } from '../../engine/skirmish.ts';

/** sessionStorage key: this window's last changes that the store may not have heard of. */
const UNSAVED_KEY = 'high-noon:unsaved';

export type SeatStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What the window keeps when it goes with changes not yet written. */
export interface Unsaved {
  /** The save it writes to, or the name a new table would claim with its first write. */
  name: string;
  /** Whether `name` is already this table's save (else the first write claims a free one). */
  claimed: boolean;
  owner?: string;
  data: ReturnType<typeof sessionToSave>;
}

/**
 * Kept as the page goes (pagehide) when the session has changed since the store last confirmed a
 * write: a reload inside the autosave's debounce, or while a write is on the wire (a new table's
 * first write carries its whole map, too big to outlive the page), would lose those actions.
 * sessionStorage is written at once and survives the reload; another tab never sees it. A
 * session too big for the storage is not kept (the write in flight may still land).
 */
export function stashUnsaved(storage: SeatStorage | null, unsaved: Unsaved): void {
  try {
    storage?.setItem(UNSAVED_KEY, JSON.stringify(unsaved));
  } catch {
    // Over the storage's quota: nothing more can be done as the page goes.
  }
}

/** The store confirmed a write of the session as it is now: nothing is left to keep. */
export function clearUnsaved(storage: SeatStorage | null): void {
  storage?.removeItem(UNSAVED_KEY);
}

/** What the window kept as it went last, taken (it is kept only once), or null. */
export function takeUnsaved(storage: SeatStorage | null): Unsaved | null {
  const text = storage?.getItem(UNSAVED_KEY);
  if (!text) return null;
  clearUnsaved(storage);
  try {
    return JSON.parse(text) as Unsaved;
  } catch {
    return null;
  }
}
