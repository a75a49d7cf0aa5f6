import { useSyncExternalStore } from 'react';
import { ariaKeys, shownKey, shownKeys, type ShortcutId } from '../keys/keyMap.ts';
import { createStore } from '../state/store.ts';
import type { ToolId, ToolManager } from './toolManager.ts';

/** Each tool's button: its name, and the shortcut that picks it (renderer/keys/keyMap.ts). */
const BUTTONS: { id: ToolId; label: string; shortcut: ShortcutId }[] = [
  { id: 'play', label: 'Play', shortcut: 'play-tool' },
  { id: 'measure', label: 'Measure', shortcut: 'measure-tool' },
];

/** Until the board runs, no tool is active and the buttons wait. */
const WAITING = createStore<ToolId | null>(null);

/**
 * The tool picker, in the top bar right above the board: off the canvas, so it covers no square,
 * label or HUD, and the board keeps its size. The pressed button is the active tool.
 */
export function ToolPicker({ tools }: { tools: ToolManager | null }) {
  const store = tools?.active ?? WAITING;
  const active = useSyncExternalStore(store.subscribe, store.get);
  return (
    <div className="tool-picker" role="toolbar" aria-label="Tools">
      {BUTTONS.map(({ id, label, shortcut }) => (
        <button
          key={id}
          type="button"
          aria-pressed={active === id}
          aria-keyshortcuts={ariaKeys(shortcut)}
          title={`${label} (${shownKeys(shortcut)})`}
          disabled={!tools}
          onClick={() => tools?.use(id)}
        >
          {label}
          <kbd>{shownKey(shortcut)}</kbd>
        </button>
      ))}
    </div>
  );
}
