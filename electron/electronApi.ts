import type { DisplayLike } from './projectorDisplay.ts';

/**
 * The slice of Electron's API that the main process uses, typed here rather than imported: the
 * Electron package (binary and typings together) cannot be installed on machines without access to
 * its download server, and the project must type-check and test there too. Keeping the slice small
 * also lets the security wiring be tested with plain fakes.
 */
export interface NavigationEventLike {
  preventDefault(): void;
}

export interface SessionLike {
  setPermissionRequestHandler(
    handler: (contents: unknown, permission: string, callback: (granted: boolean) => void) => void,
  ): void;
  setPermissionCheckHandler(handler: (...args: unknown[]) => boolean): void;
}

export interface WebContentsLike {
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
  on(
    event: 'will-navigate' | 'will-redirect' | 'will-attach-webview',
    listener: (event: NavigationEventLike, url: string) => void,
  ): unknown;
}

export interface IpcInvokeEventLike {
  senderFrame: { url: string } | null;
}

export interface BrowserWindowLike {
  once(event: 'ready-to-show', listener: () => void): unknown;
  show(): void;
  isMinimized(): boolean;
  restore(): void;
  focus(): void;
  loadURL(url: string): Promise<void>;
  webContents: {
    executeJavaScript(code: string): Promise<unknown>;
    printToPDF(options: object): Promise<Uint8Array>;
  };
  on(event: 'closed', listener: () => void): unknown;
  close(): void;
  isDestroyed(): boolean;
}

export interface ScreenLike {
  getAllDisplays(): DisplayLike[];
  getPrimaryDisplay(): DisplayLike;
  on(event: 'display-added' | 'display-removed', listener: () => void): unknown;
}

export interface ElectronMainApi {
  app: {
    whenReady(): Promise<void>;
    on(event: 'window-all-closed' | 'second-instance' | 'will-quit', listener: () => void): unknown;
    on(event: 'before-quit', listener: (event: { preventDefault(): void }) => void): unknown;
    on(
      event: 'web-contents-created',
      listener: (event: unknown, contents: WebContentsLike) => void,
    ): unknown;
    quit(): void;
    /** Ends at once with this code, without the quit events: for a start that is refused. */
    exit(exitCode?: number): void;
    requestSingleInstanceLock(): boolean;
    setPath(name: 'userData', path: string): void;
    getPath(name: 'userData'): string;
    getVersion(): string;
    isPackaged: boolean;
  };
  BrowserWindow: new (options: object) => BrowserWindowLike;
  ipcMain: {
    handle(channel: string, listener: (event: IpcInvokeEventLike, input: unknown) => unknown): void;
  };
  protocol: {
    registerSchemesAsPrivileged(
      schemes: { scheme: string; privileges: Record<string, boolean> }[],
    ): void;
    handle(scheme: string, handler: (request: Request) => Response | Promise<Response>): void;
  };
  net: { fetch(url: string): Promise<Response> };
  session: { defaultSession: SessionLike };
  Menu: {
    buildFromTemplate(template: object[]): unknown;
    setApplicationMenu(menu: unknown): void;
  };
  screen: ScreenLike;
  dialog: {
    showSaveDialog(
      window: BrowserWindowLike,
      options: object,
    ): Promise<{ canceled: boolean; filePath?: string }>;
    showErrorBox(title: string, content: string): void;
  };
}
