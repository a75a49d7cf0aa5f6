import { z } from 'zod';
import { characterSchema } from '../model/character.ts';
import { mapSchema } from '../model/map.ts';
import { sessionSaveSchema } from './sessionSave.ts';
import { describeIssues } from '../model/describeIssues.ts';

/** What the library stores: one document per save. */
export const SAVE_KINDS = ['map', 'character', 'encounter', 'session'] as const;
export type SaveKind = (typeof SAVE_KINDS)[number];

/** The version this build writes. Loading an older one migrates it; a newer one is refused. */
export const CURRENT_SCHEMA_VERSION = 1;

/**
 * The data schema of each kind. Maps, characters and sessions are fully modelled; encounters (a map
 * with its cast, before play) keep plain JSON until the encounter builder defines them.
 */
const openObject = z.record(z.string(), z.unknown());
export const saveDataSchemas = {
  map: mapSchema,
  character: characterSchema,
  encounter: openObject,
  session: sessionSaveSchema,
} as const satisfies Record<SaveKind, z.ZodType>;

export const saveEnvelopeSchema = z.object({
  schemaVersion: z.number().int().min(1),
  kind: z.enum(SAVE_KINDS),
  name: z.string().min(1),
  savedAt: z.string(),
  data: z.unknown(),
});

export interface SaveDocument {
  schemaVersion: number;
  kind: SaveKind;
  name: string;
  savedAt: string;
  data: unknown;
}

export type ParsedSave = { ok: true; doc: SaveDocument } | { ok: false; message: string };

/**
 * load = parse → migrate → validate (DESIGN.md). There is one version so far, so nothing migrates
 * yet; a file from a newer build is refused rather than half-read and later overwritten.
 */
export function parseSaveDocument(json: unknown): ParsedSave {
  const envelope = saveEnvelopeSchema.safeParse(json);
  if (!envelope.success) return { ok: false, message: describeIssues(envelope.error) };
  const doc = envelope.data;
  if (doc.schemaVersion > CURRENT_SCHEMA_VERSION) {
    return {
      ok: false,
      message: `schemaVersion ${doc.schemaVersion} was written by a newer High Noon Table (this one reads up to ${CURRENT_SCHEMA_VERSION})`,
    };
  }
  const data = saveDataSchemas[doc.kind].safeParse(doc.data);
  if (!data.success) return { ok: false, message: describeIssues(data.error, 'data') };
  return { ok: true, doc: { ...doc, data: data.data } };
}

/** Validates the data of a save about to be written, with the same schemas loading uses. */
export function validateSaveData(
  kind: SaveKind,
  data: unknown,
): { ok: true; data: unknown } | { ok: false; message: string } {
  const parsed = saveDataSchemas[kind].safeParse(data);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, message: describeIssues(parsed.error, 'data') };
}
