import { createBridge, type AppBridge } from './appBridge.ts';
import { httpTransport } from './httpTransport.ts';
import { ipcTransport, type PreloadApi } from './ipcTransport.ts';

declare global {
  interface Window {
    highNoon?: PreloadApi;
  }
}

/** In Electron the preload has put its API on window.highNoon; in a browser the host serves HTTP. */
export function connectBridge(): AppBridge {
  return createBridge(
    window.highNoon ? ipcTransport(window.highNoon) : httpTransport(window.location.origin),
  );
}
