/**
 * The one key map (issue 10, item 5): every shortcut the app answers, with what it does and where.
 * The key handlers (App's table keys, the board's camera keys), the controls' aria-keyshortcuts,
 * the Electron application menu and the README's key table are all read from it, so a key cannot
 * be shown in one place and work differently in another (tests/unit/renderer/keyMap.test.ts holds
 * the README to it).
 *
 * Pure data in common/ (no DOM, Node, React or PixiJS): the windows and the Electron main process
 * both read it, and neither reaches into the other's folder for it (issue 37, item 4).
 *
 * A chord is written as its keys joined by "+": modifiers first ("Mod" is Ctrl, or ⌘ on a Mac),
 * then one key named as KeyboardEvent.key names it ("D", "Enter", "ArrowLeft", "0"), except "+"
 * and " ", written "Plus" and "Space". Letters are matched whatever their case.
 */

/**
 * Where a shortcut applies: at the table, on the board (the table's and the editor's alike), or
 * in the map editor. The views say which scopes they listen to.
 */
export type KeyScope = 'table' | 'board' | 'editor';

/** What the README's "Where" column says for each scope. */
export const SCOPE_WORDS: Record<KeyScope, string> = {
  table: 'At the table',
  board: 'On the board',
  editor: 'In the map editor',
};

/** The menu of the Electron application menu a shortcut is listed in. */
export type MenuName = 'Edit' | 'View' | 'Turn';

export interface Shortcut {
  readonly id: string;
  /** The chords that fire it, the first being the one menus show. */
  readonly keys: readonly string[];
  /** Its name in the menu and on the button it presses. */
  readonly name: string;
  /** What it does, in the README's words. */
  readonly does: string;
  readonly scope: KeyScope;
  readonly menu: MenuName | null;
}

