import { routeOf, type CallResult } from '../../electron/contract.ts';
import type { Transport } from './appBridge.ts';

/** The web host's API: one POST per call, JSON in and out, same results as over IPC. */
export function httpTransport(baseUrl: string, fetchImpl: typeof fetch = fetch): Transport {
  return {
    kind: 'http',
    async call(method, input) {
      let response: Response;
      try {
        response = await fetchImpl(new URL(routeOf(method), baseUrl), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(input ?? {}),
        });
      } catch {
        return failure(
          'offline',
          'The High Noon Table host is not answering. Is it still running?',
        );
      }
      if (!response.ok) {
        return failure(
          'http',
          `The host refused the request (${response.status}): ${await response.text()}`,
        );
      }
      return (await response.json()) as CallResult<unknown>;
    },
  };
}

function failure(code: string, message: string): CallResult<never> {
  return { ok: false, error: { code, message } };
}
