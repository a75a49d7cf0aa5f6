import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { gameStateSchema } from '../../../engine/game/gameState.ts';
import { boundedParse } from '../../../engine/model/boundedParse.ts';
import { describeIssues } from '../../../engine/model/describeIssues.ts';
import { tooManyAreaSquares } from '../../../engine/model/map.ts';
import {
  maxDocumentBytes,
  megabytes,
  parseSaveDocument,
  validateSaveData,
} from '../../../engine/save/saveDocument.ts';
import { type SaveKind } from '../../../engine/save/saveKinds.ts';
import {
  replaySave,
  validateSessionWithoutStart,
  type SessionSave,
} from '../../../engine/save/sessionSave.ts';
import { contract } from '../../contract.ts';
import { documentRefusal } from '../../requestBodies.ts';
import { readTextOrNull } from '../durableJsonFile.ts';
import { firstNonFiniteNumber } from '../nonFiniteNumber.ts';
import { jsonShape, MAX_LIST_ELEMENTS, type CrowdedMap } from './jsonShape.ts';

/**
 * The store's heavy work, apart from the store (issue 16, HD3): reading a save file, parsing it,
 * migrating and validating it, replaying a session's log, and checking the data of a write. Each
 * is a function of its arguments and the disk alone, with no state of the store's, so it can run
 * on a worker thread (judgePool.ts) while the main thread goes on answering: in Electron the main
 * thread is the app's, and a 17 MB save judged there froze every window for its length.
 *
 * Whatever is judged comes back as text (a document's JSON, a save's data as it will be written),
 * which crosses threads as one copy, never as an object graph to rebuild on the main thread.
 */

/** A save file as judged: its header and, when asked for, its document as JSON text. */
export type FileJudgement =
  | {
      ok: true;
      header: JudgedHeader;
      docText?: string;
      copyText?: string;
      rewrite?: DataJudgement;
    }
  /** `name` and `savedAt` when the file said them before its problem showed (a log that fails). */
  | { ok: false; message: string; name?: string; savedAt?: string; refusal?: Refusal };

export interface JudgedHeader {
  schemaVersion: number;
  kind: SaveKind;
  name: string;
  savedAt: string;
}

/** A refusal in the store's terms: its code (StoreError's) and the sentence the user reads. */
export interface Refusal {
  code: string;
  message: string;
  /** The HTTP status a web host answers it with, when not 200 (a body too large: 413). */
  status?: number;
}

/** What a file judgement hands back besides the header. */
export type FileWant =
  /** Nothing: the list only needs to know the file's name, time and whether it reads. */
  | { want: 'header' }
  /** The document, migrated and validated, as JSON text (a load, a restore). */
  | { want: 'doc' }
  /** The file's own text with only its name changed (a rename or a copy). */
  | { want: 'copy'; name: string }
  /** Its data judged as a write of it would be (a restore from the trash or a version). */
  | { want: 'rewrite' };

export interface FileRequest {
  kind: SaveKind;
  /** The file's path. */
  at: string;
  /** How a message names it: `maps/saloon.json`. */
  where: string;
  /** Replay a session's log too: a log that no longer applies is the file's problem. */
  replay?: boolean;
  want: FileWant;
}

/**
 * A save file as the store reads it. Whatever goes wrong is the file's problem, said in words, and
 * never the store's: one file must not take the library down with it (issue 16, HD1).
 */
export async function judgeFile(request: FileRequest): Promise<FileJudgement> {
  const { kind, at, where } = request;
  try {
    const read = await readDocument(kind, at, where);
    if (!read.ok) return read;
    const { doc, json } = read;
    const header = { schemaVersion: doc.schemaVersion, kind, name: doc.name, savedAt: doc.savedAt };
    if (request.replay && kind === 'session') {
      const replayed = replaySave(doc.data as SessionSave);
      if (!replayed.ok) {
        return {
          ok: false,
          message: `${where} does not replay: ${replayed.message.replace(/^replay: /, '')}`,
          name: doc.name,
          savedAt: doc.savedAt,
        };
      }
    }
    const want = request.want;
    if (want.want === 'doc') return { ok: true, header, docText: JSON.stringify(doc) };
    if (want.want === 'header') return { ok: true, header };
    if (want.want === 'rewrite')
      return { ok: true, header, rewrite: judgeData({ kind, data: doc.data }) };
    // The file's own text is written again, not zod's output: parsing fills defaults and drops
    // what this version does not model, and a rename must lose neither. A number JSON cannot hold
    // (1e999 in a field this version does not model) would be written as null, so it is refused.
    const nonFinite = firstNonFiniteNumber(json.data, 'data');
    if (nonFinite) {
      const message =
        `This ${kind} cannot be saved: ${nonFinite.path} is ${nonFinite.value}, a number a ` +
        'save cannot hold.';
      return { ok: false, message, refusal: { code: 'invalid_data', message } };
    }
    return { ok: true, header, copyText: JSON.stringify({ ...json, name: want.name }) };
  } catch (error) {
    return { ok: false, message: `${where} ${unreadable(error)}` };
  }
}

