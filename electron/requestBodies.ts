import type http from 'node:http';
import { MAX_IMAGE_BYTES } from '../engine/model/image.ts';
// The store's one limit on a JSON document (a map, a character, a session with its log): the
// host holds a call to it, so a body the store would refuse is not buffered first.
import { MAX_DOCUMENT_BYTES } from '../engine/save/saveDocument.ts';
import type { MethodName } from './contract.ts';

const MB = 1024 * 1024;
/** Room for what a call carries around its document: kind, name, owner, start hash. */
const CALL_ENVELOPE_BYTES = 64 * 1024;
/** A call carrying one document, an image aside. */
const DOCUMENT_CALL_BYTES = MAX_DOCUMENT_BYTES + CALL_ENVELOPE_BYTES;
/** An image's bytes travel as base64 in its document, 4 characters for 3 bytes: 50 MB is 66.7 MB. */
const IMAGE_CALL_BYTES = Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + CALL_ENVELOPE_BYTES;
/** A call that carries names, an owner or the preferences, never a document. */
const SMALL_CALL_BYTES = 1 * MB;

/**
 * The largest body each method accepts. Only writeSave carries an image, and only it and the
 * players' view (a map's public part) carry documents; every other call is small, so a runaway
 * body is cut off at 1 MB there. A map or session sent to writeSave is held to the document limit
 * once its kind is read (documentRefusal): the kind is in the body, after the bytes.
 */
export const MAX_CALL_BYTES: Readonly<Record<MethodName, number>> = {
  appInfo: SMALL_CALL_BYTES,
  listSaves: SMALL_CALL_BYTES,
  loadSave: SMALL_CALL_BYTES,
  writeSave: IMAGE_CALL_BYTES,
  renameSave: SMALL_CALL_BYTES,
  duplicateSave: SMALL_CALL_BYTES,
  deleteSave: SMALL_CALL_BYTES,
  listTrash: SMALL_CALL_BYTES,
  listVersions: SMALL_CALL_BYTES,
  restoreVersion: SMALL_CALL_BYTES,
  restoreSave: SMALL_CALL_BYTES,
  takeLease: SMALL_CALL_BYTES,
  renewLease: SMALL_CALL_BYTES,
  releaseLease: SMALL_CALL_BYTES,
  hostTable: DOCUMENT_CALL_BYTES,
  tableSession: SMALL_CALL_BYTES,
  playersPass: SMALL_CALL_BYTES,
  tableSeats: SMALL_CALL_BYTES,
  playersLink: SMALL_CALL_BYTES,
  setLan: SMALL_CALL_BYTES,
  renewPlayersLink: SMALL_CALL_BYTES,
  printSheet: SMALL_CALL_BYTES,
  getSettings: SMALL_CALL_BYTES,
  setSettings: SMALL_CALL_BYTES,
};

/**
 * Why a writeSave that is not an image is refused for its size, or null. Checked once the body is
 * in and parsed, as only then is its kind known.
 */
export function documentRefusal(method: MethodName, input: unknown, bytes: number): string | null {
  if (method !== 'writeSave' || bytes <= DOCUMENT_CALL_BYTES) return null;
  const kind = (input as { kind?: unknown } | null)?.kind;
  if (kind === 'image') return null;
  return SAVE_TOO_LARGE;
}

const SAVE_TOO_LARGE = `The save is larger than ${formatBytes(MAX_DOCUMENT_BYTES)}, the most one document may be (an image may be ${formatBytes(MAX_IMAGE_BYTES)}).`;

/**
 * What the host says of a body over `limit`: of a save, the limits a user can act on (the 67 MB of
 * writeSave is an image's base64, not a number to show); of any other call, its limit.
 */
export function tooLargeMessage(method: MethodName, limit: number): string {
  return method === 'writeSave' && limit === MAX_CALL_BYTES.writeSave
    ? SAVE_TOO_LARGE
    : `The request is larger than ${formatBytes(limit)}, the most the host accepts.`;
}

/** How many large bodies the host holds at once: with writeSave's cap, about 270 MB of text. */
export const MAX_LARGE_BODIES = 4;
/**
 * A body up to this size needs no place among the large ones: the calls the page makes side by side
 * (lists, heartbeats, preferences) are this small, and must not be turned away by a save under way.
 */
const SMALL_BODY_BYTES = 64 * 1024;

