import { useSyncExternalStore } from 'react';
import { ariaKeys, shownKey, shownKeys, type ShortcutId } from '../../common/keyMap.ts';
import { createStore } from '../../common/store.ts';
import type { ToolManager } from './toolManager.ts';

/** A tool's button: its name, and the shortcut that picks it (common/keyMap.ts). */
export interface ToolButton<Id extends string> {
  id: Id;
  label: string;
  shortcut: ShortcutId;
}

export const TABLE_TOOL_BUTTONS: readonly ToolButton<'play' | 'measure'>[] = [
  { id: 'play', label: 'Play', shortcut: 'play-tool' },
  { id: 'measure', label: 'Measure', shortcut: 'measure-tool' },
];

/** Until the board runs, no tool is active and the buttons wait. */
const WAITING = createStore<string | null>(null);

/**
 * The tool picker, in the top bar right above the board: off the canvas, so it covers no square,
 * label or HUD, and the board keeps its size. The pressed button is the active tool.
 */
export function ToolPicker<Id extends string>({
  tools,
  buttons,
  label = 'Tools',
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  tools: ToolManager<Id, any> | null;
  buttons: readonly ToolButton<Id>[];
  label?: string;
}) {
  const store = (tools?.active ?? WAITING) as typeof WAITING;
  const active = useSyncExternalStore(store.subscribe, store.get);
  return (
    <div className="tool-picker" role="toolbar" aria-label={label}>
      {buttons.map(({ id, label: name, shortcut }) => (
        <button
          key={id}
          type="button"
          aria-pressed={active === id}
          aria-keyshortcuts={ariaKeys(shortcut)}
          title={`${name} (${shownKeys(shortcut)})`}
          disabled={!tools}
          onClick={() => tools?.use(id)}
        >
          {name}
          <kbd>{shownKey(shortcut)}</kbd>
        </button>
      ))}
    </div>
  );
}
