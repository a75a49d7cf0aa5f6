// Runs the bundled main process against the fake Electron, drives what it registered as the
// renderer and Electron would, and prints one JSON report on stdout.
import { register } from 'node:module';
import { pathToFileURL } from 'node:url';

register('./hooks.mjs', import.meta.url);
const { recorded, whenLoaded, whenQuit } = await import('./fakeElectron.mjs');
await import(pathToFileURL(process.argv[2]).href);
if ((await Promise.race([whenLoaded, whenQuit.then(() => 'quit')])) === 'quit') {
  console.log(
    JSON.stringify({
      quit: true,
      exitCode: recorded.exitCode,
      errorBoxes: recorded.errorBoxes,
      windows: recorded.windows.length,
      channels: Object.keys(recorded.ipcHandlers),
    }),
  );
  process.exit(0);
}

const appPage = { senderFrame: { url: 'app://bundle/index.html' } };
const foreign = { senderFrame: { url: 'https://evil.example/' } };
// As the preload does: the call goes as its JSON's bytes, and the answer comes back as text.
const invoke = async (channel, event, input) =>
  JSON.parse(
    await recorded.ipcHandlers[channel](event, new TextEncoder().encode(JSON.stringify(input))),
  );

const contents = { opened: null, listeners: {} };
recorded.appListeners['web-contents-created']?.(
  {},
  {
    setWindowOpenHandler: (h) => void (contents.opened = h({ url: 'https://example.com' })),
    on: (event, listener) => void (contents.listeners[event] = listener),
  },
);
let navigationPrevented = false;
contents.listeners['will-navigate']?.(
  { preventDefault: () => void (navigationPrevented = true) },
  'https://example.com',
);
recorded.appListeners['second-instance']?.({}, ['electron', '.'], process.cwd());
const afterSecondInstance = { restored: recorded.restored, focused: recorded.focused };
let permissionGranted = null;
recorded.permissionRequest?.(null, 'media', (granted) => void (permissionGranted = granted));

// The menu as Electron would show it, and Undo chosen from it with the pointer.
const menuItems = (recorded.menu?.template ?? [])
  .filter((m) => m.label !== 'Players')
  .flatMap((m) => (m.submenu ?? []).filter((item) => item.label));
menuItems.find((item) => item.label === 'Undo')?.click({}, {}, { triggeredByAccelerator: false });
// The Players menu (issue 11), read before the projector opens, then its window opened from it.
const playersMenu = (recorded.menu?.template ?? []).find((m) => m.label === 'Players');
const playersItems = (playersMenu?.submenu ?? []).map((item) => ({
  label: item.label,
  type: item.type,
  checked: item.checked,
  displays: item.submenu?.map((d) => ({ label: d.label, checked: d.checked })),
}));
playersMenu?.submenu.find((item) => item.label === "Players' view window")?.click({}, {}, {});
const projectorOpened = {
  window: recorded.windows[1] ?? null,
  loadedUrl: recorded.loadedUrls[1] ?? null,
  ticked: recorded.menu?.template
    .find((m) => m.label === 'Players')
    ?.submenu.find((item) => item.label === "Players' view window")?.checked,
};
const menu = {
  menus: (recorded.menu?.template ?? []).map((m) => m.label ?? m.role),
  items: menuItems.map((item) => ({
    label: item.label,
    accelerator: item.accelerator,
    registerAccelerator: item.registerAccelerator,
  })),
  executed: recorded.executed,
};

const page = await recorded.protocolHandlers.app(new Request('app://bundle/index.html'));
const outside = await recorded.protocolHandlers.app(
  new Request('app://bundle/%2e%2e%2f%2e%2e%2fpackage.json'),
);

console.log(
  JSON.stringify({
    channels: Object.keys(recorded.ipcHandlers).sort(),
    window: recorded.windows[0],
    loadedUrl: recorded.loadedUrl,
    schemes: recorded.schemes,
    saveFromApp: await invoke('high-noon:writeSave', appPage, {
      kind: 'map',
      name: 'Main test',
      data: { size: [3, 3] },
    }),
    listFromApp: await invoke('high-noon:listSaves', appPage, {}),
    appInfo: await invoke('high-noon:appInfo', appPage, {}),
    fromForeign: await invoke('high-noon:listSaves', foreign, {}),
    settingsFromApp: await invoke('high-noon:setSettings', appPage, {
      settings: { autoAdvance: true, showCoordinates: false },
    }),
    settingsFromForeign: await invoke('high-noon:setSettings', foreign, {
      settings: { autoAdvance: false, showCoordinates: true },
    }),
    settingsRead: await invoke('high-noon:getSettings', appPage, {}),
    loadFromApp: await invoke('high-noon:loadSave', appPage, { kind: 'map', name: 'Main test' }),
    badArgument: await invoke('high-noon:loadSave', appPage, { kind: 'map' }),
    notText: JSON.parse(
      await recorded.ipcHandlers['high-noon:listSaves'](appPage, { kind: 'map' }),
    ),
    windowOpen: contents.opened,
    navigationPrevented,
    permissionGranted,
    lockRequested: recorded.lockRequested,
    afterSecondInstance,
    permissionCheck: recorded.permissionCheck?.(null, 'media'),
    page: {
      status: page.status,
      csp: page.headers.get('content-security-policy'),
      body: (await page.text()).slice(0, 200),
    },
    outsideStatus: outside.status,
    menu,
    playersItems,
    projectorOpened,
  }),
);
// The table room's listener keeps the loop alive, as in Electron until the app quits.
process.exit(0);
