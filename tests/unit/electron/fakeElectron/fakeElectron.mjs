// A stand-in for the 'electron' module, recording what the bundled main process asks of it, so
// the real dist/electron/main.js can run under plain Node where Electron cannot be installed.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export const recorded = {
  appListeners: {},
  ipcHandlers: {},
  windows: [],
  schemes: [],
  protocolHandlers: {},
  loadedUrl: null,
  loadedUrls: [],
  permissionRequest: null,
  permissionCheck: null,
  lockRequested: false,
  quit: false,
  exitCode: null,
  errorBoxes: [],
  restored: false,
  focused: false,
  menu: null,
  executed: [],
};

let loaded;
export const whenLoaded = new Promise((resolve) => (loaded = resolve));
let quitted;
export const whenQuit = new Promise((resolve) => (quitted = resolve));

let userData = process.env.FAKE_USER_DATA;

export const app = {
  isPackaged: false,
  whenReady: () => Promise.resolve(),
  on: (event, listener) => void (recorded.appListeners[event] = listener),
  quit: () => {
    recorded.quit = true;
    quitted();
  },
  exit: (code = 0) => {
    recorded.quit = true;
    recorded.exitCode = code;
    quitted();
  },
  // FAKE_INSTANCE_LOCK=held plays a second start while another copy of the app runs.
  requestSingleInstanceLock: () => {
    recorded.lockRequested = true;
    return process.env.FAKE_INSTANCE_LOCK !== 'held';
  },
  setPath: (name, value) => {
    if (name === 'userData') userData = value;
  },
  getPath: (name) => (name === 'userData' ? userData : undefined),
  getVersion: () => '0.0.0-fake',
};

export class BrowserWindow {
  constructor(options) {
    recorded.windows.push(options);
  }
  once() {}
  show() {}
  isMinimized() {
    return true;
  }
  restore() {
    recorded.restored = true;
  }
  focus() {
    recorded.focused = true;
  }
  webContents = {
    executeJavaScript: async (code) => void recorded.executed.push(code),
  };
  closedListener = null;
  destroyed = false;
  on(event, listener) {
    if (event === 'closed') this.closedListener = listener;
  }
  close() {
    this.destroyed = true;
    this.closedListener?.();
  }
  isDestroyed() {
    return this.destroyed;
  }
  async loadURL(url) {
    recorded.loadedUrls.push(url);
    if (recorded.loadedUrl === null) {
      recorded.loadedUrl = url;
      loaded();
    }
  }
}

// The Dealer's laptop (primary) and a projector beside it.
export const screen = {
  getAllDisplays: () => [
    { id: 1, bounds: { x: 0, y: 0, width: 1920, height: 1080 }, label: 'Built-in' },
    { id: 2, bounds: { x: 1920, y: 0, width: 1280, height: 720 }, label: 'Projector' },
  ],
  getPrimaryDisplay: () => screen.getAllDisplays()[0],
  on: () => {},
};

export const ipcMain = {
  handle: (channel, handler) => void (recorded.ipcHandlers[channel] = handler),
};

export const protocol = {
  registerSchemesAsPrivileged: (schemes) => void recorded.schemes.push(...schemes),
  handle: (scheme, handler) => void (recorded.protocolHandlers[scheme] = handler),
};

export const net = {
  fetch: async (url) =>
    new Response(await readFile(fileURLToPath(url)), { headers: { 'content-type': 'text/html' } }),
};

export const session = {
  defaultSession: {
    setPermissionRequestHandler: (handler) => void (recorded.permissionRequest = handler),
    setPermissionCheckHandler: (handler) => void (recorded.permissionCheck = handler),
  },
};

export const Menu = {
  buildFromTemplate: (template) => ({ template }),
  setApplicationMenu: (menu) => void (recorded.menu = menu),
};

export const dialog = {
  showErrorBox: (title, content) => void recorded.errorBoxes.push({ title, content }),
};

export default { app, BrowserWindow, ipcMain, protocol, net, session, Menu, screen, dialog };