export const KEY_MAP = [
  {
    id: 'undo',
    keys: ['Mod+Z'],
    name: 'Undo',
    does: 'Undo one decision: a move, a rule change, or an attack with all its steps',
    scope: 'table',
    menu: 'Edit',
  },
  {
    id: 'redo',
    keys: ['Mod+Y', 'Mod+Shift+Z'],
    name: 'Redo',
    does: 'Redo the decision undone last',
    scope: 'table',
    menu: 'Edit',
  },
  {
    id: 'end-phase',
    keys: ['Enter'],
    name: 'End the phase',
    does: 'End the phase, as the phase button says (End movement, End action, Draw and end turn)',
    scope: 'table',
    menu: 'Turn',
  },
  {
    id: 'continue',
    keys: ['Space'],
    name: 'Next attack step',
    does: 'Next step of an attack',
    scope: 'table',
    menu: 'Turn',
  },
  {
    id: 'door',
    keys: ['D'],
    name: 'Open or close the door',
    does: 'Open or close the door beside you',
    scope: 'table',
    menu: 'Turn',
  },
  {
    id: 'computer-step',
    keys: ['N'],
    name: 'Next computer move',
    does: "Play the computer's next move, held at the step-by-step pace or while paused",
    scope: 'table',
    menu: 'Turn',
  },
  {
    id: 'computer-pause',
    keys: ['P'],
    name: 'Pause or resume the computer',
    does: "Pause the computer's moves (watch mode), or let them go on",
    scope: 'table',
    menu: 'Turn',
  },
  {
    id: 'deselect',
    keys: ['Escape'],
    name: 'Deselect',
    does: 'Deselect',
    scope: 'table',
    menu: 'Turn',
  },
  {
    id: 'coordinates',
    keys: ['C'],
    name: 'Show or hide coordinates',
    does: 'Show or hide the grid coordinates',
    scope: 'table',
    menu: 'View',
  },
  {
    id: 'blank-projector',
    keys: ['B'],
    name: 'Blank the projector or show the board',
    does: "Blank the players' view (a pause screen with the map's name), or show the board again",
    scope: 'table',
    menu: 'View',
  },
  {
    id: 'show-to-players',
    keys: ['S'],
    name: 'Show the players a card or a line',
    does: "Show the players an NPC's card or a line of text over the board, or take it down (Esc too)",
    scope: 'table',
    menu: 'View',
  },
  {
    id: 'rotate-projector',
    keys: ['T'],
    name: "Turn the players' view 180°",
    does: "Turn the players' view 180°, or back (a TV laid flat, the players across the table)",
    scope: 'table',
    menu: 'View',
  },
  {
    id: 'zoom-in',
    keys: ['Plus', '='],
    name: 'Zoom in',
    does: 'Zoom in on the centre (the wheel zooms to the pointer)',
    scope: 'board',
    menu: 'View',
  },
  {
    id: 'zoom-out',
    keys: ['-'],
    name: 'Zoom out',
    does: 'Zoom out from the centre',
    scope: 'board',
    menu: 'View',
  },
  {
    id: 'fit',
    keys: ['0'],
    name: 'Fit the map',
    does: 'Fit the map to the window',
    scope: 'board',
    menu: 'View',
  },
  {
    id: 'pan-left',
    keys: ['ArrowLeft'],
    name: 'Pan left',
    does: 'Pan left (or drag the map)',
    scope: 'board',
    menu: null,
  },
  {
    id: 'pan-right',
    keys: ['ArrowRight'],
    name: 'Pan right',
    does: 'Pan right',
    scope: 'board',
    menu: null,
  },
  {
    id: 'pan-up',
    keys: ['ArrowUp'],
    name: 'Pan up',
    does: 'Pan up',
    scope: 'board',
    menu: null,
  },
  {
    id: 'pan-down',
    keys: ['ArrowDown'],
    name: 'Pan down',
    does: 'Pan down',
    scope: 'board',
    menu: null,
  },
  {
    id: 'measure-tool',
    keys: ['M'],
    name: 'Measure',
    does: 'Measure: drag from one square to another, or click one then the other, for the distance, line of sight and cover',
    scope: 'board',
    menu: 'View',
  },
  {
    id: 'play-tool',
    keys: ['V', 'Escape'],
    name: 'Play',
    does: 'Back to the play tool (Esc leaves the Measure tool; in play it deselects)',
    scope: 'board',
    menu: 'View',
  },
  {
    id: 'edit-undo',
    keys: ['Mod+Z'],
    name: 'Undo edit',
    does: 'Undo one edit: a stroke, a wall, a paste or a drag, whole',
    scope: 'editor',
    menu: null,
  },
  {
    id: 'edit-redo',
    keys: ['Mod+Shift+Z', 'Mod+Y'],
    name: 'Redo edit',
    does: 'Redo the edit undone last',
    scope: 'editor',
    menu: null,
  },
  {
    id: 'delete-selection',
    keys: ['Delete', 'Backspace'],
    name: 'Delete',
    does: 'Delete what is selected',
    scope: 'editor',
    menu: null,
  },
  {
    id: 'copy-selection',
    keys: ['Mod+C'],
    name: 'Copy',
    does: 'Copy what is selected, as map-element JSON',
    scope: 'editor',
    menu: null,
  },
  {
    id: 'cut-selection',
    keys: ['Mod+X'],
    name: 'Cut',
    does: 'Cut what is selected',
    scope: 'editor',
    menu: null,
  },
  {
    id: 'paste-elements',
    keys: ['Mod+V'],
    name: 'Paste',
    does: 'Paste map elements at the square under the pointer (anything else is refused, saying why)',
    scope: 'editor',
    menu: null,
  },
  {
    id: 'rotate-cover',
    keys: ['R'],
    name: 'Rotate',
    does: 'Turn the selected cover objects a quarter turn',
    scope: 'editor',
    menu: null,
  },
  {
    id: 'cancel-edit',
    keys: ['Escape'],
    name: 'Cancel',
    does: 'Cancel the drag under way, or clear the selection',
    scope: 'editor',
    menu: null,
  },
  {
    id: 'select-tool',
    keys: ['V'],
    name: 'Select',
    does: 'Select: click an element, drag a box, Shift adds; drag the selection to move it',
    scope: 'editor',
    menu: null,
  },
  {
    id: 'terrain-tool',
    keys: ['T'],
    name: 'Terrain',
    does: 'Paint terrain: click or drag; Shift-drag fills a box',
    scope: 'editor',
    menu: null,
  },
  {
    id: 'rank-tool',
    keys: ['E'],
    name: 'Ranks',
    does: 'Paint ranks (E1–E4), 0 the ground: click or drag; Shift-drag fills a box',
    scope: 'editor',
    menu: null,
  },
  {
    id: 'wall-tool',
    keys: ['W'],
    name: 'Walls',
    does: 'Draw walls along square edges; hold Shift for any angle',
    scope: 'editor',
    menu: null,
  },
  {
    id: 'door-tool',
    keys: ['D'],
    name: 'Doors',
    does: 'Set a door or a window on a square edge, or remove one',
    scope: 'editor',
    menu: null,
  },
  {
    id: 'cover-tool',
    keys: ['O'],
    name: 'Cover',
    does: 'Place cover objects of the chosen kind and size',
    scope: 'editor',
    menu: null,
  },
  {
    id: 'passage-tool',
    keys: ['P'],
    name: 'Passages',
    does: 'Place stairs or a ladder (E3)',
    scope: 'editor',
    menu: null,
  },
  {
    id: 'building-tool',
    keys: ['B'],
    name: 'Buildings',
    does: 'Drag out a building’s interior; Shift-drag its boardwalk',
    scope: 'editor',
    menu: null,
  },
  {
    id: 'token-tool',
    keys: ['K'],
    name: 'Tokens',
    does: 'Place the chosen character or NPC card on a square',
    scope: 'editor',
    menu: null,
  },
  {
    id: 'edit-measure-tool',
    keys: ['M'],
    name: 'Measure in the editor',
    does: 'Measure between two squares: distance, line of sight and cover',
    scope: 'editor',
    menu: null,
  },
  {
    id: 'align-tool',
    keys: ['A'],
    name: 'Align image',
    does: 'Align the background image: drag it to move it, drag its corner handle to scale it',
    scope: 'editor',
    menu: null,
  },
] as const satisfies readonly Shortcut[];

