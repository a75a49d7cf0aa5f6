import { z } from 'zod';
import { describeIssues } from '../model/describeIssues.ts';
import { migrate } from './migrate.ts';
import type { Migration } from './migrate.ts';

/**
 * The app's preferences: how the table behaves and looks, never what happens in the game. They are
 * their own document, apart from saves, so changing one is never logged, never undone and never
 * clears redo (DESIGN.md). Fields added later carry a default, so an older file loads (the projector's calibration).
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
/**
 * True scale for miniatures (issue 11, item 6): the bounds a calibration must keep. A diagonal
 * outside them is a typo (a 7-inch phone is not a battle mat; 120 inches is a large projection),
 * and a square outside them no miniature stands on.
 */
export const PROJECTOR_SCALE_LIMITS = Object.freeze({
  diagonalInches: { min: 10, max: 120 },
  squareInches: { min: 0.5, max: 3 },
});

/**
 * The shapes a players' screen the Dealer's window cannot measure may have (a TV's browser on the
 * LAN tells nothing back): width to height.
 */
export const PROJECTOR_ASPECTS = Object.freeze(['16:9', '16:10', '4:3', '3:2'] as const);

/**
 * How the players' view draws the board at true scale: the screen's diagonal the Dealer typed
 * (null until calibrated), how large one square is drawn, and whether the view follows the acting
 * character or stays where the Dealer pushed it. `aspect` is the players' screen's shape as the
 * Dealer chose it, for the miniature and the frame's outline; absent, as the projector on this
 * machine reports it (added after the calibration, optional, so no migration: an older file has
 * none and reads as before).
 */
export const projectorScaleSchema = z
  .object({
    trueScale: z.boolean(),
    diagonalInches: z
      .number()
      .min(PROJECTOR_SCALE_LIMITS.diagonalInches.min)
      .max(PROJECTOR_SCALE_LIMITS.diagonalInches.max)
      .nullable(),
    squareInches: z
      .number()
      .min(PROJECTOR_SCALE_LIMITS.squareInches.min)
      .max(PROJECTOR_SCALE_LIMITS.squareInches.max),
    follow: z.enum(['acting', 'fixed']),
    aspect: z.enum(PROJECTOR_ASPECTS).optional(),
    /**
     * Standee mode (issue 40, item 3): miniatures stand on the TV. Absent means off: a file from
     * before it loads as it was.
     */
    standees: z.boolean().optional(),
  })
  .strict();

export type ProjectorScale = z.output<typeof projectorScaleSchema>;

/** Issue 40, item 2: each attack step alone on the TV for 1.5 s, unless the Dealer sets another. */
export const DEFAULT_STEP_MS = 1500;
/** The longest a step may be held: a pace slower than this stalls the table. */
export const MAX_STEP_MS = 5000;

export const DEFAULT_PROJECTOR_SCALE: Readonly<ProjectorScale> = Object.freeze({
  trueScale: false,
  diagonalInches: null,
  squareInches: 1,
  follow: 'acting',
});

/** How long and how much a store of old files keeps: `days` at most, then `megabytes` at most. */
const ageAndSizeLimitsSchema = z
  .object({
    days: z.number().int().min(1).max(3650),
    megabytes: z.number().int().min(1).max(100_000),
  })
  .strict();

/**
 * Deleted saves are kept in the trash for `days`, and at most `megabytes` of them, the oldest
 * going first (issue 16: the trash is pruned by age and size, set in the settings document).
 */
export const trashLimitsSchema = ageAndSizeLimitsSchema;
export type TrashLimits = z.output<typeof trashLimitsSchema>;
export const DEFAULT_TRASH_LIMITS: Readonly<TrashLimits> = Object.freeze({
  days: 30,
  megabytes: 500,
});

/**
 * An overwrite keeps the last 3 versions of a save and the newest of each of the last `days` days;
 * across the library, the oldest versions go once all of them pass `megabytes`, a save's newest
 * only after every other one (issue 16, item 4: backups are pruned by age and size, set in the
 * settings). The limit is strict: a library whose newest versions alone pass it loses some.
 */
export const backupLimitsSchema = ageAndSizeLimitsSchema;
export type BackupLimits = z.output<typeof backupLimitsSchema>;
export const DEFAULT_BACKUP_LIMITS: Readonly<BackupLimits> = Object.freeze({
  days: 7,
  megabytes: 500,
});

/**
 * How fast the computer's moves follow each other at the table (issue 14, item 2): at once, a beat
 * apart, or each when the table asks for it. A preference of the Dealer's, kept across sessions.
 */
