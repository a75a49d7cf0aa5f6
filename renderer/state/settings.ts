import { DEFAULT_SETTINGS, type Settings } from '../../engine/core.ts';
import type { AppBridge } from '../bridge/appBridge.ts';
import { createStore, type Store } from '../../common/store.ts';
import type { TableStore } from './tableStore.ts';

/**
 * The app's preferences as the renderer holds them: read once from the settings store at startup,
 * written back on every change. They live outside any table, so a map loaded or a session resumed
 * keeps them, and outside the game session, so they are never logged and never clear redo.
 */
export interface AppSettings {
  readonly current: Store<Settings>;
  /** Why the settings could not be read or saved, in words; null while all is well. */
  readonly problem: Store<string | null>;
  change(patch: Partial<Settings>): void;
  /** Resolves once every change made so far has been written (or has failed, and says so). */
  settled(): Promise<void>;
  /** Stops listening for the page going away. */
  stop(): void;
}

/**
 * Loads the settings; a store that cannot answer leaves the defaults in use, with the reason shown,
 * rather than keeping the table from starting.
 */
export async function loadSettings(bridge: AppBridge): Promise<AppSettings> {
  const read = await bridge.getSettings({});
  if (!read.ok)
    return createSettings(
      bridge,
      { ...DEFAULT_SETTINGS },
      `The settings could not be read, so the defaults are used: ${read.error.message}`,
    );
  return createSettings(bridge, read.value.settings, read.value.problem ?? null);
}

/**
 * A change is written at once: preferences change at the speed of a click, and a reload right
 * after one must find it. One write is in flight at a time, so writes land in the order they were
 * made; changes made meanwhile are folded into one write after it. If the page goes away with such
 * a write still waiting, it is sent there and then (the HTTP transport sends small calls so that
 * they outlive the page; IPC messages do anyway).
 */
export function createSettings(
  bridge: AppBridge,
  initial: Settings,
  initialProblem: string | null = null,
): AppSettings {
  const current = createStore<Settings>({ ...initial });
  const problem = createStore<string | null>(initialProblem);
  let inFlight: Promise<void> | null = null;
  let waiting = false;

  const send = (settings: Settings) =>
    bridge.setSettings({ settings }).then((result) => {
      if (!result.ok) problem.set(`The settings could not be saved: ${result.error.message}`);
      else if (problem.get()?.startsWith('The settings could not be saved')) problem.set(null);
    });

  const write = () => {
    waiting = false;
    inFlight = send(current.get()).finally(() => {
      inFlight = null;
      if (waiting) write();
    });
  };

  const flushOnLeave = () => {
    if (!waiting) return;
    waiting = false;
    void send(current.get());
  };
  window.addEventListener('pagehide', flushOnLeave);

  return {
    current,
    problem,
    change(patch) {
      const before = current.get();
      const next = { ...before, ...patch };
      if ((Object.keys(next) as (keyof Settings)[]).every((k) => next[k] === before[k])) return;
      current.set(next);
      if (inFlight) waiting = true;
      else write();
    },
    async settled() {
      while (inFlight) await inFlight;
    },
    stop() {
      window.removeEventListener('pagehide', flushOnLeave);
    },
  };
}

/**
 * A table takes the auto-advance setting when it is made, and the table's own toggle (the
 * checkbox) writes it back. Setting the store directly, not through setAutoAdvance, makes the
 * table act on nothing: a resumed session is left exactly as it was saved, redo included.
 */
export function withSettings(table: TableStore, settings: AppSettings): TableStore {
  table.autoAdvance.set(settings.current.get().autoAdvance);
  return table;
}

/** Keeps the setting in step with the table's toggle; returns the function that stops it. */
export function followAutoAdvance(table: TableStore, settings: AppSettings): () => void {
  return table.autoAdvance.subscribe(() =>
    settings.change({ autoAdvance: table.autoAdvance.get() }),
  );
}
