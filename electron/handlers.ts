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
import { createPlayersFeed, type PlayersFeed } from './players/playersFeed.ts';
import type { SaveStore } from './store/saveStore.ts';
import { SessionLeases } from './store/sessionLeases.ts';
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

/**
 * What the handlers read and write: the save library, the app's settings beside it, and who plays
 * each session (one set of leases per process; made here when not given).
 */
export interface Stores {
  saves: SaveStore;
  settings: SettingsStore;
  leases?: SessionLeases;
  /** The players' view relayed to the LAN (issue 11); one per process, made here when not given. */
  players?: PlayersHub;
  /** Electron's print of the page to a PDF file (sheetPdf.ts); the web host has none. */
  printSheet?: (name: string) => Promise<{ path: string | null }>;
}

/** The players' feed, and the projector page's LAN address while the LAN listener runs. */
export interface PlayersHub {
  feed: PlayersFeed;
  link(): string | null;
}

/**
 * The contract's methods, implemented once for both transports. A session's lease is checked in
 * the same synchronous step that queues its write (no await between), so a take-over that comes
 * after the check also comes after the write in the store's queue, and loads what it wrote.
 */
export function createHandlers(
  {
    saves: store,
    settings,
    leases = new SessionLeases(),
    players = offlinePlayers(),
    printSheet = browserPrints,
  }: Stores,
  info: HostInfo,
): Handlers {
  return {
    appInfo: async () => info,
    listSaves: ({ kind }) => store.list(kind),
    loadSave: ({ kind, name }) => store.load(kind, name),
    writeSave: async ({ kind, name, data, overwrite, startHash, owner }) => {
      if (kind !== 'session') return store.save(kind, name, data, { overwrite, startHash });
      leases.checkWrite(name, owner);
      const saved = await store.save(kind, name, data, { overwrite, startHash });
      if (owner !== undefined) leases.claimIfFree(saved.name, owner);
      return saved;
    },
    renameSave: async ({ kind, from, to, owner }) => {
      if (kind !== 'session') return store.rename(kind, from, to);
      leases.checkChange(from, owner, 'rename');
      const renamed = await store.rename(kind, from, to);
      leases.moved(from, renamed.name);
      return renamed;
    },
    duplicateSave: ({ kind, from, to }) => store.duplicate(kind, from, to),
    deleteSave: async ({ kind, name, owner }) => {
      if (kind === 'session') leases.checkChange(name, owner, 'delete');
      await store.delete(kind, name);
      if (kind === 'session') leases.forget(name);
      return { deleted: true as const };
    },
    listVersions: ({ kind, name }) => store.listVersions(kind, name),
    restoreVersion: ({ kind, name, version }) => store.restoreVersion(kind, name, version),
    listTrash: () => store.listTrash(),
    restoreSave: ({ kind, file }) => store.restore(kind, file),
    takeLease: async ({ name, owner, takeOver }) => leases.take(name, owner, { takeOver }),
    renewLease: async ({ name, owner }) => leases.renew(name, owner),
    releaseLease: async ({ name, owner }) => {
      leases.release(name, owner);
      return { released: true as const };
    },
    publishPlayersView: async ({ map, view, controls }) => {
      // Serialized here, compact, so the event stream's one-line `data:` frame always holds it.
      if (map) players.feed.publish('map', JSON.stringify(map));
      if (view) players.feed.publish('view', JSON.stringify(view));
      if (controls) players.feed.publish('controls', JSON.stringify(controls));
      return { watching: players.feed.watching() };
    },
    playersLink: async () => ({ url: players.link() }),
    printSheet: ({ name }) => printSheet(name),
    getSettings: () => settings.get(),
    setSettings: async (input) => ({ settings: await settings.set(input.settings) }),
  };
}

/** No LAN listener: the view is kept (a listener started later sends it) but goes nowhere yet. */
function offlinePlayers(): PlayersHub {
  return { feed: createPlayersFeed(), link: () => null };
}

/**
 * The one entry point of both transports: checks the method name, parses the argument with the
 * contract's schema, runs the handler, and turns every failure into a result the renderer can show.
 * Nothing the renderer sends reaches the store unparsed.
 */
/** The web host cannot print a browser's page: the browser's own Print dialog saves the PDF. */
async function browserPrints(): Promise<never> {
  throw new StoreError(
    'unsupported',
    'This window prints through the browser: choose Print, then “Save as PDF”.',
  );
}

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
