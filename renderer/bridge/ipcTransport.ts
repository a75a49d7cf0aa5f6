import type { CallResult, MethodName } from '../../electron/contract.ts';
import type { Transport } from './appBridge.ts';

/** The named functions the preload exposes on window.highNoon (electron/preload.ts). */
export type PreloadApi = Record<MethodName, (input: unknown) => Promise<CallResult<unknown>>>;

export function ipcTransport(api: PreloadApi): Transport {
  return { kind: 'ipc', call: (method, input) => api[method](input) };
}
