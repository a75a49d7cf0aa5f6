import { z } from 'zod';
import { campaignSchema } from '../model/campaign.ts';
import { characterSchema } from '../model/character.ts';
import { encounterSchema } from '../model/encounter.ts';
import { MAX_IMAGE_BYTES, imageSchema } from '../model/image.ts';
import { mapSchema } from '../model/map.ts';
import { npcCardSchema } from '../model/npcCard.ts';
import { practiceRecordSchema } from '../model/practiceRecord.ts';
import { fingerGunsSaveSchema } from '../modes/finger-guns/fingerGunsSave.ts';
import { texasSaveSchema } from '../modes/texas-shootout/texasSave.ts';
import { sessionSaveSchema } from './sessionSave.ts';
import { describeIssues } from '../model/describeIssues.ts';
import { boundedParse } from '../model/boundedParse.ts';
import { migrate } from './migrate.ts';
import { MIGRATIONS } from './migrations/index.ts';
import { SAVE_KINDS, type SaveKind } from './saveKinds.ts';

/**
 * The version of each kind this build writes (DESIGN.md: one version per document kind): a kind's
 * version moves only when its own data changes. Loading an older one migrates it; a newer one is
 * refused.
 */
export const SAVE_KIND_VERSIONS = {
  // 2: Dealer notes (issue 11); migrations/map/v1-to-v2.ts.
  // 3: a background image, by name (issue 12); migrations/map/v2-to-v3.ts.
  map: 3,
  character: 1,
  // 1: an NPC card (N1), the Dealer's own (issue 13).
  npc: 1,
  // 2: modelled (issue 13): each NPC seat holds its card, the seating is its own list, the notes
  // are the Dealer's; migrations/encounter/v1-to-v2.ts.
  // 3: its rules options bend no closed rule (issue 36); migrations/encounter/v2-to-v3.ts.
  encounter: 3,
  // 1: a posse, its day and what each member carries between fights (issue 13).
  // 2: its rules options bend no closed rule (issue 36); migrations/campaign/v1-to-v2.ts.
  campaign: 2,
  // 2: the engine's truths (tracks named for what they count, no auto-advance in the game, only
  // house rules as options); migrations/session/v1-to-v2.ts.
  // 3: its rules options bend no closed rule, and the log opens with what that changed (issue
  // 36); migrations/session/v2-to-v3.ts.
  session: 3,
  image: 1,
  // 1: a lone player's wins, losses and draws per map and computer level (issue 14, item 3).
  practice: 1,
  // 1: a Finger Guns table, its setup and its log of rounds (issue 15, item 4).
  // 2: the health each player starts with is one of its house rules (issue 36, F1);
  // migrations/fingerguns/v1-to-v2.ts.
  // 3: its log with the actions undone, the one session document of every game, and its actions
  // named by their records (issue 37); migrations/fingerguns/v2-to-v3.ts.
  fingerguns: 3,
  // 1: a Texas Shootout game as its seed, options, seats and log (issue 15, item 4).
  // 2: its log with the actions undone, the one session document of every game (issue 37);
  // migrations/texas/v1-to-v2.ts.
  texas: 2,
} as const satisfies Record<SaveKind, number>;

/** The data schema of each kind: every kind is modelled. */
export const saveDataSchemas = {
  map: mapSchema,
  character: characterSchema,
  npc: npcCardSchema,
  encounter: encounterSchema,
  campaign: campaignSchema,
  session: sessionSaveSchema,
  image: imageSchema,
  practice: practiceRecordSchema,
  fingerguns: fingerGunsSaveSchema,
  texas: texasSaveSchema,
} as const satisfies Record<SaveKind, z.ZodType>;

/**
 * The largest file a save may be, in bytes (issue 16, HD1), checked before it is read or written:
 * 20 MB, far above the largest map (500×500 squares, 200,000 walls) or a long session. An image is
 * its own document, its bytes up to MAX_IMAGE_BYTES, which base64 makes a third larger.
 */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
export const MAX_IMAGE_DOCUMENT_BYTES = Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + 1024 * 1024;

export function maxDocumentBytes(kind: SaveKind): number {
  return kind === 'image' ? MAX_IMAGE_DOCUMENT_BYTES : MAX_DOCUMENT_BYTES;
}

/** A size in megabytes, as a sentence says it: `21.0 MB`. */
export function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The envelope every save has, whatever its kind and version: read before the data. */
export const saveEnvelopeSchema = z.object({
  /** The version of the kind's data (SAVE_KIND_VERSIONS), which says how to read `data`. */
  schemaVersion: z.number().int().min(1),
  kind: z.enum(SAVE_KINDS),
  name: z.string().min(1),
  savedAt: z.string(),
  data: z.unknown(),
});

/** A save as loaded: its data brought to the kind's current version and validated. */
export interface SaveDocument {
  schemaVersion: number;
  kind: SaveKind;
  name: string;
  savedAt: string;
  data: unknown;
}

export type ParsedSave = { ok: true; doc: SaveDocument } | { ok: false; message: string };

/**
 * The one way a save is read (DESIGN.md): parse the envelope, migrate its data from the version it
 * states to the kind's current one, then validate with the current schema. So every reader (the
 * store's list and load, the check of a write) sees an old file exactly as a new one, and only a
 * newer version, a gap in the migrations, or data that fails the schema, is refused, in words.
 */
export function parseSaveDocument(json: unknown): ParsedSave {
  const envelope = saveEnvelopeSchema.safeParse(json);
  if (!envelope.success) return { ok: false, message: describeIssues(envelope.error) };
  const doc = envelope.data;
  const current = SAVE_KIND_VERSIONS[doc.kind];
  const migrated = migrate(doc.data, doc.schemaVersion, current, MIGRATIONS[doc.kind]);
  if (!migrated.ok) return { ok: false, message: `${doc.kind} ${migrated.message}` };
  const data = boundedParse(saveDataSchemas[doc.kind], migrated.data, 'data');
  if (!data.ok) return data;
  return { ok: true, doc: { ...doc, schemaVersion: current, data: data.data } };
}

/** Validates the data of a save about to be written, with the same schemas loading uses. */
export function validateSaveData(
  kind: SaveKind,
  data: unknown,
): { ok: true; data: unknown } | { ok: false; message: string } {
  return boundedParse(saveDataSchemas[kind], data, 'data');
}
