import { describe, expect, it } from 'vitest';
import { APP_ENTRY_URL } from '../../../electron/appProtocol.ts';
import type { MethodName } from '../../../electron/contract.ts';
import { dispatchBody, type TextAnswer } from '../../../electron/dispatchBody.ts';
import { createHandlers } from '../../../electron/handlers.ts';
import { ipcCalls } from '../../../electron/ipcCall.ts';
import { MAX_CALL_BYTES, MAX_LARGE_BODIES } from '../../../electron/requestBodies.ts';
import { SaveStore } from '../../../electron/store/saveStore.ts';
import { SettingsStore } from '../../../electron/store/settingsStore.ts';
import { useTempDirs } from './tempDir.ts';
import { settled } from '../eventLoop.ts';

const tempDir = useTempDirs();
const MB = 1024 * 1024;
const appPage = { url: APP_ENTRY_URL };

/** The bytes the preload sends for `input`, padded with JSON whitespace to `bytes`. */
function body(input: unknown, bytes = 0): Uint8Array {
  const text = JSON.stringify(input);
  return new TextEncoder().encode(text + ' '.repeat(Math.max(0, bytes - text.length)));
}

/**
 * An IPC gate whose calls are answered only when the test says: each call let through waits in
 * `pending`, in order, until its `settle` is called.
 */
function heldGate() {
  const pending: { method: MethodName; bytes: number; settle: () => void }[] = [];
  const call = ipcCalls(
    (method, bytes) =>
      new Promise<TextAnswer>((resolve) =>
        pending.push({
          method,
          bytes: bytes.byteLength,
          settle: () => resolve({ status: 200, text: `{"ok":true,"value":"${method}"}` }),
        }),
      ),
  );
  return { call, pending };
}

/** A gate that answers at once, counting what reached the handlers. */
function countingGate() {
  const reached: MethodName[] = [];
  const call = ipcCalls(async (method) => {
    reached.push(method);
    return { status: 200, text: '{"ok":true,"value":null}' };
  });
  return { call, reached };
}

