import type { Store } from '../../common/store.ts';

/**
 * The one autosave path of every game (issue 37, item 5): whenever the watched document changes,
 * it is written, shortly (after `debounceMs` of quiet: actions come in bursts) or at once (0), one
 * write after another so that an older document never lands last. A page being hidden writes what
 * is pending at once; stopping writes it and waits for the last write. What a write sends and how
 * its result is told is the game's own (`write`): the skirmish's session with its start hash and
 * lease, a Texas Shootout game with its turn clocks, a Finger Guns table with its seats.
 */
export function autosaveEach<D>(
  source: Store<D>,
  write: (doc: D) => Promise<void>,
  options: {
    debounceMs: number;
    /** Told, as a write falls due, which document it will write (a "Saving…" to show). */
    onDue?: (doc: D) => void;
    /** A document not to write (the game as it was read, or none). */
    skip?: (doc: D) => boolean;
    /** Writes the document as it stands first (a new game, before anything is played). */
    now?: boolean;
  },
): () => Promise<void> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();
  const due = () => {
    timer = null;
    const doc = source.get();
    if (options.skip?.(doc)) return;
    options.onDue?.(doc);
    writing = writing.then(() => write(doc));
  };
  if (options.now) due();
  const unsubscribe = source.subscribe(() => {
    if (timer) clearTimeout(timer);
    if (options.debounceMs === 0) due();
    else timer = setTimeout(due, options.debounceMs);
  });
  const flushWhenHidden = () => {
    if (document.visibilityState === 'hidden' && timer) {
      clearTimeout(timer);
      due();
    }
  };
  // The page itself (none where the tests run a table without a browser).
  const page = typeof document === 'undefined' ? null : document;
  page?.addEventListener('visibilitychange', flushWhenHidden);
  return async () => {
    unsubscribe();
    page?.removeEventListener('visibilitychange', flushWhenHidden);
    if (timer) {
      clearTimeout(timer);
      due();
    }
    await writing;
  };
}
