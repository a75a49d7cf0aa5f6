import { SAVE_KIND_VERSIONS } from '../../../engine/save/saveDocument.ts';
import { describe, expect, it } from 'vitest';
import { createHandlers, dispatch } from '../../../electron/handlers.ts';
import { SaveStore } from '../../../electron/store/saveStore.ts';
import { SettingsStore } from '../../../electron/store/settingsStore.ts';
import { useTempDirs } from './tempDir.ts';

const tempDir = useTempDirs();

async function setup() {
  const dataDir = await tempDir();
  const stores = {
    saves: await SaveStore.open(dataDir),
    settings: await SettingsStore.open(dataDir),
  };
  return createHandlers(stores, { version: '9.9.9', transport: 'ipc', dataDir });
}

describe('dispatch (the one entry point of IPC and HTTP)', () => {
  it('refuses a method the contract does not have', async () => {
    const handlers = await setup();
    expect(await dispatch(handlers, 'readFile', { path: '/etc/passwd' })).toEqual({
      ok: false,
      error: { code: 'unknown_method', message: 'No such method: readFile' },
    });
  });

  it('parses every argument: a wrong kind or an extra field is refused before the store sees it', async () => {
    const handlers = await setup();
    const wrongKind = await dispatch(handlers, 'loadSave', { kind: 'script', name: 'x' });
    expect(wrongKind).toMatchObject({ ok: false, error: { code: 'invalid_argument' } });
    expect(wrongKind.ok || wrongKind.error.message).toContain('kind');
    const extra = await dispatch(handlers, 'listSaves', { kind: 'map', path: '..' });
    expect(extra).toMatchObject({ ok: false, error: { code: 'invalid_argument' } });
    const notAnObject = await dispatch(handlers, 'writeSave', 'hello');
    expect(notAnObject).toMatchObject({ ok: false, error: { code: 'invalid_argument' } });
  });

  it('turns store refusals into results with their code and message', async () => {
    const handlers = await setup();
    const result = await dispatch(handlers, 'writeSave', {
      kind: 'map',
      name: '../../etc/passwd',
      data: { size: [2, 2] },
    });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'invalid_name',
        message: '"../../etc/passwd" contains / or \\; a save name cannot be a path.',
      },
    });
  });

  it('saves, lists and loads through the handlers', async () => {
    const handlers = await setup();
    expect(
      await dispatch(handlers, 'writeSave', { kind: 'map', name: 'Tiny', data: { size: [2, 2] } }),
    ).toMatchObject({ ok: true });
    expect(await dispatch(handlers, 'listSaves', {})).toMatchObject({
      ok: true,
      value: [{ kind: 'map', name: 'Tiny' }],
    });
    const loaded = await dispatch(handlers, 'loadSave', { kind: 'map', name: 'Tiny' });
    expect(loaded).toMatchObject({
      ok: true,
      value: {
        name: 'Tiny',
        schemaVersion: SAVE_KIND_VERSIONS.map,
        data: { size: [2, 2], walls: [] },
      },
    });
    expect(await dispatch(handlers, 'appInfo', {})).toMatchObject({
      ok: true,
      value: { version: '9.9.9', transport: 'ipc' },
    });
  });

  it('reads and writes the settings, whole and checked', async () => {
    const handlers = await setup();
    expect(await dispatch(handlers, 'getSettings', {})).toEqual({
      ok: true,
      value: { settings: { autoAdvance: false, showCoordinates: true } },
    });
    const settings = { autoAdvance: true, showCoordinates: false };
    expect(await dispatch(handlers, 'setSettings', { settings })).toEqual({
      ok: true,
      value: { settings },
    });
    expect(await dispatch(handlers, 'getSettings', {})).toEqual({ ok: true, value: { settings } });
    const half = await dispatch(handlers, 'setSettings', { settings: { autoAdvance: false } });
    expect(half).toMatchObject({ ok: false, error: { code: 'invalid_argument' } });
    expect(half.ok || half.error.message).toContain('settings.showCoordinates');
    expect(await dispatch(handlers, 'getSettings', {})).toEqual({ ok: true, value: { settings } });
  });
});
