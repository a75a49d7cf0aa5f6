import type { CallResult } from './contract.ts';
import { dispatch, parseCall, settle, type Handlers } from './handlers.ts';

/** A call's answer as the transports send it: the result's JSON, and the HTTP status to give it. */
export interface TextAnswer {
  status: number;
  text: string;
}

/**
 * The entry point of both transports for a call as it comes, the bytes of its JSON (the web host's
 * body, the preload's argument), answered as text. A save's document is never parsed nor
 * serialised here: writeSave's bytes go whole to a judge thread, which decodes, parses and checks
 * them, and loadSave's document comes from one already as text. The main thread (Electron's, which
 * draws the windows) is so never held by a large save (issue 16, HD3): a 16 MB body decoded and
 * copied to a thread as a string held it 90 ms. Every other call is small and parsed here.
 */
export async function dispatchBody(
  handlers: Handlers,
  method: string,
  body: Uint8Array,
): Promise<TextAnswer> {
  if (method === 'writeSave') {
    const written = await settle('writeSave', () => handlers.asText.writeSave(body));
    if (!written.ok) return answer(written);
    if (written.value.ok) return answer({ ok: true, value: written.value.value });
    const { code, message, status = 200 } = written.value.refusal;
    return { status, text: JSON.stringify({ ok: false, error: { code, message } }) };
  }
  const bodyText = Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8');
  let input: unknown;
  try {
    input = bodyText.length === 0 ? {} : JSON.parse(bodyText);
  } catch {
    return answer({
      ok: false,
      error: { code: 'invalid_argument', message: 'The request is not valid JSON.' },
    });
  }
  if (method !== 'loadSave') return answer(await dispatch(handlers, method, input));
  const call = parseCall(method, input);
  if (!call.ok) return answer(call.result);
  const loaded = await settle('loadSave', () =>
    handlers.asText.loadSave(call.input as Parameters<Handlers['asText']['loadSave']>[0]),
  );
  if (!loaded.ok) return answer(loaded);
  return { status: 200, text: `{"ok":true,"value":${loaded.value}}` };
}

function answer(result: CallResult<unknown>): TextAnswer {
  return { status: 200, text: JSON.stringify(result) };
}
