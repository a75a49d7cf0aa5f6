import { routeOf, type CallResult } from '../../electron/contract.ts';
import type { Transport } from './appBridge.ts';

/**
 * A call this small (its JSON, in characters) is sent with `keepalive`, so it still reaches the
 * host when the page goes away just after it (a preference ticked, then a reload), as an IPC
 * message would. The browser allows only 64 KB of such requests in flight at once, so large ones
 * (saves) go the ordinary way.
 */
const KEEPALIVE_MAX_CHARS = 4096;

/** The web host's API: one POST per call, JSON in and out, same results as over IPC. */
export function httpTransport(baseUrl: string, fetchImpl: typeof fetch = fetch): Transport {
  return {
    kind: 'http',
    async call(method, input) {
      let response: Response;
      const body = JSON.stringify(input ?? {});
      try {
        response = await fetchImpl(new URL(routeOf(method), baseUrl), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
          keepalive: body.length <= KEEPALIVE_MAX_CHARS,
        });
      } catch {
        return failure(
          'offline',
          'The High Noon Table host is not answering. Is it still running?',
        );
      }
      if (!response.ok) return refusal(response);
      return (await response.json()) as CallResult<unknown>;
    },
  };
}

/**
 * The host words its refusals as a JSON error (a save too large, a bad request); show that
 * sentence, and fall back to the status and raw text only when the body is not one.
 */
async function refusal(response: Response): Promise<CallResult<never>> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    if (typeof body.error?.message === 'string')
      return failure(
        typeof body.error.code === 'string' ? body.error.code : 'http',
        body.error.message,
      );
  } catch {
    // Not JSON: the raw text below.
  }
  return failure('http', `The host refused the request (${response.status}): ${text}`);
}

function failure(code: string, message: string): CallResult<never> {
  return { ok: false, error: { code, message } };
}
