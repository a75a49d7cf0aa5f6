import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { APP_ENTRY_URL, APP_ORIGIN, APP_SCHEME, servedAppFile } from './appProtocol.ts';
import { METHOD_NAMES, channelOf } from './contract.ts';
import { CONTENT_SECURITY_POLICY } from './csp.ts';
import { dataDirOverride } from './dataDir.ts';
import { takeDataFolderLock } from './dataFolderLock.ts';
import type { ElectronMainApi } from './electronApi.ts';
import { dispatchBody } from './dispatchBody.ts';
import { createHandlers } from './handlers.ts';
import { denyAllPermissions, hardenWebContents } from './hardening.ts';
import { ipcCalls } from './ipcCall.ts';
import { menuTemplate, raiseScript } from './menu.ts';
import { createLanSwitch } from './players/lanSwitch.ts';
import { DEFAULT_PLAYERS_PORT } from './players/playersListener.ts';
import { startRoomListener } from './room/roomListener.ts';
import { imagesIn, newPass } from './room/tableHost.ts';
import { displayName, pickProjectorDisplay } from './projectorDisplay.ts';
import { printSheetToPdf } from './sheetPdf.ts';
import { openStores } from './store/openStores.ts';
import { mainWindowOptions, projectorWindowOptions } from './windowOptions.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const rendererDir = path.join(here, '..', 'renderer');
const preloadPath = path.join(here, 'preload.cjs');

// A variable keeps bundlers and the type checker from resolving 'electron' at build time; it is
// only present inside the Electron runtime (see electronApi.ts).
const electronModuleName = 'electron';
const imported = (await import(electronModuleName)) as {
  default?: ElectronMainApi;
} & ElectronMainApi;
const { app, BrowserWindow, ipcMain, protocol, net, session, Menu, screen, dialog } =
  imported.default ?? imported;

// `npm start -- --data DIR` uses DIR as the whole data folder, as the web mode does. It is set
// first: the single-instance lock below is kept in userData, so it guards this very folder.
const dataDirWanted = dataDirOverride();
if (dataDirWanted) app.setPath('userData', dataDirWanted);

protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

// One app per data folder: a second copy would race the first over the save files and the index.
// Starting it again brings the open window forward instead ('second-instance' below).
if (app.requestSingleInstanceLock()) await start();
else app.quit();