async function readDocument(kind: SaveKind, at: string, where: string) {
  const st = await stat(at).catch(() => null);
  if (st === null) return { ok: false as const, message: `${where} is missing` };
  if (st.isDirectory()) return { ok: false as const, message: `${where} is a folder, not a save` };
  const max = maxDocumentBytes(kind);
  if (st.size > max) {
    return {
      ok: false as const,
      message:
        `${where} is ${megabytes(st.size)}; a ${kind} save can be at most ` +
        `${Math.round(max / (1024 * 1024))} MB, so it is not read`,
    };
  }
  const text = await readTextOrNull(at);
  if (text === null) return { ok: false as const, message: `${where} is missing` };
  if (text.trim() === '') {
    return {
      ok: false as const,
      message: `${where} is empty: a save was cut short before its text was written`,
    };
  }
  const { overlong, crowded, name } = jsonShape(text);
  const tooMuch = overlong ? overlongList(overlong) : crowded ? crowdedMap(crowded) : null;
  if (tooMuch) {
    const message = `${where} does not validate: ${tooMuch}`;
    return { ok: false as const, message, ...(name ? { name } : {}) };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return {
      ok: false as const,
      message: `${where} is not valid JSON (${(error as Error).message})`,
    };
  }
  const parsed = parseSaveDocument(json);
  if (!parsed.ok)
    return { ok: false as const, message: `${where} does not validate: ${parsed.message}` };
  if (parsed.doc.kind !== kind) {
    return { ok: false as const, message: `${where} holds a ${parsed.doc.kind}, not a ${kind}` };
  }
  return { ok: true as const, doc: parsed.doc, json: json as Record<string, unknown> };
}

function overlongList(path: string): string {
  const most = MAX_LIST_ELEMENTS.toLocaleString('en');
  return `${path}: lists more than ${most} elements, more than any list of a save may hold`;
}

/** The words mapSchema refuses the same map in, had it been parsed. */
function crowdedMap({ path, size, squares }: CrowdedMap): string {
  return `${path ? `${path}: ` : ''}${tooManyAreaSquares(size, squares)}`;
}

/** Why a file could not be read at all, in words: what the disk said, not a stack trace. */
function unreadable(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EACCES' || code === 'EPERM') return 'cannot be read: the app may not open it';
  if (code === 'EISDIR') return 'is a folder, not a save';
  const why = error instanceof Error ? error.message : String(error);
  return `cannot be read (${why})`;
}

/**
 * The data of a write, checked, as the text it will be written as: a kind whose schema models its
 * data is written as its validated value, serialised (writableSave.ts says why that loads back).
 * A session's start state (its map, often megabytes) is split from the rest, so that a start the
 * store already holds, validated, is not validated again:
 * - `start.text`: the start was validated now; its text is to be kept;
 * - `start.known`: the start sent is, by its SHA-256, one of `knownHashes`, so only the rest was
 *   validated, and the store writes the text it holds for that start;
 * - no `start`: a lean write (`leanHash`), which sent no start and named the one it keeps.
 */
export type JudgedData =
  | { kind: 'plain'; dataText: string }
  | {
      kind: 'session';
      restText: string;
      start?: { hash: string; text: string } | { hash: string; known: true; sentText: string };
    };

export type DataJudgement =
  | { ok: true; judged: JudgedData }
  /**
   * `ofForm`: the call itself is wrong (a lean write that sends a start), said before whether the
   * store holds the start it names; any other refusal is of the data, said after.
   */
  | { ok: false; refusal: Refusal; ofForm?: true };

export interface DataRequest {
  kind: SaveKind;
  data: unknown;
  /** A session's `startHash`: the write sends no start and names the one the store keeps. */
  leanHash?: string;
  /** The hashes of the starts the store holds validated: a start sent with one of them is not checked again. */
  knownHashes?: readonly string[];
}

