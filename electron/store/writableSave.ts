import { createHash } from 'node:crypto';
import {
  saveEnvelopeSchema,
  validateSaveData,
  type SaveKind,
} from '../../engine/save/saveDocument.ts';
import { validateSessionWithoutStart } from '../../engine/save/sessionSave.ts';
import { StoreError } from './storeError.ts';

/** The fields of a save document besides its data, all set by the store. */
export interface SaveHeader {
  schemaVersion: number;
  kind: SaveKind;
  name: string;
  savedAt: string;
}

/**
 * A session's start state as last written: the hash of its text as it was sent (`hash`) and the
 * text of its validated value (`text`), which is what the file holds.
 */
export interface KnownStart {
  hash: string;
  text: string;
}

/** A save as it will be written: its exact text, and for a session its start, to keep. */
export interface WritableSave {
  text: string;
  header: SaveHeader;
  start?: KnownStart;
}

/**
 * The text a save is written as, its data validated once with the schemas loading uses, and
 * refused in words if it is not valid. What is written loads back:
 * - a kind whose schema models its data is written as its validated value, serialised. Its schema
 *   admits only plain JSON leaves, and validating its own output gives that output back
 *   (tests/unit/electron/writableSave.test.ts proves this over random maps and played sessions,
 *   and every fixture), so the text loads back to the value that was validated;
 * - a session's start state is validated in full on its first write, and whenever it is another
 *   start than `known`, the start its last write held, already validated. The same start is not
 *   validated again: its validated text is written as it was, and only the rest is validated.
 *   The start counts as the same when the request leaves it out and names `known` by its hash
 *   (`startHash`: the lean autosave, which does not send an unchanged map again), or when the
 *   start it sends has, as JSON text, the SHA-256 of `known`'s, so that no other start, tampered
 *   or not, can pass for it.
 */
export function writableSave(
  header: SaveHeader,
  data: unknown,
  known?: KnownStart,
  startHash?: string,
): WritableSave {
  const envelope = saveEnvelopeSchema.safeParse({ ...header, data: null });
  if (!envelope.success) throw new Error(`the store made a bad envelope for "${header.name}"`);
  if (header.kind === 'session') return writableSession(header, data, known, startHash);
  if (startHash !== undefined)
    throw refusal(header.kind, 'only a session leaves its start state out');
  const valid = validateSaveData(header.kind, data);
  if (!valid.ok) throw refusal(header.kind, valid.message);
  return { header, text: documentText(header, JSON.stringify(valid.data)) };
}

function writableSession(
  header: SaveHeader,
  data: unknown,
  known: KnownStart | undefined,
  startHash: string | undefined,
): WritableSave {
  if (startHash !== undefined) {
    if (typeof data === 'object' && data !== null && 'start' in data)
      throw refusal('session', 'it sends a start state and names one by its hash; send one');
    if (known === undefined || known.hash !== startHash)
      throw new StoreError(
        'start_unknown',
        'The store does not hold the start state this session names (it was restarted since, ' +
          'or the session was renamed or deleted): send the session whole.',
      );
    return keepingStart(header, data, known);
  }
  const sentStart = startText(data);
  const hash = sentStart === undefined ? undefined : hashOf(sentStart);
  if (known !== undefined && hash === known.hash) return keepingStart(header, data, known);
  const valid = validateSaveData('session', data);
  if (!valid.ok) throw refusal('session', valid.message);
  const { start, ...rest } = valid.data as { start: unknown };
  const text = JSON.stringify(start);
  return {
    header,
    text: documentText(header, withStart(text, rest)),
    start: hash === undefined ? undefined : { hash, text },
  };
}

/** A session written with the start it already holds, validated; the rest validated now. */
function keepingStart(header: SaveHeader, data: unknown, known: KnownStart): WritableSave {
  const rest = validateSessionWithoutStart(data);
  if (!rest.ok) throw refusal('session', rest.message);
  return { header, text: documentText(header, withStart(known.text, rest.data)), start: known };
}

/** The start state's text as sent, or undefined when the data has none to compare. */
function startText(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('start' in data)) return undefined;
  try {
    return JSON.stringify(data.start);
  } catch {
    // Not JSON (a cycle, a BigInt): the full validation below says what is wrong with it.
    return undefined;
  }
}

function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('base64');
}

/** JSON.stringify({ start, ...rest }), with the start's text already made. */
function withStart(startText: string, rest: object): string {
  const restText = JSON.stringify(rest);
  return restText === '{}'
    ? `{"start":${startText}}`
    : `{"start":${startText},${restText.slice(1)}`;
}

/** JSON.stringify({ ...header, data }), with the data's text already made. */
function documentText(header: SaveHeader, dataText: string): string {
  const { schemaVersion, kind, name, savedAt } = header;
  return `${JSON.stringify({ schemaVersion, kind, name, savedAt }).slice(0, -1)},"data":${dataText}}`;
}

function refusal(kind: SaveKind, why: string): StoreError {
  return new StoreError('invalid_data', `This ${kind} cannot be saved: ${why}`);
}
