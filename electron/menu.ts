/**
 * The application menu, built from the one key map (common/keyMap.ts: pure data, no React
 * or PixiJS) so the menu shows the keys the page answers. The page keeps the keys: on Linux and
 * Windows the accelerators are only shown (registerAccelerator: false), so a key reaches the page
 * and its text-field rule (Ctrl+Z in a field undoes the typing); a click on an item, or macOS's
 * accelerator (macOS registers them all), raises the shortcut in the page (MENU_SHORTCUT_EVENT)
 * and the page's own handler runs it. Cut, copy, paste and select-all stay Electron's roles, which text fields need on macOS.
 */
import {
  KEY_MAP,
  MENU_SHORTCUT_EVENT,
  acceleratorOf,
  parseChord,
  shownChord,
  type MenuName,
  type ShortcutId,
} from '../common/keyMap.ts';

/** The slice of Electron's MenuItemConstructorOptions used here. */
export interface MenuItemTemplate {
  label?: string;
  role?: string;
  type?: 'separator' | 'submenu' | 'radio' | 'checkbox';
  checked?: boolean;
  accelerator?: string;
  registerAccelerator?: boolean;
  submenu?: MenuItemTemplate[];
  click?: (item: unknown, window: unknown, event: { triggeredByAccelerator?: boolean }) => void;
}

/** Where the menu raises a shortcut: the main window's page. */
export type RaiseShortcut = (id: ShortcutId, byKey: boolean) => void;

const MENUS: readonly MenuName[] = ['Edit', 'View', 'Turn'];

/**
 * The Players menu (issue 11): the players' view window, the display it goes to, and the LAN
 * listener. Main rebuilds the menu when any of them changes, so the ticks stay true.
 */
export interface PlayersMenu {
  windowOpen: boolean;
  toggleWindow(): void;
  displays: { id: number; name: string; chosen: boolean }[];
  chooseDisplay(id: number): void;
  lanOn: boolean;
  toggleLan(): void;
}

function playersItems(players: PlayersMenu): MenuItemTemplate[] {
  return [
    {
      label: "Players' view window",
      type: 'checkbox',
      checked: players.windowOpen,
      click: () => players.toggleWindow(),
    },
    {
      label: 'Show on display',
      submenu: players.displays.map((d) => ({
        label: d.name,
        type: 'radio' as const,
        checked: d.chosen,
        click: () => players.chooseDisplay(d.id),
      })),
    },
    { type: 'separator' },
    {
      label: "Share players' view on the LAN",
      type: 'checkbox',
      checked: players.lanOn,
      click: () => players.toggleLan(),
    },
  ];
}

export function menuTemplate(
  raise: RaiseShortcut,
  platform: string,
  players?: PlayersMenu,
): MenuItemTemplate[] {
  const items = (menu: MenuName): MenuItemTemplate[] =>
    KEY_MAP.filter((s) => s.menu === menu).map((s) => {
      const chord = s.keys[0];
      // macOS registers every accelerator, and one without ⌘ would take the letter from every
      // text field: there such a key is only named in the label.
      const named = platform === 'darwin' && !parseChord(chord).mod;
      return {
        label: named ? `${s.name} (${shownChord(chord, true)})` : s.name,
        ...(named ? {} : { accelerator: acceleratorOf(chord), registerAccelerator: false }),
        click: (_item, _window, event) => raise(s.id, event?.triggeredByAccelerator === true),
      };
    });
  const textRoles: MenuItemTemplate[] = [
    { type: 'separator' },
    { role: 'cut' },
    { role: 'copy' },
    { role: 'paste' },
    { role: 'selectAll' },
  ];
  return [
    ...(platform === 'darwin'
      ? [{ role: 'appMenu' }]
      : [{ label: 'File', submenu: [{ role: 'quit' }] }]),
    ...MENUS.map((menu) => ({
      label: menu,
      submenu: menu === 'Edit' ? [...items(menu), ...textRoles] : items(menu),
    })),
    ...(players ? [{ label: 'Players', submenu: playersItems(players) }] : []),
    { role: 'windowMenu' },
  ];
}

/**
 * The page code that raises a shortcut: a CustomEvent the page's listenShortcuts hears. Its only
 * inputs are a key map id and a boolean, written as JSON, so nothing from outside reaches the page.
 */
export function raiseScript(id: ShortcutId, byKey: boolean): string {
  const detail = JSON.stringify({ id, byKey });
  return `window.dispatchEvent(new CustomEvent(${JSON.stringify(MENU_SHORTCUT_EVENT)}, { detail: ${detail} }))`;
}