export function judgeData({ kind, data, leanHash, knownHashes = [] }: DataRequest): DataJudgement {
  if (kind !== 'session') {
    if (leanHash !== undefined)
      return { ...refusedData(kind, 'only a session leaves its start state out'), ofForm: true };
    const valid = validateSaveData(kind, data);
    if (!valid.ok) return refusedData(kind, valid.message);
    return { ok: true, judged: { kind: 'plain', dataText: JSON.stringify(valid.data) } };
  }
  if (leanHash !== undefined) {
    if (typeof data === 'object' && data !== null && 'start' in data) {
      const refused = refusedData(
        'session',
        'it sends a start state and names one by its hash; send one',
      );
      return { ...refused, ofForm: true };
    }
    return restOnly(data);
  }
  const sentStart = startText(data);
  const hash = sentStart === undefined ? undefined : hashOf(sentStart);
  if (hash !== undefined && knownHashes.includes(hash)) {
    const rest = restOnly(data);
    return rest.ok && rest.judged.kind === 'session'
      ? { ok: true, judged: { ...rest.judged, start: { hash, known: true, sentText: sentStart! } } }
      : rest;
  }
  const valid = validateSaveData('session', data);
  if (!valid.ok) return refusedData('session', valid.message);
  const { start, ...rest } = valid.data as { start: unknown };
  const restText = JSON.stringify(rest);
  if (hash === undefined) return { ok: true, judged: { kind: 'session', restText } };
  return {
    ok: true,
    judged: { kind: 'session', restText, start: { hash, text: JSON.stringify(start) } },
  };
}

export type StartJudgement =
  { ok: true; start: { hash: string; text: string } } | { ok: false; refusal: Refusal };

/**
 * A session's start state on its own, as sent (its JSON text): checked as a write checks it. For a
 * write judged against a start the store held, which another write replaced in between.
 */
export function judgeStart(sentText: string): StartJudgement {
  const valid = boundedParse(gameStateSchema, JSON.parse(sentText), 'data.start');
  if (!valid.ok) return refusedData('session', valid.message);
  return { ok: true, start: { hash: hashOf(sentText), text: JSON.stringify(valid.data) } };
}

function restOnly(data: unknown): DataJudgement {
  const rest = validateSessionWithoutStart(data);
  if (!rest.ok) return refusedData('session', rest.message);
  return { ok: true, judged: { kind: 'session', restText: JSON.stringify(rest.data) } };
}

/** The start state's text as sent, or undefined when the data has none to compare. */
function startText(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('start' in data)) return undefined;
  try {
    return JSON.stringify(data.start);
  } catch {
    // Not JSON (a cycle, a BigInt): the full validation says what is wrong with it.
    return undefined;
  }
}

export function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('base64');
}

function refusedData(kind: SaveKind, why: string): { ok: false; refusal: Refusal } {
  return {
    ok: false,
    refusal: { code: 'invalid_data', message: `This ${kind} cannot be saved: ${why}` },
  };
}

/** The parts of a writeSave call the store acts on, its data judged apart. */
export interface WriteCall {
  kind: SaveKind;
  name: string;
  overwrite?: boolean;
  startHash?: string;
  owner?: string;
}

export type BodyJudgement =
  { ok: true; call: WriteCall; data: DataJudgement } | { ok: false; refusal: Refusal };

/**
 * A writeSave call as it came, as text (the web host's body, the preload's argument): parsed,
 * held to the contract and to its kind's size, and its data judged, all off the main thread. A
 * 17 MB body is as much work to parse as to check, so the main thread never parses one.
 */
export function judgeWriteBody(bodyText: string, knownHashes: readonly string[]): BodyJudgement {
  // Its size and its longest list are judged before it is parsed, which is most of the work.
  const bytes = Buffer.byteLength(bodyText);
  const shape = jsonShape(bodyText);
  const tooLarge = documentRefusal('writeSave', { kind: shape.kind }, bytes);
  if (tooLarge)
    return { ok: false, refusal: { code: 'too_large', message: tooLarge, status: 413 } };
  const tooMuch = shape.overlong
    ? overlongList(shape.overlong)
    : shape.crowded
      ? crowdedMap(shape.crowded)
      : null;
  if (tooMuch) {
    const message = `This ${shape.kind ?? 'save'} cannot be saved: ${tooMuch}`;
    return { ok: false, refusal: { code: 'invalid_data', message } };
  }
  let input: unknown;
  try {
    input = bodyText.length === 0 ? {} : JSON.parse(bodyText);
  } catch {
    return {
      ok: false,
      refusal: { code: 'invalid_argument', message: 'The request is not valid JSON.' },
    };
  }
  const oversized = documentRefusal('writeSave', input, bytes);
  if (oversized)
    return { ok: false, refusal: { code: 'too_large', message: oversized, status: 413 } };
  const parsed = contract.writeSave.input.safeParse(input ?? {});
  if (!parsed.success) {
    return {
      ok: false,
      refusal: {
        code: 'invalid_argument',
        message: `writeSave: ${describeIssues(parsed.error)}`,
      },
    };
  }
  const { data, ...call } = parsed.data;
  return {
    ok: true,
    call,
    data: judgeData({ kind: call.kind, data, leanHash: call.startHash, knownHashes }),
  };
}
