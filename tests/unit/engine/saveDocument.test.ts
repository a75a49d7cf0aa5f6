import { describe, expect, it } from 'vitest';
import { parseSaveDocument, validateSaveData } from '../../../engine/save/saveDocument.ts';

describe('save documents', () => {
  const envelope = {
    schemaVersion: 1,
    kind: 'map',
    name: 'Tiny',
    savedAt: '2026-11-29T00:00:00.000Z',
  };

  it('validates a map save’s data with the map schema', () => {
    const ok = parseSaveDocument({ ...envelope, data: { size: [2, 2] } });
    expect(ok).toMatchObject({ ok: true, doc: { data: { size: [2, 2], tokens: [] } } });
    expect(
      parseSaveDocument({
        ...envelope,
        data: { size: [2, 2], ranks: [{ rank: 1, squares: [[5, 5]] }] },
      }),
    ).toEqual({
      ok: false,
      message: 'data.ranks[0].squares[0]: square [5, 5] is off the 2×2 map',
    });
  });

  it('refuses a missing schemaVersion and a newer one', () => {
    expect(parseSaveDocument({ ...envelope, schemaVersion: undefined, data: {} })).toMatchObject({
      ok: false,
      message: expect.stringContaining('schemaVersion'),
    });
    expect(parseSaveDocument({ ...envelope, schemaVersion: 2, data: {} })).toMatchObject({
      ok: false,
      message: expect.stringContaining('newer'),
    });
  });

  it('keeps encounters as JSON objects until their schema exists, and refuses a session that is not one', () => {
    expect(validateSaveData('encounter', { round: 1 })).toEqual({ ok: true, data: { round: 1 } });
    expect(validateSaveData('encounter', [1, 2])).toMatchObject({ ok: false });
    expect(validateSaveData('session', { round: 1 })).toMatchObject({
      ok: false,
      message: expect.stringContaining('schemaVersion'),
    });
  });
});
