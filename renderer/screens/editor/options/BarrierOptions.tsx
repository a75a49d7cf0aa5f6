import { useSyncExternalStore } from 'react';
import type { Store } from '../../../../common/store.ts';
import { changeOptions, type EditorOptions } from '../editorOptions.ts';

/** The wall tool has nothing to choose: how to draw and take away walls, said once (G2). */
export function WallOptions() {
  return (
    <fieldset className="tool-options">
      <legend>Walls</legend>
      <p className="hint">
        Drag to draw a wall along square edges; hold Shift to draw it at any angle. Click a wall to
        remove it.
      </p>
    </fieldset>
  );
}

const BARRIERS = [
  { value: 'door', label: 'Door' },
  { value: 'window', label: 'Window' },
] as const satisfies readonly { value: EditorOptions['barrier']; label: string }[];

/** What the door tool sets on a square edge: a door or a window (G2). */
export function DoorOptions({ options }: { options: Store<EditorOptions> }) {
  const { barrier } = useSyncExternalStore(options.subscribe, options.get);
  return (
    <fieldset className="tool-options">
      <legend>Set on an edge</legend>
      {BARRIERS.map(({ value, label }) => (
        <label key={value}>
          <input
            type="radio"
            name="barrier-kind"
            checked={barrier === value}
            onChange={() => changeOptions(options, { barrier: value })}
          />
          {label}
        </label>
      ))}
      <p className="hint">
        Click a square edge to set one; click a door or window to remove it. Alt+click a door to
        open or close it (M3).
      </p>
    </fieldset>
  );
}
