import type { z } from 'zod';
import { describeIssues } from '../engine/model/describeIssues.ts';
import {
  contract,
  isMethodName,
  type CallResult,
  type Contract,
  type MethodName,
  type MethodOutput,
} from './contract.ts';
import type { SaveStore } from './store/saveStore.ts';
import type { SettingsStore } from './store/settingsStore.ts';
import { StoreError } from './store/storeError.ts';

export type Handlers = {
  [M in MethodName]: (input: z.output<Contract[M]['input']>) => Promise<MethodOutput<M>>;
};

export interface HostInfo {
  version: string;
  transport: 'ipc' | 'http';
  dataDir: string;
}

/** What the handlers read and write: the save library, and the app's settings beside it. */
export interface Stores {
  saves: SaveStore;
  settings: SettingsStore;
}

/** The contract's methods, implemented once for both transports. */
export function createHandlers({ saves: store, settings }: Stores, info: HostInfo): Handlers {
  return {
    appInfo: async () => info,
    listSaves: ({ kind }) => store.list(kind),
    loadSave: ({ kind, name }) => store.load(kind, name),
    writeSave: ({ kind, name, data, overwrite, startHash }) =>
      store.save(kind, name, data, { overwrite, startHash }),
    renameSave: ({ kind, from, to }) => store.rename(kind, from, to),
    duplicateSave: ({ kind, from, to }) => store.duplicate(kind, from, to),
    deleteSave: async ({ kind, name }) => {
      await store.delete(kind, name);
      return { deleted: true as const };
    },
    getSettings: () => settings.get(),
    setSettings: async (input) => ({ settings: await settings.set(input.settings) }),
  };
}

/**
 * The one entry point of both transports: checks the method name, parses the argument with the
 * contract's schema, runs the handler, and turns every failure into a result the renderer can show.
 * Nothing the renderer sends reaches the store unparsed.
 */
export async function dispatch(
  handlers: Handlers,
  method: string,
  rawInput: unknown,
): Promise<CallResult<unknown>> {
  if (!isMethodName(method)) {
    return { ok: false, error: { code: 'unknown_method', message: `No such method: ${method}` } };
  }
  const parsed = contract[method].input.safeParse(rawInput ?? {});
  if (!parsed.success) {
    return {
      ok: false,
      error: { code: 'invalid_argument', message: `${method}: ${describeIssues(parsed.error)}` },
    };
  }
  try {
    const handler = handlers[method] as (input: unknown) => Promise<unknown>;
    return { ok: true, value: await handler(parsed.data) };
  } catch (error) {
    if (error instanceof StoreError)
      return { ok: false, error: { code: error.code, message: error.message } };
    const message = error instanceof Error ? error.message : String(error);
    console.error(`High Noon Table: ${method} failed:`, error);
    const store = method.endsWith('Settings') ? 'settings store' : 'save store';
    return { ok: false, error: { code: 'io', message: `The ${store} failed: ${message}` } };
  }
}
