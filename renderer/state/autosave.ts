import { sessionToSave } from '../../engine/save/sessionSave.ts';
import type { AppBridge } from '../bridge/appBridge.ts';
import { createStore, type Store } from './store.ts';
import type { TableStore } from './tableStore.ts';

export interface AutosaveStatus {
  state: 'idle' | 'saving' | 'saved' | 'failed';
  message: string;
}

/** The save every table writes as it goes; the library lists it with the other sessions. */
export const AUTOSAVE_NAME = 'Autosave';
/** Actions come in bursts (a move, an attack's steps); one write per burst is enough. */
const DEBOUNCE_MS = 700;

/**
 * Nothing lost on a crash: every accepted action is followed, shortly, by the whole session (its
 * start and its log) written to the store, atomically (electron/store). A failure is shown, never
 * swallowed. Returns a function that stops autosaving, writing any pending change first.
 */
export function startAutosave(
  table: TableStore,
  bridge: AppBridge,
  status: Store<AutosaveStatus>,
): () => Promise<void> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();
  const write = () => {
    timer = null;
    const session = table.session.get();
    status.set({ state: 'saving', message: 'Saving…' });
    writing = writing.then(async () => {
      const result = await bridge.writeSave({
        kind: 'session',
        name: AUTOSAVE_NAME,
        data: sessionToSave(session),
        overwrite: true,
      });
      status.set(
        result.ok
          ? { state: 'saved', message: `Autosaved at ${new Date().toLocaleTimeString()}` }
          : { state: 'failed', message: `Autosave failed: ${result.error.message}` },
      );
    });
  };
  const unsubscribe = table.session.subscribe(() => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(write, DEBOUNCE_MS);
  });
  const flushWhenHidden = () => {
    if (document.visibilityState === 'hidden' && timer) {
      clearTimeout(timer);
      write();
    }
  };
  document.addEventListener('visibilitychange', flushWhenHidden);
  return async () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', flushWhenHidden);
    if (timer) {
      clearTimeout(timer);
      write();
    }
    await writing;
  };
}

export function autosaveStatus(): Store<AutosaveStatus> {
  return createStore<AutosaveStatus>({ state: 'idle', message: '' });
}
