import { APP_NAME } from './dataDir.ts';

/**
 * Per the Electron security checklist, for every window the app opens: the renderer is sandboxed,
 * isolated from the preload's world, and has no Node. A window with a preload talks to main only
 * through the preload's named functions; one without (the players' view) cannot talk to it at all.
 */
function hardenedWebPreferences(preloadPath: string | null, devTools: boolean) {
  return {
    ...(preloadPath ? { preload: preloadPath } : {}),
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
    devTools,
  } as const;
}

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
    webPreferences: hardenedWebPreferences(preloadPath, options.devTools),
  } as const;
}

export interface DisplayBounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The players' view (issue 11): fullscreen on the projector's display when there is one, else a
 * window beside the Dealer's. It has no preload, so no AppBridge: the page cannot reach the save
 * API, and it learns the public view from the Dealer's window over BroadcastChannel (same origin,
 * same session). No menu bar: the room sees only the board.
 */
export function projectorWindowOptions(
  display: DisplayBounds | null,
  options: { devTools: boolean },
) {
  return {
    title: `${APP_NAME} — Players' view`,
    ...(display
      ? {
          x: display.x,
          y: display.y,
          width: display.width,
          height: display.height,
          fullscreen: true,
        }
      : { width: 1280, height: 720 }),
    backgroundColor: '#000000',
    show: false,
    autoHideMenuBar: true,
    menuBarVisible: false,
    webPreferences: {
      ...hardenedWebPreferences(null, options.devTools),
      // The room watches this window while the Dealer works in the other one: Chromium would
      // throttle its timers and frames as a window in the background (two frames a second
      // measured headless), and the board would trail the Dealer's actions by seconds.
      backgroundThrottling: false,
    },
  } as const;
}
