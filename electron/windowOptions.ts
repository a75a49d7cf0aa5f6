import { APP_NAME } from './dataDir.ts';

/**
 * The main window, per the Electron security checklist: the renderer is sandboxed, isolated from
 * the preload's world, and has no Node. It talks to main only through the preload's named functions.
 */
export function mainWindowOptions(preloadPath: string, options: { devTools: boolean }) {
  return {
    title: APP_NAME,
    width: 1440,
    height: 900,
    minWidth: 960,
    minHeight: 600,
    backgroundColor: '#211a14',
    show: false,
    autoHideMenuBar: true,
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      devTools: options.devTools,
    },
  } as const;
}
