import { z } from 'zod';
import { describeIssues } from '../model/describeIssues.ts';
import { migrate } from './migrate.ts';
import type { Migration } from './migrate.ts';

/**
 * The app's preferences: how the table behaves and looks, never what happens in the game. They are
 * their own document, apart from saves, so changing one is never logged, never undone and never
 * clears redo (DESIGN.md). Later versions add to it (projector calibration, pruning autosaves).
 */
export const SETTINGS_SCHEMA_VERSION = 1;

/**
 * Migrations of the settings document's data, one step each, in order (as a save kind's,
 * migrations/index.ts). Version 1 is the first, so the list is empty; v1→v2 goes here when a
 * preference changes shape.
 */
export const SETTINGS_MIGRATIONS: readonly Migration[] = [];

/**
 * The preferences as the app holds, sends and writes them: every field present. Bridge calls are
 * checked with this strict form, so a caller cannot half-write them or slip in a field.
 */
export const settingsSchema = z
  .object({
    /** The table steps an attack through its shown steps (A4–A8) once the defence is in. */
    autoAdvance: z.boolean(),
    /** The board shows column letters and row numbers around the grid (G1). */
    showCoordinates: z.boolean(),
  })
  .strict();

export type Settings = z.output<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  autoAdvance: false,
  showCoordinates: true,
});

/**
 * The data as it is read from a file: a preference the file does not mention (an older build wrote
 * it, or someone trimmed it by hand) takes its default, instead of costing the others.
 */
const storedSettingsSchema = z.object({
  autoAdvance: z.boolean().default(DEFAULT_SETTINGS.autoAdvance),
  showCoordinates: z.boolean().default(DEFAULT_SETTINGS.showCoordinates),
});

export const settingsDocumentSchema = z.object({
  kind: z.literal('settings'),
  schemaVersion: z.literal(SETTINGS_SCHEMA_VERSION),
  data: storedSettingsSchema.default({ ...DEFAULT_SETTINGS }),
});

export interface SettingsDocument {
  kind: 'settings';
  schemaVersion: typeof SETTINGS_SCHEMA_VERSION;
  data: Settings;
}

export type ParsedSettings = { ok: true; settings: Settings } | { ok: false; message: string };

/**
 * load = parse → migrate → validate (DESIGN.md). A field of the wrong type refuses the whole
 * document rather than guessing what was meant; the caller then uses DEFAULT_SETTINGS and says why.
 */
export function settingsFromDocument(raw: unknown): ParsedSettings {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { ok: false, message: 'not an object' };
  const doc = raw as Record<string, unknown>;
  if (doc.kind !== 'settings')
    return { ok: false, message: `kind is ${JSON.stringify(doc.kind)}, not "settings"` };
  const version = doc.schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    return { ok: false, message: 'schemaVersion is missing or not a whole number' };
  // As with saves, the migrations bring the data from the version the file states (migrate.ts).
  const migrated = migrate(doc.data, version, SETTINGS_SCHEMA_VERSION, SETTINGS_MIGRATIONS);
  if (!migrated.ok) return migrated;
  const parsed = settingsDocumentSchema.safeParse({
    ...doc,
    schemaVersion: SETTINGS_SCHEMA_VERSION,
    data: migrated.data,
  });
  if (!parsed.success) return { ok: false, message: describeIssues(parsed.error) };
  return { ok: true, settings: { ...parsed.data.data } };
}

export function settingsToDocument(settings: Settings): SettingsDocument {
  return {
    kind: 'settings',
    schemaVersion: SETTINGS_SCHEMA_VERSION,
    data: settingsSchema.parse(settings),
  };
}
