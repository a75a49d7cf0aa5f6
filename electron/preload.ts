/**
 * The preload: it exposes one named function per contract method on `window.highNoon`, each
 * forwarding its single argument (the bytes of the call's JSON; the answer is text, see
 * electron/dispatchBody.ts) over that method's IPC channel. It never exposes ipcRenderer itself.
 * Sandboxed preloads cannot load files, so this is bundled into one CommonJS file.
 */
import { METHOD_NAMES, channelOf } from './contract.ts';

interface PreloadElectron {
  contextBridge: { exposeInMainWorld(key: string, api: unknown): void };
  ipcRenderer: { invoke(channel: string, input: unknown): Promise<unknown> };
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a sandboxed preload must be CommonJS; see electronApi.ts for why the types are local
const { contextBridge, ipcRenderer } = require('electron') as PreloadElectron;

const api = Object.fromEntries(
  METHOD_NAMES.map((method) => [
    method,
    (input: Uint8Array) => ipcRenderer.invoke(channelOf(method), input),
  ]),
);

contextBridge.exposeInMainWorld('highNoon', Object.freeze(api));
