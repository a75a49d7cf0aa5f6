import type { z } from 'zod';
import { describeIssues } from '../engine/model/describeIssues.ts';
import {
  contract,
  isMethodName,
  type CallResult,
  type Contract,
  type MethodInput,
  type MethodName,
  type MethodOutput,
} from './contract.ts';
import type { DataJudgement, Refusal, WriteCall } from './store/judge/saveJudgement.ts';
import type { LanSwitch } from './players/lanSwitch.ts';
import { newPass, type TableHost } from './room/tableHost.ts';
import type { SaveStore, WrittenSummary } from './store/saveStore.ts';
import { SessionLeases } from './store/sessionLeases.ts';
import type { SettingsStore } from './store/settingsStore.ts';
import { StoreError, type StoreErrorCode } from './store/storeError.ts';
import { autosaveWriter, isEarlierCopy, type SessionWriteCall } from '../common/autosaveWriter.ts';
import { sessionFromSave, type Session } from '../engine/skirmish.ts';

type MethodHandlers = {
  [M in MethodName]: (input: z.output<Contract[M]['input']>) => Promise<MethodOutput<M>>;
};

/** What a writeSave call as text comes to: its summary, or a refusal the host answers as said. */
export type WriteFromText = { ok: true; value: WrittenSummary } | { ok: false; refusal: Refusal };

/**
 * The contract's methods, and the two that carry a whole save as text or bytes (dispatchBody.ts):
 * the transports hand those over as they come, and the main thread never parses a large save.
 */
export type Handlers = MethodHandlers & {
  readonly asText: {
    /** The document of loadSave, as JSON text. */
    loadSave(input: MethodInput<'loadSave'>): Promise<string>;
    /** writeSave from its body's bytes, decoded, parsed and judged on a judge thread. */
    writeSave(body: Uint8Array): Promise<WriteFromText>;
  };
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
  /** The host's table room and the LAN's link (issues 11, 38); none on a host without a room. */
  players?: PlayersHub;
  /** Electron's print of the page to a PDF file (sheetPdf.ts); the web host has none. */
  printSheet?: (name: string) => Promise<{ path: string | null }>;
}

/**
 * The host's table room (issue 38) once it is open, where the pages reach it (null: at their own
 * origin, as in the web mode), and the projector page's LAN address while the LAN listener runs.
 */
