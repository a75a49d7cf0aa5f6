import { useSyncExternalStore } from 'react';
import { COVER_KINDS, coverName, type CoverObject } from '../../../../engine/skirmish.ts';
import { ariaKeys, shownKeys } from '../../../../common/keyMap.ts';
import { changeOptions } from '../editorOptions.ts';
import type { ToolOptionsProps } from './toolOptionsProps.ts';

/** The w×h box an object's squares fill. */
function sizeOf(squares: CoverObject['squares']): [number, number] {
  const xs = squares.map(([x]) => x);
  const ys = squares.map(([, y]) => y);
  return [Math.max(...xs) - Math.min(...xs) + 1, Math.max(...ys) - Math.min(...ys) + 1];
}

/**
 * The cover tool's options (G2): the kind and size of the next object placed. With one object
 * selected (a click on it with the tool), the size fields are that object's, and changing them
 * resizes it; Rotate turns it a quarter (as R does). Each is an edit, undone like the board's.
 */
export function CoverOptions({ options, editor }: ToolOptionsProps) {
  const { cover } = useSyncExternalStore(options.subscribe, options.get);
  const selection = useSyncExternalStore(editor.selection.subscribe, editor.selection.get);
  const history = useSyncExternalStore(editor.history.subscribe, editor.history.get);
  const map = history.present;
  const selected =
    selection.cover.length === 1 ? map.cover.find((c) => c.id === selection.cover[0]) : undefined;
  const size = selected ? sizeOf(selected.squares) : cover.size;
  const setSize = (axis: 0 | 1, raw: string) => {
    const value = Math.round(Number(raw));
    if (!Number.isFinite(value) || value < 1) return;
    const next: [number, number] = axis === 0 ? [value, size[1]] : [size[0], value];
    if (selected?.id) editor.edit({ type: 'resizeCover', id: selected.id, size: next });
    else changeOptions(options, { cover: { ...cover, size: next } });
  };
  return (
    <fieldset className="tool-options cover-options">
      <legend>Cover to place</legend>
      <label>
        Kind{' '}
        <select
          value={cover.kind}
          onChange={(e) => changeOptions(options, { cover: { ...cover, kind: e.target.value } })}
        >
          {COVER_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {kind}
            </option>
          ))}
        </select>
      </label>
      <p className="hint" data-testid="cover-sizing">
        {selected ? `Size of ${coverName(selected)}:` : 'Size of the next object:'}
      </p>
      <div className="size-fields">
        <label>
          Width{' '}
          <input
            type="number"
            min={1}
            max={map.size[0]}
            step={1}
            value={size[0]}
            onChange={(e) => setSize(0, e.target.value)}
          />
        </label>
        <label>
          Height{' '}
          <input
            type="number"
            min={1}
            max={map.size[1]}
            step={1}
            value={size[1]}
            onChange={(e) => setSize(1, e.target.value)}
          />
        </label>
      </div>
      <button
        type="button"
        disabled={!selected?.id}
        aria-keyshortcuts={ariaKeys('rotate-cover')}
        title={`Turn the selected object a quarter (${shownKeys('rotate-cover')})`}
        onClick={() => {
          if (selected?.id) editor.edit({ type: 'rotateCover', id: selected.id });
        }}
      >
        Rotate
      </button>
      <p className="hint">
        Click a square to place the object there (its top-left corner); click an object to select
        it.
      </p>
    </fieldset>
  );
}
