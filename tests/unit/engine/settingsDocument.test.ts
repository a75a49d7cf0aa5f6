import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COMPUTER_PACE,
  DEFAULT_PROJECTOR_SCALE,
  DEFAULT_SETTINGS,
  projectorScaleOf,
  SETTINGS_SCHEMA_VERSION,
  settingsFromDocument,
  settingsSchema,
  settingsToDocument,
  tvStepMsOf,
} from '../../../engine/save/settingsDocument.ts';
import v1 from '../../fixtures/settings-v1.json';

describe('the settings document', () => {
  it('reads the version 1 fixture', () => {
    expect(settingsFromDocument(v1)).toEqual({
      ok: true,
      settings: { autoAdvance: true, showCoordinates: false },
    });
  });

  it('defaults to auto-advance off and coordinates on', () => {
    expect(DEFAULT_SETTINGS).toEqual({ autoAdvance: false, showCoordinates: true });
    expect(settingsFromDocument({ kind: 'settings', schemaVersion: 1 })).toEqual({
      ok: true,
      settings: DEFAULT_SETTINGS,
    });
  });

  it('gives a missing preference its default and keeps the others', () => {
    expect(
      settingsFromDocument({ kind: 'settings', schemaVersion: 1, data: { autoAdvance: true } }),
    ).toEqual({ ok: true, settings: { autoAdvance: true, showCoordinates: true } });
    expect(
      settingsFromDocument({
        kind: 'settings',
        schemaVersion: 1,
        data: { showCoordinates: false },
      }),
    ).toEqual({ ok: true, settings: { autoAdvance: false, showCoordinates: false } });
  });

  it("loads a file from before the projector's calibration uncalibrated, and keeps one made since", () => {
    const old = settingsFromDocument(v1);
    expect(old.ok && projectorScaleOf(old.settings)).toEqual(DEFAULT_PROJECTOR_SCALE);
    expect(DEFAULT_PROJECTOR_SCALE).toMatchObject({ trueScale: false, diagonalInches: null });
    const projector = { trueScale: true, diagonalInches: 55, squareInches: 1.5, follow: 'fixed' };
    const read = settingsFromDocument({ ...v1, data: { ...v1.data, projector } });
    expect(read.ok && projectorScaleOf(read.settings)).toEqual(projector);
    expect(
      settingsFromDocument(
        settingsToDocument({ ...DEFAULT_SETTINGS, projector: projector as never }),
      ),
    ).toMatchObject({
      ok: true,
      settings: { projector },
    });
  });

  it("keeps the players' screen's shape the Dealer chose; a file without one reads as reported", () => {
    const projector = {
      trueScale: false,
      diagonalInches: null,
      squareInches: 1,
      follow: 'acting',
      aspect: '4:3',
    };
    const read = settingsFromDocument({ ...v1, data: { ...v1.data, projector } });
    expect(read.ok && projectorScaleOf(read.settings)).toEqual(projector);
    const before = { trueScale: false, diagonalInches: null, squareInches: 1, follow: 'acting' };
    const older = settingsFromDocument({ ...v1, data: { ...v1.data, projector: before } });
    expect(older.ok && projectorScaleOf(older.settings).aspect).toBeUndefined();
    expect(
      settingsFromDocument({ ...v1, data: { projector: { ...projector, aspect: '5:4' } } }).ok,
    ).toBe(false);
  });

  it('refuses a calibration outside 10–120 inches of diagonal or 0.5–3 inches a square', () => {
    const base = { trueScale: true, diagonalInches: 55, squareInches: 1, follow: 'acting' };
    for (const bad of [
      { diagonalInches: 9 },
      { diagonalInches: 121 },
      { squareInches: 0.4 },
      { squareInches: 3.1 },
    ]) {
      const read = settingsFromDocument({ ...v1, data: { projector: { ...base, ...bad } } });
      expect(read.ok, JSON.stringify(bad)).toBe(false);
      expect(
        settingsSchema.safeParse({ ...DEFAULT_SETTINGS, projector: { ...base, ...bad } }).success,
      ).toBe(false);
    }
  });

  it("keeps the computer's pace the Dealer chose (issue 14); a file without one reads as brisk, and a pace it does not know is refused", () => {
    const data = { ...DEFAULT_SETTINGS, computerPace: 'step' };
    expect(settingsFromDocument({ kind: 'settings', schemaVersion: 1, data })).toEqual({
      ok: true,
      settings: data,
    });
    const before = settingsFromDocument(v1);
    expect(before.ok && (before.settings.computerPace ?? DEFAULT_COMPUTER_PACE)).toBe('brisk');
    const odd = settingsFromDocument({
      kind: 'settings',
      schemaVersion: 1,
      data: { ...DEFAULT_SETTINGS, computerPace: 'glacial' },
    });
    expect(odd.ok).toBe(false);
    expect(!odd.ok && odd.message).toMatch(/^data\.computerPace: /);
  });

  it("keeps the TV's pace through an attack's steps (issue 40); a file without one reads as 1.5 s, and one past 5 s is refused", () => {
    const data = { ...DEFAULT_SETTINGS, tvStepMs: 0 };
    expect(settingsFromDocument({ kind: 'settings', schemaVersion: 1, data })).toEqual({
      ok: true,
      settings: data,
    });
    const before = settingsFromDocument(v1);
    expect(before.ok && tvStepMsOf(before.settings)).toBe(1500);
    const slow = settingsFromDocument({
      kind: 'settings',
      schemaVersion: 1,
      data: { ...DEFAULT_SETTINGS, tvStepMs: 60_000 },
    });
    expect(!slow.ok && slow.message).toMatch(/^data\.tvStepMs: /);
  });

  it('refuses a preference of the wrong type, naming it', () => {
    expect(
      settingsFromDocument({
        kind: 'settings',
        schemaVersion: 1,
        data: { autoAdvance: 'yes', showCoordinates: true },
      }),
    ).toEqual({
      ok: false,
      message: 'data.autoAdvance: Invalid input: expected boolean, received string',
    });
  });

  it('refuses what is not a settings document of a version it reads', () => {
    expect(settingsFromDocument(null)).toEqual({ ok: false, message: 'not an object' });
    expect(settingsFromDocument([])).toEqual({ ok: false, message: 'not an object' });
    expect(settingsFromDocument({ kind: 'session', schemaVersion: 1 })).toEqual({
      ok: false,
      message: 'kind is "session", not "settings"',
    });
    expect(settingsFromDocument({ kind: 'settings' })).toMatchObject({
      ok: false,
      message: expect.stringContaining('schemaVersion'),
    });
    expect(settingsFromDocument({ kind: 'settings', schemaVersion: 2, data: {} })).toEqual({
      ok: false,
      message: `schemaVersion 2 was written by a newer High Noon Table (this one reads up to ${SETTINGS_SCHEMA_VERSION})`,
    });
  });

  it('writes a document that reads back as it was, without mutating its input', () => {
    const settings = { autoAdvance: true, showCoordinates: false };
    const doc = settingsToDocument(settings);
    expect(doc).toEqual(v1);
    expect(settingsFromDocument(JSON.parse(JSON.stringify(doc)))).toEqual({ ok: true, settings });
    expect(settings).toEqual({ autoAdvance: true, showCoordinates: false });
  });

  it('takes only complete settings from a caller: no field missing, none added', () => {
    expect(settingsSchema.safeParse({ autoAdvance: true }).success).toBe(false);
    expect(
      settingsSchema.safeParse({ autoAdvance: true, showCoordinates: true, theme: 'dark' }).success,
    ).toBe(false);
    expect(settingsSchema.safeParse({ ...DEFAULT_SETTINGS }).success).toBe(true);
  });
});