export interface PlayersHub {
  table(): TableHost | null;
  endpoint(): string | null;
  /** The LAN's switch; null on a host that has no LAN (a test's). */
  lan(): LanSwitch | null;
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
  /**
   * Writes a save whose data is judged. A session's lease is checked after the judging and in
   * the same synchronous step that queues the write, as said above.
   */
  async function writeJudged(
    { kind, name, overwrite, startHash, owner }: WriteCall,
    judgement: DataJudgement,
  ): Promise<WrittenSummary> {
    if (kind !== 'session')
      return store.saveJudged(kind, name, judgement, { overwrite, startHash });
    leases.checkWrite(name, owner);
    const saved = await store.saveJudged(kind, name, judgement, { overwrite, startHash });
    if (owner !== undefined) leases.claimIfFree(saved.name, owner);
    return saved;
  }
  /** A session written as the save API writes it, refusals as results (the table's autosave). */
  const writeSession = (call: SessionWriteCall) =>
    settle('writeSave', async () => {
      const { data, ...rest } = call;
      return writeJudged(rest, await store.judgeData('session', call.name, data, call.startHash));
    });
  /** The table room's autosave of the Dealer's game (issue 38), to the save the window named. */
  const tableAutosave = ({
    name,
    claimed,
    owner,
  }: {
    name: string;
    claimed: boolean;
    owner?: string;
  }) => {
    const target = { saved: claimed ? name : null };
    const holder = {
      get: () => target.saved,
      set: (to: string | null) => void (target.saved = to),
    };
    const who = owner === undefined ? {} : { owner };
    // The window may have claimed the name as its page went (unsavedStash.ts): its own table's.
    const ownsEarlier = async (taken: string, session: Session) => {
      const read = await settle('loadSave', () => store.load('session', taken));
      const saved = read.ok ? sessionFromSave(read.value.data) : null;
      return saved?.ok === true && isEarlierCopy(saved.session, session);
    };
    return {
      write: autosaveWriter({ writeSave: writeSession }, name, {
        target: holder,
        ownsEarlier,
        ...who,
      }),
      target: holder,
    };
  };
  return {
    asText: {
      loadSave: ({ kind, name }) => store.loadText(kind, name),
      writeSave: async (bytes) => {
        const body = await store.judgeWriteBody(bytes);
        if (!body.ok) return body;
        return { ok: true, value: await writeJudged(body.call, body.data) };
      },
    },
    appInfo: async () => info,
    listSaves: ({ kind }) => store.list(kind),
    loadSave: ({ kind, name }) => store.load(kind, name),
    writeSave: async ({ data, ...call }) =>
      writeJudged(call, await store.judgeData(call.kind, call.name, data, call.startHash)),
    renameSave: async ({ kind, from, to, owner }) => {
      if (kind !== 'session') return store.rename(kind, from, to);
      leases.checkChange(from, owner, 'rename');
      const renamed = await store.rename(kind, from, to);
      leases.moved(from, renamed.name);
      players.table()?.renamed(from, renamed.name);
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
    restoreVersion: async ({ kind, name, version, owner }) => {
      // A restore is a write: not over the game another window is playing (its next autosave
      // would undo the restore, or the restore its moves).
      // Checked first, to refuse at once, and again where the restore writes (another window may
      // take the session while the version is read).
      const mayChange = () => {
        if (kind === 'session') leases.checkChange(name, owner, 'restore');
      };
      mayChange();
      return store.restoreVersion(kind, name, version, { mayChange });
    },
    listTrash: () => store.listTrash(),
    restoreSave: ({ kind, file }) => store.restore(kind, file),
    takeLease: async ({ name, owner, takeOver }) => leases.take(name, owner, { takeOver }),
    renewLease: async ({ name, owner }) => leases.renew(name, owner),
    releaseLease: async ({ name, owner }) => {
      leases.release(name, owner);
      return { released: true as const };
    },
    hostTable: async ({ kind, save, autosave }) => {
      const table = tableOf(players);
      const opened =
        kind === 'fingerguns'
          ? { ...(await table.openFingerGuns(save)), saved: null }
          : kind === 'texas'
            ? { ...(await table.openTexas(save)), saved: null }
            : await table.openSkirmish(save, autosave ? tableAutosave(autosave) : null);
      if (!opened.ok)
        throw opened.code === 'invalid_data'
          ? new StoreError('invalid_data', `The table cannot open it: ${opened.message}`)
          : new StoreError(opened.code as StoreErrorCode, opened.message);
      const { roomId, dealerPass: pass } = table;
      const { epoch, saved } = opened;
      return { roomId, pass, epoch, saved, endpoint: players.endpoint() };
    },
    tableSession: async ({ epoch }) => {
      const held = tableOf(players).held(epoch);
      if (!held) throw new StoreError('not_found', 'The table holds another game now.');
      return held;
    },
    playersPass: async () => {
      const { roomId, publicPass: pass } = tableOf(players);
      return { roomId, pass, endpoint: players.endpoint() };
    },
    tableSeats: async () => {
      const lan = players.lan()?.state().url ?? null;
      const origin = lan === null ? null : new URL(lan).origin;
      const seats = tableOf(players)
        .seats()
        .map(({ key, name, holds, pass }) => ({
          key,
          name,
          holds: [...holds],
          pass,
          lan: origin === null ? null : `${origin}/${pass}/`,
        }));
      return { seats };
    },
    playersLink: async () => players.lan()?.state() ?? OFF_THE_LAN,
    setLan: async ({ on, address }) => {
      const lan = players.lan();
      if (!lan) throw new StoreError('unsupported', 'This host has no LAN to turn on.');
      return lan.set(on, address);
    },
    renewPlayersLink: async () => {
      const table = tableOf(players);
      const { pass } = await settings.tableLink(newPass, true);
      table.renewPublicPass(pass);
      await players.lan()?.retoken();
      return players.lan()?.state() ?? OFF_THE_LAN;
    },
    printSheet: ({ name }) => printSheet(name),
    getSettings: () => settings.get(),
    setSettings: async (input) => ({ settings: await settings.set(input.settings) }),
  };
}

/** A host without a table room (a test's, a benchmark's): the players' view is refused in words. */
function offlinePlayers(): PlayersHub {
  return { table: () => null, endpoint: () => null, lan: () => null };
}

const OFF_THE_LAN = { url: null, address: null, addresses: [] };

function tableOf(players: PlayersHub): TableHost {
  const table = players.table();
  if (!table)
    throw new StoreError('unsupported', 'This host has no table room for the players’ view.');
  return table;
}

/** The web host cannot print a browser's page: the browser's own Print dialog saves the PDF. */
async function browserPrints(): Promise<never> {
  throw new StoreError(
    'unsupported',
    'This window prints through the browser: choose Print, then “Save as PDF”.',
  );
}

/**
 * A call as the handlers take it: checks the method name and parses the argument with the
 * contract's schema. Nothing the renderer sends reaches the store unparsed.
 */
export function parseCall(
  method: string,
  rawInput: unknown,
): { ok: true; method: MethodName; input: unknown } | { ok: false; result: CallResult<never> } {
  if (!isMethodName(method)) {
    return {
      ok: false,
      result: {
        ok: false,
        error: { code: 'unknown_method', message: `No such method: ${method}` },
      },
    };
  }
  const parsed = contract[method].input.safeParse(rawInput ?? {});
  if (!parsed.success) {
    const message = `${method}: ${describeIssues(parsed.error)}`;
    return { ok: false, result: { ok: false, error: { code: 'invalid_argument', message } } };
  }
  return { ok: true, method, input: parsed.data };
}

/**
 * The one entry point of both transports for a call as an object (dispatchBody.ts takes it as
 * text): parses it (parseCall), runs its handler, and turns every failure into a result the
 * renderer can show.
 */
export async function dispatch(
  handlers: Handlers,
  method: string,
  rawInput: unknown,
): Promise<CallResult<unknown>> {
  const call = parseCall(method, rawInput);
  if (!call.ok) return call.result;
  const handler = handlers[call.method] as (input: unknown) => Promise<unknown>;
  return settle(call.method, () => handler(call.input));
}

/** A handler's answer as a result: a refusal in its own words, any other failure as the store's. */
export async function settle<T>(method: MethodName, run: () => Promise<T>): Promise<CallResult<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    if (error instanceof StoreError)
      return { ok: false, error: { code: error.code, message: error.message } };
    const message = error instanceof Error ? error.message : String(error);
    console.error(`High Noon Table: ${method} failed:`, error);
    const store = method.endsWith('Settings') ? 'settings store' : 'save store';
    return { ok: false, error: { code: 'io', message: `The ${store} failed: ${message}` } };
  }
}