describe('ipcCalls (the gate of the Electron IPC path)', () => {
  it('passes a call from the app page through, and answers with its text', async () => {
    const { call, reached } = countingGate();
    expect(JSON.parse(await call('listSaves', appPage, body({})))).toEqual({
      ok: true,
      value: null,
    });
    expect(reached).toEqual(['listSaves']);
  });

  it('refuses a frame that is not the app page, and an argument that is not JSON bytes', async () => {
    const { call, reached } = countingGate();
    const forbidden = {
      ok: false,
      error: { code: 'forbidden', message: 'Refused: not the app page.' },
    };
    expect(JSON.parse(await call('listSaves', { url: 'https://evil.example/' }, body({})))).toEqual(
      forbidden,
    );
    expect(JSON.parse(await call('listSaves', null, body({})))).toEqual(forbidden);
    expect(JSON.parse(await call('listSaves', appPage, { kind: 'map' }))).toEqual({
      ok: false,
      error: { code: 'invalid_argument', message: 'listSaves: send the call as JSON bytes.' },
    });
    expect(reached).toEqual([]);
  });

  it('refuses a body over its method’s cap, in the web host’s words, before the handlers see it', async () => {
    const { call, reached } = countingGate();
    const list = JSON.parse(await call('listSaves', appPage, body({}, MB + 1)));
    expect(list).toEqual({
      ok: false,
      error: {
        code: 'too_large',
        message: 'The request is larger than 1 MB, the most the host accepts.',
      },
    });
    // A game opened on the table is parsed on the main thread: it is held to one document's size.
    const view = JSON.parse(
      await call('hostTable', appPage, body({}, MAX_CALL_BYTES.hostTable + 1)),
    );
    expect(view).toMatchObject({ ok: false, error: { code: 'too_large' } });
    expect(view.error.message).toMatch(/^The request is larger than 20 MB/);
    // A save over an image's cap is told the limits a user can act on.
    const save = JSON.parse(
      await call('writeSave', appPage, new Uint8Array(MAX_CALL_BYTES.writeSave + 1)),
    );
    expect(save).toMatchObject({ ok: false, error: { code: 'too_large' } });
    expect(save.error.message).toMatch(/larger than 20 MB.*an image may be 50 MB/);
    expect(reached).toEqual([]);
    // At its cap a body goes through.
    await call('listSaves', appPage, body({}, MB));
    expect(reached).toEqual(['listSaves']);
  });

  it(`holds ${MAX_LARGE_BODIES} large bodies at once and refuses a fifth until one is answered`, async () => {
    const { call, pending } = heldGate();
    const held = [1, 2, 3, 4].map((n) =>
      call('writeSave', appPage, body({ kind: 'map', name: `M${n}` }, MB)),
    );
    await settled();
    expect(pending).toHaveLength(4);
    const fifth = call('writeSave', appPage, body({ name: 'M5' }, MB));
    await settled();
    // Refused at once: it never waits among the held ones.
    expect(pending).toHaveLength(4);
    expect(JSON.parse(await fifth)).toEqual({
      ok: false,
      error: {
        code: 'busy',
        message: `The host is already receiving ${MAX_LARGE_BODIES} large saves; try again once they are written.`,
      },
    });
    // Small calls (a list, a lease's heartbeat) still go through meanwhile.
    const list = call('listSaves', appPage, body({}));
    await settled();
    expect(pending.map((p) => p.method)).toEqual([...Array(4).fill('writeSave'), 'listSaves']);
    pending[4]!.settle();
    expect(JSON.parse(await list)).toEqual({ ok: true, value: 'listSaves' });

    // One answered, its place is free for the next.
    pending[0]!.settle();
    expect(JSON.parse(await held[0]!)).toEqual({ ok: true, value: 'writeSave' });
    const sixth = call('writeSave', appPage, body({ name: 'M6' }, MB));
    await settled();
    expect(pending).toHaveLength(6);
    expect(pending[5]!.bytes).toBe(MB);
    // And the gate is full again.
    expect(JSON.parse(await call('writeSave', appPage, body({}, MB))).error.code).toBe('busy');
    for (const p of pending.slice(1)) p.settle();
    await Promise.all([...held, sixth]);
  });

  it('gives a place back when its call fails', async () => {
    let fail = true;
    const call = ipcCalls(async () => {
      if (fail) throw new Error('the store failed');
      return { status: 200, text: '"answered"' };
    });
    for (let n = 0; n < MAX_LARGE_BODIES + 1; n++) {
      await expect(call('writeSave', appPage, body({}, MB))).rejects.toThrow('the store failed');
    }
    fail = false;
    expect(await call('writeSave', appPage, body({}, MB))).toBe('"answered"');
  });

  it('through the real handlers: a map over the document limit is refused in the web host’s words', async () => {
    const dataDir = await tempDir();
    const stores = {
      saves: await SaveStore.open(dataDir),
      settings: await SettingsStore.open(dataDir),
    };
    const handlers = createHandlers(stores, { version: '9.9.9', transport: 'ipc', dataDir });
    const call = ipcCalls((method, bytes) => dispatchBody(handlers, method, bytes));
    const map = (name: string, bytes: number) =>
      call('writeSave', appPage, body({ kind: 'map', name, data: { size: [3, 3] } }, bytes));

    const tooBig = JSON.parse(await map('Too big', 21 * MB));
    expect(tooBig).toEqual({
      ok: false,
      error: {
        code: 'too_large',
        message:
          'The save is larger than 20 MB, the most one document may be (an image may be 50 MB).',
      },
    });
    expect(JSON.parse(await map('Fits', 2 * MB))).toMatchObject({
      ok: true,
      value: { name: 'Fits' },
    });
    // A document-sized call under the cap reaches its handler: a host with no table says so.
    const view = JSON.parse(await call('hostTable', appPage, body({ save: {} })));
    expect(view).toMatchObject({ ok: false, error: { code: 'unsupported' } });
    await stores.saves.close();
  });
});
