import type { MethodName } from './contract.ts';
import type { TextAnswer } from './dispatchBody.ts';
import { isTrustedSender } from './hardening.ts';
import { BUSY_MESSAGE, LargeBodies, MAX_CALL_BYTES, tooLargeMessage } from './requestBodies.ts';

/** How a call's bytes are answered once let in: dispatchBody over the app's handlers. */
export type AnswerBody = (method: MethodName, body: Uint8Array) => Promise<TextAnswer>;

/** One IPC call as Electron hands it over: the frame that sent it, and its argument as sent. */
export type IpcCall = (
  method: MethodName,
  senderFrame: { url: string } | null,
  input: unknown,
) => Promise<string>;

/**
 * The gate of Electron's IPC path, held to the web host's limits in its words (issue 16, HD3 and
 * HD5): a page that sends a 1 GB argument, or a dozen large saves at once, is answered at once and
 * the store never sees them. Only the app's own page is answered, and only with JSON bytes (what
 * the preload sends). Each method's byte cap is checked before a byte is decoded (a writeSave of a
 * map over the document limit is refused by its judge, where its kind is read before it is parsed,
 * as over HTTP); a body over 64 KB needs one of the places the host shares between its large bodies
 * until it is answered. The argument is already whole in memory when Electron calls this: the cap
 * spares the parse and the store, the places the judge threads and the copies they make.
 */
export function ipcCalls(answer: AnswerBody, large = new LargeBodies()): IpcCall {
  return async (method, senderFrame, input) => {
    if (!isTrustedSender(senderFrame)) return refusal('forbidden', 'Refused: not the app page.');
    if (!(input instanceof Uint8Array))
      return refusal('invalid_argument', `${method}: send the call as JSON bytes.`);
    const limit = MAX_CALL_BYTES[method];
    if (input.byteLength > limit) return refusal('too_large', tooLargeMessage(method, limit));
    const release = large.placeFor(input.byteLength);
    if (release === null) return refusal('busy', BUSY_MESSAGE);
    try {
      return (await answer(method, input)).text;
    } finally {
      release?.();
    }
  };
}

function refusal(code: string, message: string): string {
  return JSON.stringify({ ok: false, error: { code, message } });
}
