import { useState, useSyncExternalStore } from 'react';
import { changeOptions } from '../editorOptions.ts';
import type { ToolOptionsProps } from './toolOptionsProps.ts';

/**
 * The building tool's options (X2: a store's building carries the store's name): the name the
 * next building gets, and, with one building selected (a click on it with the tool), its own
 * name to change. A rename is one edit, made when the field is left or Enter is pressed, so one
 * rename is one undo step rather than one per letter.
 */
export function BuildingOptions({ options, editor }: ToolOptionsProps) {
  const { building } = useSyncExternalStore(options.subscribe, options.get);
  const selection = useSyncExternalStore(editor.selection.subscribe, editor.selection.get);
  const history = useSyncExternalStore(editor.history.subscribe, editor.history.get);
  const index = selection.buildings.length === 1 ? selection.buildings[0]! : -1;
  const selected = history.present.buildings[index];
  return (
    <fieldset className="tool-options">
      <legend>Buildings</legend>
      <label>
        Name of the next building{' '}
        <input
          type="text"
          value={building}
          onChange={(e) => changeOptions(options, { building: e.target.value })}
        />
      </label>
      {selected && (
        <Rename
          key={`${index}:${selected.name}`}
          name={selected.name}
          onRename={(name) => {
            if (name !== selected.name)
              editor.edit({ type: 'editBuilding', building: index, name });
          }}
        />
      )}
      <p className="hint">
        Drag out a building’s interior. Shift-drag from a building to add its boardwalk (X3: the
        boardwalk does not count towards control).
      </p>
    </fieldset>
  );
}

function Rename({ name, onRename }: { name: string; onRename: (name: string) => void }) {
  const [draft, setDraft] = useState(name);
  return (
    <label>
      Rename the selected building{' '}
      <input
        type="text"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => onRename(draft)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onRename(draft);
        }}
      />
    </label>
  );
}
