import {
  KEY_MAP,
  MENU_SHORTCUT_EVENT,
  type KeyScope,
  type ShortcutId,
} from '../../common/keyMap.ts';
import { firedShortcut } from './keyMatch.ts';
import { isTextEntry } from './keyTargets.ts';

/**
 * What each shortcut of a scope does. A handler returns false when it had nothing to do (Space
 * with no attack under way), which leaves the key to the page (Space scrolls).
 */
export type ShortcutHandlers = Partial<Record<ShortcutId, () => boolean | void>>;

interface MenuShortcut {
  id: ShortcutId;
  byKey: boolean;
}

/**
 * Runs a scope's shortcuts: from the keyboard (firedShortcut decides, the focus respected), and
 * from the Electron menu (MENU_SHORTCUT_EVENT). A menu click is meant, so it fires whatever has
 * the focus; the menu's accelerator is a key press (macOS gives it to the menu, not the page),
 * so in a text field it does what the key would do there: Undo and Redo undo the typing.
 *
 * With `first`, the scope hears a key before every other scope, and a key it used goes no
 * further: the board's tools take Esc to leave the Measure tool, and the table must not also
 * deselect on that same press (a handler that returns false leaves the key to the table).
 * Returns a function that stops listening.
 */
export function listenShortcuts(
  scope: KeyScope,
  handlers: ShortcutHandlers,
  { first = false }: { first?: boolean } = {},
): () => void {
  const onKey = (e: KeyboardEvent) => {
    const id = firedShortcut(e, scope);
    const run = id ? handlers[id] : undefined;
    if (!run || run() === false) return;
    e.preventDefault();
    if (first) e.stopImmediatePropagation();
  };
  const onMenu = (e: Event) => {
    const { id, byKey } = (e as CustomEvent<MenuShortcut>).detail;
    if (KEY_MAP.find((s) => s.id === id)?.scope !== scope) return;
    const focused = document.activeElement;
    if (byKey && focused instanceof HTMLElement && isTextEntry(focused)) {
      if (id === 'undo' || id === 'redo') document.execCommand(id);
      return;
    }
    handlers[id]?.();
  };
  window.addEventListener('keydown', onKey, { capture: first });
  window.addEventListener(MENU_SHORTCUT_EVENT, onMenu);
  return () => {
    window.removeEventListener('keydown', onKey, { capture: first });
    window.removeEventListener(MENU_SHORTCUT_EVENT, onMenu);
  };
}