async function start(): Promise<void> {
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents));
  app.on('window-all-closed', () => app.quit());

  await app.whenReady();
  // One owner per data folder, the web host included (the single-instance lock only keeps out a
  // second copy of this app). Taken once ready, so the refusal can show in a dialog on Linux too.
  const dataDir = app.getPath('userData');
  const lock = takeDataFolderLock(dataDir, 'electron');
  if ('refused' in lock) {
    console.error(`High Noon Table: ${lock.refused}`);
    dialog.showErrorBox('High Noon Table', lock.refused);
    app.exit(1);
    return;
  }
  app.on('will-quit', lock.taken.release);
  denyAllPermissions(session.defaultSession);

  protocol.handle(APP_SCHEME, async (request) => {
    const file = await servedAppFile(rendererDir, request.url);
    if (!file) return new Response('Not found', { status: 404 });
    const response = await net.fetch(pathToFileURL(file).toString());
    const headers = new Headers(response.headers);
    headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    headers.set('X-Content-Type-Options', 'nosniff');
    return new Response(response.body, { status: response.status, headers });
  });

  const stores = await openStores(dataDir);
  // The save index, kept in memory between writes, is written before the app goes; its lock after.
  let indexWritten = false;
  app.on('before-quit', (event) => {
    if (indexWritten) return;
    event.preventDefault();
    void stores.saves.close().finally(() => {
      indexWritten = true;
      app.quit();
    });
  });
  // The table room (issue 38) every window joins; the LAN (issue 11) is off until the Dealer
  // shares it from the Players menu.
  const { pass: publicPass } = await stores.settings.tableLink(newPass);
  const tableRoom = await startRoomListener({
    publicPass,
    images: imagesIn(stores.saves),
    seatLink: async (key) => (await stores.settings.seatLink(key, newPass)).pass,
  });
  const lan = createLanSwitch({
    staticDir: rendererDir,
    rooms: tableRoom.server,
    token: () => tableRoom.table.publicPass,
    seatPasses: () => tableRoom.table.seats().map((each) => each.pass),
    port: DEFAULT_PLAYERS_PORT,
  });
  // The sheet prints from the main window, made below; only its page can ask (ipcCall.ts).
  const printSheet = (name: string) =>
    printSheetToPdf(
      name,
      window.webContents,
      { showSaveDialog: (options) => dialog.showSaveDialog(window, options) },
      (file, bytes) => writeFile(file, bytes),
    );
  const handlers = createHandlers(
    {
      ...stores,
      players: {
        table: () => tableRoom.table,
        endpoint: () => tableRoom.endpoint,
        lan: () => lan,
      },
      printSheet,
    },
    { version: app.getVersion(), transport: 'ipc', dataDir },
  );
  // Each call comes as its JSON's bytes and is answered as text (dispatchBody.ts), as over HTTP,
  // held to the web host's limits on size and on large bodies at once (ipcCall.ts).
  const ipcCall = ipcCalls((method, body) => dispatchBody(handlers, method, body));
  for (const method of METHOD_NAMES) {
    ipcMain.handle(channelOf(method), (event, input) => ipcCall(method, event.senderFrame, input));
  }

  const devTools = !app.isPackaged;
  const window = new BrowserWindow(mainWindowOptions(preloadPath, { devTools }));
  window.once('ready-to-show', () => window.show());
  // The menu lists the key map's shortcuts; choosing one runs it in the page (electron/menu.ts).
  const raise = (id: Parameters<typeof raiseScript>[0], byKey: boolean) =>
    void window.webContents.executeJavaScript(raiseScript(id, byKey));

  // The players' view window: fullscreen on the projector's display, with no preload (issue 11).
  let projector: ReturnType<typeof openProjector> | null = null;
  let chosenDisplay: number | null = null;
  function openProjector() {
    const display = pickProjectorDisplay(
      screen.getAllDisplays(),
      screen.getPrimaryDisplay().id,
      chosenDisplay,
    );
    const opened = new BrowserWindow(projectorWindowOptions(display?.bounds ?? null, { devTools }));
    opened.once('ready-to-show', () => opened.show());
    opened.on('closed', () => {
      if (projector === opened) projector = null;
      rebuildMenu();
    });
    // Its pass to the table room, in the fragment: never sent anywhere, not even to app://.
    const pass = new URLSearchParams({
      pass: tableRoom.table.publicPass,
      room: tableRoom.endpoint,
    });
    void opened.loadURL(`${APP_ORIGIN}/projector.html#${pass}`);
    return opened;
  }
  function closeProjector() {
    if (projector && !projector.isDestroyed()) projector.close();
    projector = null;
  }
  async function toggleLan() {
    // Refused in words when the machine is on no network; the menu shows it off.
    await lan.set(lan.state().url === null).catch((error: unknown) => {
      dialog.showErrorBox('High Noon Table', (error as Error).message);
    });
    rebuildMenu();
  }
  function rebuildMenu() {
    const displays = screen.getAllDisplays();
    const shown = pickProjectorDisplay(displays, screen.getPrimaryDisplay().id, chosenDisplay);
    const players = {
      windowOpen: projector !== null,
      toggleWindow: () => {
        if (projector) closeProjector();
        else projector = openProjector();
        rebuildMenu();
      },
      displays: displays.map((d, i) => ({
        id: d.id,
        name: displayName(d, i),
        chosen: d.id === shown?.id,
      })),
      chooseDisplay: (id: number) => {
        chosenDisplay = id;
        // Moving a fullscreen window between displays is unreliable; open it again there.
        if (projector) {
          closeProjector();
          projector = openProjector();
        }
        rebuildMenu();
      },
      lanOn: lan.state().url !== null,
      toggleLan: () => void toggleLan(),
    };
    Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate(raise, process.platform, players)));
  }
  rebuildMenu();
  screen.on('display-added', rebuildMenu);
  screen.on('display-removed', rebuildMenu);
  app.on('second-instance', () => {
    if (window.isMinimized()) window.restore();
    window.focus();
  });
  await window.loadURL(APP_ENTRY_URL);
}
