import type { CallResult, MethodName } from '../../electron/contract.ts';
import type { Transport } from './appBridge.ts';

/**
 * The named functions the preload exposes on window.highNoon (electron/preload.ts): each takes the
 * bytes of the call's JSON and answers the result's text, as the web host does over HTTP, so the
 * main process hands a save on without parsing it (electron/dispatchBody.ts).
 */
export type PreloadApi = Record<MethodName, (input: Uint8Array) => Promise<string>>;

const encoder = new TextEncoder();

export function ipcTransport(api: PreloadApi): Transport {
  return {
    kind: 'ipc',
    call: async (method, input) =>
      JSON.parse(
        await api[method](encoder.encode(JSON.stringify(input ?? {}))),
      ) as CallResult<unknown>,
  };
}
