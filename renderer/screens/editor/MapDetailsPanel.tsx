import { useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { MAX_DEALER_NOTES, MAX_MAP_SIDE, type GameMap } from '../../../engine/skirmish.ts';
import type { EditorStore } from './editorStore.ts';
import { blankMap, mapSizeProblem, typedSide } from './mapSize.ts';

/**
 * The map's own details (issue 12, item 2): its name and the Dealer's notes, each typed freely
 * and committed as one edit when the field is left (or on Enter; Ctrl+Enter in the notes, whose
 * Enter starts a line), so one Ctrl+Z takes back one change of text, not one keystroke; the map's
 * size, kept or cropped, with its content shifted by an offset (the engine refuses a keep that
 * would leave something out, and reports what a crop dropped, in the editor's message); and a
 * new blank map of a chosen size, opened in the editor in place of this one.
 */
export function MapDetailsPanel({
  editor,
  onOpen,
}: {
  editor: EditorStore;
  /** Another map to edit: the new blank one. */
  onOpen: (map: GameMap) => void;
}) {
  const history = useSyncExternalStore(editor.history.subscribe, editor.history.get);
  const map = history.present;
  return (
    <section className="panel map-details" aria-labelledby="map-details-title">
      <h2 id="map-details-title">Map details</h2>
      <TextField
        label="Map name"
        maxLength={MAP_NAME_MAX}
        value={map.name ?? ''}
        commit={(name) => editor.edit({ type: 'setName', name: name.trim() })}
      />
      <TextField
        label="Dealer notes"
        multiline
        maxLength={MAX_DEALER_NOTES}
        value={map.dealerNotes ?? ''}
        commit={(notes) => editor.edit({ type: 'setDealerNotes', notes })}
      />
      <ResizeFields key={map.size.join('×')} editor={editor} size={map.size} />
      <NewMapFields editor={editor} onOpen={onOpen} />
    </section>
  );
}

/** The map schema's bound on a name (engine/model/map.ts). */
const MAP_NAME_MAX = 100;

/**
 * A text that is the map's until it is typed in: the draft is the field's own, and it is handed
 * on once, when the field is left or Enter pressed. Esc puts the map's text back. An undo while
 * the field is not being typed in shows the text undone.
 */
function TextField({
  label,
  value,
  commit,
  multiline = false,
  maxLength,
}: {
  label: string;
  value: string;
  commit: (text: string) => void;
  multiline?: boolean;
  maxLength: number;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const done = () => {
    if (draft !== null && draft !== value) commit(draft);
    setDraft(null);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (!multiline || e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      done();
    } else if (e.key === 'Escape') {
      e.stopPropagation();
      setDraft(null);
    }
  };
  const props = {
    value: draft ?? value,
    onChange: (e: { target: { value: string } }) => setDraft(e.target.value),
    onBlur: done,
    onKeyDown,
    maxLength,
  };
  return (
    <label className="stacked">
      {label}
      {multiline ? <textarea rows={3} {...props} /> : <input type="text" {...props} />}
      {multiline && (
        <span className="muted small">
          Kept when you leave the field or press Ctrl+Enter; never shown to the players.
        </span>
      )}
    </label>
  );
}

/** Width and height, crop or keep, and where the old top-left corner goes on the new map. */
function ResizeFields({ editor, size }: { editor: EditorStore; size: readonly [number, number] }) {
  const [width, setWidth] = useState(String(size[0]));
  const [height, setHeight] = useState(String(size[1]));
  const [left, setLeft] = useState('0');
  const [top, setTop] = useState('0');
  const [crop, setCrop] = useState(false);
  const resize = () => {
    const [w, h] = [typedSide(width), typedSide(height)];
    const problem = mapSizeProblem(w, h);
    if (problem) return editor.say({ tone: 'refused', text: problem });
    const offset = [typedSide(left), typedSide(top)] as const;
    if (!offset.every(Number.isInteger))
      return editor.say({
        tone: 'refused',
        text: 'The shift must be a whole number of squares, left and top.',
      });
    editor.edit({ type: 'resizeMap', size: [w, h], crop, offset: [offset[0], offset[1]] });
  };
  return (
    <fieldset className="resize-fields">
      <legend>Size</legend>
      <div className="size-row">
        <SideField label="Width" value={width} set={setWidth} />
        <span aria-hidden="true">×</span>
        <SideField label="Height" value={height} set={setHeight} />
      </div>
      <div className="size-row">
        <label>
          Shift right{' '}
          <input type="number" step={1} value={left} onChange={(e) => setLeft(e.target.value)} />
        </label>
        <label>
          down <input type="number" step={1} value={top} onChange={(e) => setTop(e.target.value)} />
        </label>
      </div>
      <label>
        <input type="checkbox" checked={crop} onChange={(e) => setCrop(e.target.checked)} /> Crop
        what falls outside (else a size that leaves something out is refused)
      </label>
      <button type="button" onClick={resize}>
        Resize the map
      </button>
    </fieldset>
  );
}

/** A blank map of a chosen size, in the editor in place of this one. */
function NewMapFields({ editor, onOpen }: { editor: EditorStore; onOpen: (map: GameMap) => void }) {
  const [width, setWidth] = useState('20');
  const [height, setHeight] = useState('15');
  const open = () => {
    const [w, h] = [typedSide(width), typedSide(height)];
    const problem = mapSizeProblem(w, h);
    if (problem) return editor.say({ tone: 'refused', text: `No new map: ${lower(problem)}` });
    onOpen(blankMap(w, h));
  };
  return (
    <fieldset className="resize-fields">
      <legend>New map</legend>
      <div className="size-row">
        <SideField label="Width" name="New map width" value={width} set={setWidth} />
        <span aria-hidden="true">×</span>
        <SideField label="Height" name="New map height" value={height} set={setHeight} />
      </div>
      <button type="button" onClick={open}>
        New map
      </button>
    </fieldset>
  );
}

function SideField({
  label,
  name,
  value,
  set,
}: {
  label: string;
  /** The field's name for a screen reader, where the label alone is ambiguous. */
  name?: string;
  value: string;
  set: (v: string) => void;
}) {
  return (
    <label>
      {label}{' '}
      <input
        aria-label={name}
        type="number"
        min={1}
        max={MAX_MAP_SIDE}
        step={1}
        value={value}
        onChange={(e) => set(e.target.value)}
      />
    </label>
  );
}

function lower(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
