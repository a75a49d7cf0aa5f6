import { saveEnvelopeSchema } from '../../engine/save/saveDocument.ts';
import { type SaveKind } from '../../engine/save/saveKinds.ts';
import { judgeData, type DataJudgement, type JudgedData } from './judge/saveJudgement.ts';
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
 *
 * The checking itself (saveJudgement.ts's judgeData) runs on a worker thread in the store; this
 * is the same, on the calling thread, for a caller with the data at hand.
 */
export function writableSave(
  header: SaveHeader,
  data: unknown,
  known?: KnownStart,
  startHash?: string,
): WritableSave {
  const judged = judgeData({
    kind: header.kind,
    data,
    leanHash: startHash,
    knownHashes: known ? [known.hash] : [],
  });
  const written = writableFromJudgement(header, judged, known, startHash);
  if (written === 'start changed') throw new Error('writableSave: the known start moved');
  return written;
}

/**
 * The save as written from its data's judgement, or the refusal, in the order a user needs it: a
 * call of the wrong form, then a start the store does not hold, then what is wrong with the data.
 */
export function writableFromJudgement(
  header: SaveHeader,
  judgement: DataJudgement,
  known: KnownStart | undefined,
  startHash: string | undefined,
): WritableSave | 'start changed' {
  if (judgement.ok) return assembleWritable(header, judgement.judged, known, startHash);
  if (!judgement.ofForm && startHash !== undefined && header.kind === 'session')
    startKnown(known, startHash);
  throw new StoreError('invalid_data', judgement.refusal.message);
}

/**
 * The save as written from its data as judged (saveJudgement.ts). A session judged against a
 * known start that is no longer `known` (another write of it came between) answers 'start
 * changed': judge it again, whole.
 */
function assembleWritable(
  header: SaveHeader,
  judged: JudgedData,
  known: KnownStart | undefined,
  startHash: string | undefined,
): WritableSave | 'start changed' {
  const envelope = saveEnvelopeSchema.safeParse({ ...header, data: null });
  if (!envelope.success) throw new Error(`the store made a bad envelope for "${header.name}"`);
  if (judged.kind === 'plain') return { header, text: documentText(header, judged.dataText) };
  if (startHash !== undefined) {
    const start = startKnown(known, startHash);
    return { header, text: documentText(header, withStart(start.text, judged.restText)), start };
  }
  const start = judged.start;
  // Unreachable from judgeData (a session's start is required), and written as judged if ever.
  if (start === undefined) return { header, text: documentText(header, judged.restText) };
  if ('known' in start) {
    if (known?.hash !== start.hash) return 'start changed';
    return {
      header,
      text: documentText(header, withStart(known.text, judged.restText)),
      start: known,
    };
  }
  return {
    header,
    text: documentText(header, withStart(start.text, judged.restText)),
    start: { hash: start.hash, text: start.text },
  };
}

/** The start a lean write names, which the store must hold. */
function startKnown(known: KnownStart | undefined, startHash: string): KnownStart {
  if (known === undefined || known.hash !== startHash)
    throw new StoreError(
      'start_unknown',
      'The store does not hold the start state this session names (it was restarted since, ' +
        'or the session was renamed or deleted): send the session whole.',
    );
  return known;
}

/** JSON.stringify({ start, ...rest }), with both texts already made. */
function withStart(startText: string, restText: string): string {
  return restText === '{}'
    ? `{"start":${startText}}`
    : `{"start":${startText},${restText.slice(1)}`;
}

/** JSON.stringify({ ...header, data }), with the data's text already made. */
function documentText(header: SaveHeader, dataText: string): string {
  const { schemaVersion, kind, name, savedAt } = header;
  return `${JSON.stringify({ schemaVersion, kind, name, savedAt }).slice(0, -1)},"data":${dataText}}`;
}
