import { describe, expect, it } from 'vitest';
import {
  METHOD_NAMES,
  callResultSchema,
  channelOf,
  contract,
  isMethodName,
  routeOf,
} from '../../../electron/contract.ts';
import { createHandlers } from '../../../electron/handlers.ts';
import type { Stores } from '../../../electron/handlers.ts';

describe('the bridge contract', () => {
  it('implements every contract method in the handlers, and nothing else', () => {
    const handlers = createHandlers({} as Stores, {
      version: '0',
      transport: 'http',
      dataDir: '',
    });
    const { asText, ...methods } = handlers;
    expect(Object.keys(methods).sort()).toEqual([...METHOD_NAMES].sort());
    // Besides them, only the two calls that carry a whole save as text or bytes (dispatchBody.ts).
    expect(Object.keys(asText).sort()).toEqual(['loadSave', 'writeSave']);
  });

  it('gives each method its own IPC channel and HTTP route', () => {
    expect(new Set(METHOD_NAMES.map(channelOf)).size).toBe(METHOD_NAMES.length);
    expect(channelOf('loadSave')).toBe('high-noon:loadSave');
    expect(routeOf('loadSave')).toBe('/api/loadSave');
  });

  it('knows its own method names only, including against prototype keys', () => {
    expect(isMethodName('listSaves')).toBe(true);
    expect(isMethodName('toString')).toBe(false);
    expect(isMethodName('__proto__')).toBe(false);
  });

  it('rejects unknown fields so nothing unexpected reaches the store', () => {
    expect(contract.deleteSave.input.safeParse({ kind: 'map', name: 'x' }).success).toBe(true);
    expect(
      contract.deleteSave.input.safeParse({ kind: 'map', name: 'x', force: true }).success,
    ).toBe(false);
    expect(contract.writeSave.input.safeParse({ kind: 'map', name: 1, data: {} }).success).toBe(
      false,
    );
  });

  it('takes settings whole: every preference, of its type, and nothing else', () => {
    const settings = { autoAdvance: true, showCoordinates: false };
    expect(contract.setSettings.input.safeParse({ settings }).success).toBe(true);
    for (const bad of [
      {},
      { settings: { autoAdvance: true } },
      { settings: { ...settings, showCoordinates: 'no' } },
      { settings: { ...settings, theme: 'dark' } },
      { settings, path: '../settings.json' },
    ]) {
      expect(contract.setSettings.input.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(contract.getSettings.input.safeParse({ file: 'x' }).success).toBe(false);
  });

  it('describes results as ok with a value or not ok with an error', () => {
    const schema = callResultSchema(contract.listSaves.output);
    expect(schema.safeParse({ ok: true, value: [] }).success).toBe(true);
    expect(schema.safeParse({ ok: false, error: { code: 'x', message: 'y' } }).success).toBe(true);
    expect(schema.safeParse({ ok: true }).success).toBe(false);
  });
});
