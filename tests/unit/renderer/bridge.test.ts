import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebHost, type WebHost } from '../../../electron/webHost.ts';
import {
  createBridge,
  type AppBridge,
  type Transport,
} from '../../../renderer/bridge/appBridge.ts';
import { httpTransport } from '../../../renderer/bridge/httpTransport.ts';
import { ipcTransport } from '../../../renderer/bridge/ipcTransport.ts';
import { METHOD_NAMES } from '../../../electron/contract.ts';

describe('AppBridge over HTTP, against the real web host', () => {
  let host: WebHost;
  let dir: string;
  let bridge: AppBridge;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'high-noon-bridge-'));
    host = await startWebHost({ port: 0, dataDir: dir, staticDir: dir, version: '0.0.1' });
    bridge = createBridge(httpTransport(host.url));
  });
  afterAll(async () => {
    await host.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('saves, lists, loads, renames and deletes', async () => {
    expect(bridge.transport).toBe('http');
    expect(
      await bridge.writeSave({ kind: 'map', name: 'Ridge', data: { size: [4, 4] } }),
    ).toMatchObject({ ok: true });
    expect(await bridge.listSaves({ kind: 'map' })).toMatchObject({
      ok: true,
      value: [{ name: 'Ridge' }],
    });
    expect(await bridge.renameSave({ kind: 'map', from: 'Ridge', to: 'High Ridge' })).toMatchObject(
      { ok: true, value: { name: 'High Ridge' } },
    );
    expect(await bridge.loadSave({ kind: 'map', name: 'High Ridge' })).toMatchObject({
      ok: true,
      value: { data: { size: [4, 4] } },
    });
    expect(await bridge.deleteSave({ kind: 'map', name: 'High Ridge' })).toEqual({
      ok: true,
      value: { deleted: true },
    });
    expect(await bridge.listSaves({})).toEqual({ ok: true, value: [] });
  });

  it('reads the default settings, then keeps what was set', async () => {
    expect(await bridge.getSettings({})).toEqual({
      ok: true,
      value: { settings: { autoAdvance: false, showCoordinates: true } },
    });
    const settings = { autoAdvance: true, showCoordinates: false };
    expect(await bridge.setSettings({ settings })).toEqual({ ok: true, value: { settings } });
    expect(await bridge.getSettings({})).toEqual({ ok: true, value: { settings } });
    const half = await bridge.setSettings({
      settings: { autoAdvance: false } as typeof settings,
    });
    expect(half).toMatchObject({ ok: false, error: { code: 'invalid_argument' } });
    expect(await bridge.getSettings({})).toEqual({ ok: true, value: { settings } });
  });

  it('brings back the store’s refusals', async () => {
    expect(await bridge.writeSave({ kind: 'map', name: '', data: { size: [4, 4] } })).toEqual({
      ok: false,
      error: { code: 'invalid_name', message: 'A save needs a name.' },
    });
  });

  it('shows the host’s own sentence when it refuses a request too large to take', async () => {
    const small = await startWebHost({
      port: 0,
      dataDir: dir,
      staticDir: dir,
      version: '0.0.1',
      maxBodyBytes: 1024,
    });
    try {
      const result = await createBridge(httpTransport(small.url)).writeSave({
        kind: 'map',
        name: 'Huge',
        data: { size: [4, 4], notes: 'x'.repeat(4096) },
      });
      expect(result).toMatchObject({ ok: false, error: { code: 'too_large' } });
      if (!result.ok) expect(result.error.message).not.toMatch(/[{}]/);
    } finally {
      await small.close();
    }
  });

  it('says so plainly when the host is gone', async () => {
    const gone = createBridge(httpTransport('http://127.0.0.1:9/'));
    expect(await gone.listSaves({})).toMatchObject({ ok: false, error: { code: 'offline' } });
  });
});

describe('the HTTP transport', () => {
  it('sends small calls so they outlive the page (a setting, then a reload), but not saves', async () => {
    const sent: { route: string; keepalive: boolean | undefined }[] = [];
    const fetchImpl = (async (url: URL, init: RequestInit) => {
      sent.push({ route: url.pathname, keepalive: init.keepalive });
      return new Response(JSON.stringify({ ok: true, value: null }));
    }) as unknown as typeof fetch;
    const bridge = createBridge(httpTransport('http://127.0.0.1:1/', fetchImpl));
    await bridge.setSettings({ settings: { autoAdvance: true, showCoordinates: false } });
    await bridge.writeSave({ kind: 'map', name: 'Big', data: { notes: 'x'.repeat(8192) } });
    expect(sent).toEqual([
      { route: '/api/setSettings', keepalive: true },
      { route: '/api/writeSave', keepalive: false },
    ]);
  });
});

describe('AppBridge over IPC', () => {
  it('forwards each method to the preload function of the same name, as the bytes of its JSON, answered as text', async () => {
    const calls: string[] = [];
    const preload = Object.fromEntries(
      METHOD_NAMES.map((m) => [
        m,
        async (input: Uint8Array) => (
          calls.push(`${m}:${new TextDecoder().decode(input)}`),
          JSON.stringify({ ok: true as const, value: m })
        ),
      ]),
    ) as Parameters<typeof ipcTransport>[0];
    const transport: Transport = ipcTransport(preload);
    const bridge = createBridge(transport);
    expect(bridge.transport).toBe('ipc');
    await bridge.loadSave({ kind: 'map', name: 'x' });
    await bridge.setSettings({ settings: { autoAdvance: true, showCoordinates: true } });
    await bridge.getSettings({});
    expect(calls).toEqual([
      'loadSave:{"kind":"map","name":"x"}',
      'setSettings:{"settings":{"autoAdvance":true,"showCoordinates":true}}',
      'getSettings:{}',
    ]);
  });
});