export type ShortcutId = (typeof KEY_MAP)[number]['id'];

const BY_ID = new Map<string, Shortcut>(KEY_MAP.map((s) => [s.id, s]));

export function shortcut(id: ShortcutId): Shortcut {
  return BY_ID.get(id)!;
}

/** One chord, taken apart. */
export interface Chord {
  mod: boolean;
  shift: boolean;
  alt: boolean;
  /** The key, as KeyboardEvent.key names it ("+" for "Plus"). */
  key: string;
}

const MODIFIERS = new Set(['Mod', 'Shift', 'Alt']);

export function parseChord(chord: string): Chord {
  const parts = chord.split('+');
  const key = parts.pop()!;
  for (const part of parts)
    if (!MODIFIERS.has(part)) throw new Error(`"${part}" in "${chord}" is not a modifier`);
  return {
    mod: parts.includes('Mod'),
    shift: parts.includes('Shift'),
    alt: parts.includes('Alt'),
    key: key === 'Plus' ? '+' : key === 'Space' ? ' ' : key,
  };
}

/** How people read a key: in the README, on buttons, in titles. */
const SHOWN: Record<string, string> = {
  ' ': 'Space',
  Escape: 'Esc',
  ArrowLeft: '←',
  ArrowRight: '→',
  ArrowUp: '↑',
  ArrowDown: '↓',
  '-': '−',
};

/** A chord as people read it: "Ctrl+Shift+Z" ("⌘+Shift+Z" on a Mac), "Esc", "+". */
export function shownChord(chord: string, mac = false): string {
  const c = parseChord(chord);
  return [
    ...(c.mod ? [mac ? '⌘' : 'Ctrl'] : []),
    ...(c.shift ? ['Shift'] : []),
    ...(c.alt ? [mac ? 'Option' : 'Alt'] : []),
    SHOWN[c.key] ?? c.key,
  ].join('+');
}

/** A shortcut's first chord as people read it, for hints short of room ("+" for zoom in). */
export function shownKey(id: ShortcutId, mac = false): string {
  return shownChord(shortcut(id).keys[0]!, mac);
}

/** Every chord of a shortcut as people read it, "Ctrl+Y or Ctrl+Shift+Z". */
export function shownKeys(id: ShortcutId, mac = false): string {
  return shortcut(id)
    .keys.map((k) => shownChord(k, mac))
    .join(' or ');
}

/** WAI-ARIA's key names where they differ from KeyboardEvent.key's. */
const ARIA: Record<string, string> = { ' ': 'Space', '+': 'Plus' };

/** The shortcut as aria-keyshortcuts wants it: each chord, space-separated ("Control+Y Control+Shift+Z"). */
export function ariaKeys(id: ShortcutId, mac = false): string {
  return shortcut(id)
    .keys.map((k) => {
      const c = parseChord(k);
      return [
        ...(c.mod ? [mac ? 'Meta' : 'Control'] : []),
        ...(c.shift ? ['Shift'] : []),
        ...(c.alt ? ['Alt'] : []),
        ARIA[c.key] ?? c.key,
      ].join('+');
    })
    .join(' ');
}

/** Electron's accelerator key names where they differ from KeyboardEvent.key's. */
const ACCELERATOR: Record<string, string> = {
  ' ': 'Space',
  '+': 'Plus',
  Escape: 'Esc',
  ArrowLeft: 'Left',
  ArrowRight: 'Right',
  ArrowUp: 'Up',
  ArrowDown: 'Down',
};

/** A chord as an Electron menu accelerator ("CmdOrCtrl+Shift+Z"). */
export function acceleratorOf(chord: string): string {
  const c = parseChord(chord);
  return [
    ...(c.mod ? ['CmdOrCtrl'] : []),
    ...(c.shift ? ['Shift'] : []),
    ...(c.alt ? ['Alt'] : []),
    ACCELERATOR[c.key] ?? c.key,
  ].join('+');
}

/**
 * The page event the Electron menu raises for a shortcut it lists (electron/menu.ts): its detail
 * is { id, byKey }, byKey telling a click from the menu's own accelerator (which macOS takes
 * before the page sees the key).
 */
export const MENU_SHORTCUT_EVENT = 'high-noon:shortcut';
