import {
  METHOD_NAMES,
  type CallResult,
  type MethodInput,
  type MethodName,
  type MethodOutput,
} from '../../electron/contract.ts';

/** How a call travels: Electron IPC through the preload, or HTTP to the web host. */
export interface Transport {
  readonly kind: 'ipc' | 'http';
  call(method: MethodName, input: unknown): Promise<CallResult<unknown>>;
}

/**
 * What the renderer can ask of the Node side. One interface whatever the transport, so panels never
 * know whether they run in Electron or in a browser.
 */
export type AppBridge = {
  readonly transport: Transport['kind'];
} & {
  [M in MethodName]: (input: MethodInput<M>) => Promise<CallResult<MethodOutput<M>>>;
};

export function createBridge(transport: Transport): AppBridge {
  const methods = Object.fromEntries(
    METHOD_NAMES.map((method) => [method, (input: unknown) => transport.call(method, input)]),
  );
  return { transport: transport.kind, ...methods } as AppBridge;
}