export const COMPUTER_PACES = ['instant', 'brisk', 'step'] as const;
export type ComputerPace = (typeof COMPUTER_PACES)[number];
export const DEFAULT_COMPUTER_PACE: ComputerPace = 'brisk';

/**
 * The players' link (issue 38, item 3): the public's pass to the table room, in every TV's link,
 * kept here so a link lasts across host restarts until the Dealer renews it. The host's alone:
 * the save API neither shows it nor lets a page write it (SettingsStore keeps it on every write).
 */
export const tableLinkSchema = z.object({ pass: z.string().regex(/^[\w-]{24,64}$/) }).strict();
export type TableLink = z.output<typeof tableLinkSchema>;

/**
 * The seats' links (issue 39), by the seat's key (`pc:kate`): a phone's link, like the TV's,
 * lasts across the host's restarts. At most a few dozen: a table's seats.
 */
export const seatLinksSchema = z
  .record(z.string().regex(/^[\w:-]{1,80}$/), tableLinkSchema)
  .refine((links) => Object.keys(links).length <= 64, 'at most 64 seats');

export const settingsSchema = z
  .object({
    /** The table steps an attack through its shown steps (A4–A8) once the defence is in. */
    autoAdvance: z.boolean(),
    /** The board shows column letters and row numbers around the grid (G1). */
    showCoordinates: z.boolean(),
    /**
     * The projector's calibration (issue 11). Absent means DEFAULT_PROJECTOR_SCALE (read it with
     * projectorScaleOf): a document written before it, by a file or a caller, stays whole.
     */
    projector: projectorScaleSchema.optional(),
    /** How long and how much the trash keeps (issue 16); absent means DEFAULT_TRASH_LIMITS. */
    trash: trashLimitsSchema.optional(),
    /** How long and how much the saves' earlier versions keep; absent means DEFAULT_BACKUP_LIMITS. */
    backups: backupLimitsSchema.optional(),
    /** The computer's pace at the table; absent means DEFAULT_COMPUTER_PACE. */
    computerPace: z.enum(COMPUTER_PACES).optional(),
    /** The players' link; absent until the host first makes one. */
    tableLink: tableLinkSchema.optional(),
    /** Each seat's link by the seat's key (issue 39); absent until the host first makes one. */
    seatLinks: seatLinksSchema.optional(),
    /** How long the TV holds each attack step (issue 40, item 2); absent means DEFAULT_STEP_MS. */
    tvStepMs: z.number().int().min(0).max(MAX_STEP_MS).optional(),
  })
  .strict();

export type Settings = z.output<typeof settingsSchema>;

/** What the trash keeps, read with trashLimitsOf: a document without it takes the defaults. */
export function trashLimitsOf(settings: Settings): TrashLimits {
  return settings.trash ?? DEFAULT_TRASH_LIMITS;
}

/** What the saves' earlier versions keep: a document without it takes the defaults. */
export function backupLimitsOf(settings: Settings): BackupLimits {
  return settings.backups ?? DEFAULT_BACKUP_LIMITS;
}

export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  autoAdvance: false,
  showCoordinates: true,
});

/** How long the TV holds each attack step, its default where the settings have none yet. */
export function tvStepMsOf(settings: Settings): number {
  return settings.tvStepMs ?? DEFAULT_STEP_MS;
}

/** The projector's calibration, its default where the settings have none yet. */
export function projectorScaleOf(settings: Settings): ProjectorScale {
  return settings.projector ?? DEFAULT_PROJECTOR_SCALE;
}

/**
 * The data as it is read from a file: a preference the file does not mention (an older build wrote
 * it, or someone trimmed it by hand) takes its default, instead of costing the others.
 */
const storedSettingsSchema = z.object({
  autoAdvance: z.boolean().default(DEFAULT_SETTINGS.autoAdvance),
  showCoordinates: z.boolean().default(DEFAULT_SETTINGS.showCoordinates),
  // A file from before the projector's calibration loads without it: uncalibrated.
  projector: projectorScaleSchema.optional(),
  // A file from before the trash's limits loads without them: the defaults.
  trash: trashLimitsSchema.optional(),
  backups: backupLimitsSchema.optional(),
  // A file from before the computer's pace was kept loads without it: brisk.
  computerPace: z.enum(COMPUTER_PACES).optional(),
  // A file from before the players' link was kept loads without it: the host makes one.
  tableLink: tableLinkSchema.optional(),
  // A file from before the seats' links loads without them: the host makes them as needed.
  seatLinks: seatLinksSchema.optional(),
  // A file from before the TV's step pace loads without it: 1.5 s a step.
  tvStepMs: z.number().int().min(0).max(MAX_STEP_MS).optional(),
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
