import { describe, expect, it } from 'vitest';
import { parseSaveDocument, validateSaveData } from '../../../../engine/save/saveDocument.ts';
import { sessionFromSave } from '../../../../engine/save/sessionSave.ts';
import session from '../../../fixtures/session-v3.json';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';

/**
 * Issue 16, HD1: validation is bounded. A list longer than the most a save may hold is refused
 * before its elements are read, and a list of many bad elements is judged without collecting
 * every problem (which overflowed zod's stack and took the library down).
 */
describe('bounded validation of saves', () => {
  const bad = (n: number) => Array.from({ length: n }, () => 'x');

  it('judges 150,000 bad squares in one area without overflowing, naming the first', () => {
    const data = { size: [10, 10], terrain: [{ kind: 'mud', squares: bad(150_000) }] };
    const parsed = parseSaveDocument({
      schemaVersion: 3,
      kind: 'map',
      name: 'Flood',
      savedAt: 'x',
      data,
    });
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.message).toMatch(
      /^data\.terrain\[0]\.squares\[0]: Invalid input: expected tuple, received string; .* \(and at least 97 more\)$/,
    );
  });

  it('judges a session log of 100,000 bad actions without overflowing', () => {
    const data = { ...session.data, log: bad(100_000) };
    const written = validateSaveData('session', data);
    expect(written.ok).toBe(false);
    expect(!written.ok && written.message).toContain('data.log[0]: ');
    const read = sessionFromSave(data);
    expect(!read.ok && read.message).toContain('log[0]: ');
  });

  it('judges a session whose map has 50,000 squares off the map from its first 100', () => {
    // 50,000: as many as a 16×12 map may list at all, with room (map.ts, maxAreaSquares).
    const data = structuredClone(session.data) as { start: { map: Record<string, unknown> } };
    data.start.map.terrain = [
      { kind: 'mud', squares: Array.from({ length: 50_000 }, () => [400, 400]) },
    ];
    const written = validateSaveData('session', data);
    expect(written.ok).toBe(false);
    expect(!written.ok && written.message).toMatch(
      /^data\.start\.map\.terrain\[0]\.squares\[0]: square \[400, 400] is off the 16×12 map; .* \(and at least 97 more\)$/,
    );
  });

  it('refuses a map whose areas list more squares than its size allows, once for the map', () => {
    const data = structuredClone(session.data) as { start: { map: Record<string, unknown> } };
    data.start.map.terrain = [
      { kind: 'mud', squares: Array.from({ length: 200_000 }, () => [400, 400]) },
    ];
    expect(validateSaveData('session', data)).toEqual({
      ok: false,
      message:
        "data.start.map: the 16×12 map's terrain, cover, ranks, passages and buildings list " +
        '200,042 squares between them; a map its size may list at most 60,000',
    });
  });

  it('refuses an area of more than 250,000 squares (a 500×500 map) before reading them', () => {
    const squares = Array.from({ length: 250_001 }, (_, i) => [i % 500, Math.floor(i / 500) % 500]);
    expect(
      validateSaveData('map', { size: [500, 500], terrain: [{ kind: 'mud', squares }] }),
    ).toEqual({ ok: false, message: 'data.terrain[0].squares: lists more than 250,000 squares' });
    expect(
      validateSaveData('map', {
        size: [500, 500],
        terrain: [{ kind: 'mud', squares: squares.slice(1) }],
      }).ok,
    ).toBe(true);
  });

  it('refuses more than 200,000 walls, doors or windows', () => {
    const segments = Array.from({ length: 200_001 }, (_, i) => [i % 500, 0, i % 500, 1]);
    for (const field of ['walls', 'windows'] as const) {
      expect(validateSaveData('map', { size: [500, 500], [field]: segments })).toEqual({
        ok: false,
        message: `data.${field}: lists more than 200,000 segments`,
      });
    }
    const doors = segments.map((at) => ({ at }));
    expect(validateSaveData('map', { size: [500, 500], doors })).toEqual({
      ok: false,
      message: 'data.doors: lists more than 200,000 segments',
    });
  });

  it('refuses a log or an undone list of more than 100,000 actions', () => {
    const actions = Array.from({ length: 100_001 }, () => ({ type: BEGIN_TURNS.type }));
    expect(validateSaveData('session', { ...session.data, log: actions })).toEqual({
      ok: false,
      message: 'data.log: holds more than 100,000 actions',
    });
    expect(validateSaveData('session', { ...session.data, undone: actions })).toEqual({
      ok: false,
      message: 'data.undone: holds more than 100,000 actions',
    });
  });
});