/** What either transport says of a large body when every place is held. */
export const BUSY_MESSAGE = `The host is already receiving ${MAX_LARGE_BODIES} large saves; try again once they are written.`;

/**
 * The places for large bodies, shared by every call to one host, over HTTP (readBody) or IPC
 * (ipcCall.ts). Knows nothing of either: the transport gives a place back when its call is done.
 */
export class LargeBodies {
  private held = 0;
  constructor(private readonly max = MAX_LARGE_BODIES) {}

  /**
   * A place for a body of `bytes`, until the returned function gives it back (a second call does
   * nothing); undefined when the body is small and needs none, null when none is free.
   */
  placeFor(bytes: number): (() => void) | null | undefined {
    if (bytes <= SMALL_BODY_BYTES) return undefined;
    if (this.held >= this.max) return null;
    this.held++;
    let held = true;
    return () => {
      if (held) this.held--;
      held = false;
    };
  }
}

export type BodyRead =
  /** The body's bytes, in a buffer of their own (transferable to a judge thread whole). */
  | { ok: true; bytes: Uint8Array }
  | { ok: false; status: 413 | 503; code: 'too_large' | 'busy'; message: string }
  | { ok: false; status: null };

/**
 * The body of a call, read up to `limit`. Refused before a byte is read when its Content-Length is
 * over the limit, else as soon as what has arrived is; refused too when it is large and the host
 * already holds MAX_LARGE_BODIES. A body that is refused is not kept: what follows is read and
 * dropped. `status: null` when the client went away before the end.
 */
export function readBody(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  limit: number,
  large: LargeBodies,
  tooLargeMessage: string,
): Promise<BodyRead> {
  const tooLarge: BodyRead = {
    ok: false,
    status: 413,
    code: 'too_large',
    message: tooLargeMessage,
  };
  const busy: BodyRead = {
    ok: false,
    status: 503,
    code: 'busy',
    message: BUSY_MESSAGE,
  };
  // A place is held until the call is answered (or its client gone), or given back on a refusal.
  const hold = (bytes: number) => {
    const release = large.placeFor(bytes);
    if (release) res.once('close', release);
    return release;
  };
  const declared = Number(req.headers['content-length'] ?? NaN);
  const known = Number.isSafeInteger(declared) && declared >= 0;
  if (known && declared > limit) return Promise.resolve(tooLarge);
  let release = known ? hold(declared) : undefined;
  if (release === null) return Promise.resolve(busy);

  return new Promise((resolve) => {
    // Known in advance, the body is copied into one buffer: no chunks and their concatenation too.
    const whole = known ? Buffer.allocUnsafe(declared) : null;
    let chunks: Buffer[] | null = [];
    let size = 0;
    const stop = (why: BodyRead) => {
      chunks = null;
      resolve(why);
    };
    req.on('data', (chunk: Buffer) => {
      if (chunks === null) return;
      if (size + chunk.length > limit || (whole && size + chunk.length > whole.length)) {
        // What still comes is dropped as it comes: the place is free for another body already.
        release?.();
        return stop(tooLarge);
      }
      if (release === undefined) {
        release = hold(size + chunk.length);
        if (release === null) return stop(busy);
      }
      if (whole) chunk.copy(whole, size);
      else chunks.push(chunk);
      size += chunk.length;
    });
    req.on('end', () => {
      if (chunks === null) return;
      const bytes = whole ? whole.subarray(0, size) : Buffer.concat(chunks);
      chunks = null;
      resolve({ ok: true, bytes });
    });
    // The only error a request emits is its client leaving mid-body: nobody to answer.
    req.on('error', () => stop({ ok: false, status: null }));
  });
}

/**
 * Whether a Content-Type names JSON: the media type exactly (in any case, as RFC 9110 has it),
 * with parameters; a charset, if given, must be UTF-8, the only one the body is read in.
 */
export function isJsonContentType(header: string | undefined): boolean {
  const [type = '', ...parameters] = (header ?? '').split(';');
  if (type.trim().toLowerCase() !== 'application/json') return false;
  return parameters.every((parameter) => {
    const [name = '', value = ''] = parameter.split('=');
    if (name.trim().toLowerCase() !== 'charset') return true;
    return (
      value
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .toLowerCase() === 'utf-8'
    );
  });
}

export function formatBytes(bytes: number): string {
  return bytes >= 1 << 20
    ? `${Math.round(bytes / (1 << 20))} MB`
    : `${Math.round(bytes / 1024)} KB`;
}
