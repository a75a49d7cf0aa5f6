import {
  parseSaveDocument,
  type SaveDocument,
  type SaveKind,
} from '../../engine/save/saveDocument.ts';
import { StoreError } from './storeError.ts';

/** A save as it will be written (`text`) and as loading will read it back (`doc`). */
export interface CheckedSave {
  text: string;
  doc: SaveDocument;
}

/**
 * The exact text a save will be written as, parsed back with the schemas loading uses, so a save
 * that could not be loaded again is refused instead of written: a value JSON cannot hold, or a
 * schema whose filled-in output fails its own check (a map's cover ids once did).
 */
export function textThatLoadsBack(kind: SaveKind, doc: object): CheckedSave {
  const refuse = (why: string) =>
    new StoreError(
      'invalid_data',
      `This ${kind} cannot be saved: it would not load back (${why}).`,
    );
  let text: string;
  let back: ReturnType<typeof parseSaveDocument>;
  try {
    text = JSON.stringify(doc);
    back = parseSaveDocument(JSON.parse(text));
  } catch (error) {
    throw refuse((error as Error).message);
  }
  if (!back.ok) throw refuse(back.message);
  if (back.doc.kind !== kind) throw refuse(`it reads as a ${back.doc.kind}`);
  return { text, doc: back.doc };
}
