import { describe, expect, it } from 'vitest';
import type { Migration } from '../../../../engine/save/migrate.ts';
import { MIGRATIONS } from '../../../../engine/save/migrations/index.ts';
import { parseSaveDocument, validateSaveData } from '../../../../engine/save/saveDocument.ts';
import { SAVE_KINDS } from '../../../../engine/save/saveKinds.ts';
import { SAVE_KIND_VERSIONS } from '../../../../engine/save/saveDocument.ts';

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
    expect(parseSaveDocument({ ...envelope, schemaVersion: 4, data: {} })).toMatchObject({
      ok: false,
      message: expect.stringContaining('newer'),
    });
  });

  it('refuses an encounter with no map, or a seating that leaves someone out (T1), and a session that is not one', () => {
    expect(validateSaveData('encounter', { round: 1 })).toMatchObject({
      ok: false,
      message: expect.stringContaining('data.map'),
    });
    const seat = (id: string) => ({ id, side: 'pc', at: [0, 0] });
    expect(
      validateSaveData('encounter', {
        map: 'Dusty Crossing',
        placements: [seat('kate'), seat('ned')],
        seating: ['ned'],
      }),
    ).toMatchObject({ ok: false, message: expect.stringContaining('rule T1') });
    expect(validateSaveData('session', { round: 1 })).toMatchObject({
      ok: false,
      message: expect.stringContaining('data.start'),
    });
  });

  it('reads each kind at its own version: a session at 4 is newer, a map at 4 is too', () => {
    expect(SAVE_KIND_VERSIONS).toEqual({
      map: 3,
      character: 1,
      npc: 1,
      encounter: 3,
      campaign: 2,
      session: 3,
      image: 1,
      practice: 1,
      fingerguns: 3,
      texas: 2,
    });
    expect(parseSaveDocument({ ...envelope, kind: 'map', schemaVersion: 4, data: {} })).toEqual({
      ok: false,
      message:
        'map schemaVersion 4 was written by a newer High Noon Table (this one reads up to 3)',
    });
    expect(parseSaveDocument({ ...envelope, kind: 'image', schemaVersion: 2, data: {} })).toEqual({
      ok: false,
      message:
        'image schemaVersion 2 was written by a newer High Noon Table (this one reads up to 1)',
    });
    expect(parseSaveDocument({ ...envelope, kind: 'session', schemaVersion: 4, data: {} })).toEqual(
      {
        ok: false,
        message:
          'session schemaVersion 4 was written by a newer High Noon Table (this one reads up to 3)',
      },
    );
  });

  it('migrates before it validates: an old session is checked against the current schema only', () => {
    // v1 data that is not a session at all reaches the v2 schema, which says what is wrong.
    expect(
      parseSaveDocument({ ...envelope, kind: 'session', schemaVersion: 1, data: { log: [] } }),
    ).toMatchObject({ ok: false, message: expect.stringContaining('data.start') });
    expect(
      parseSaveDocument({ ...envelope, kind: 'session', schemaVersion: 1, data: 'x' }),
    ).toMatchObject({ ok: false, message: expect.stringContaining('not an object') });
  });
});

describe('the migrations registry', () => {
  it('chains every kind from version 1 to its current version, one step at a time', () => {
    for (const kind of SAVE_KINDS) {
      const steps: readonly Migration[] = MIGRATIONS[kind];
      expect(steps.map((m) => [m.from, m.to])).toEqual(
        Array.from({ length: SAVE_KIND_VERSIONS[kind] - 1 }, (_, i) => [i + 1, i + 2]),
      );
    }
  });
});
