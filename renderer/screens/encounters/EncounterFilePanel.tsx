import type { EditorMessage } from '../editor/editorStore.ts';
import { SAMPLE_ENCOUNTERS } from './encounterLibrary.ts';
import type { Said } from './encounterSaid.ts';

/**
 * The encounter as a file: its map, its name and Save, a sample or saved encounter to Load, then
 * what came of the last action and the board's last refusal, in words.
 */
export function EncounterFilePanel({
  maps,
  mapName,
  name,
  saved,
  toLoad,
  canSave,
  busy,
  said,
  boardSaid,
  onMap,
  onName,
  onSave,
  onToLoad,
  onLoad,
}: {
  maps: readonly string[];
  /** The open map's name; '' before one is open. */
  mapName: string;
  name: string;
  /** The encounters saved in the library, offered after the samples. */
  saved: readonly string[];
  toLoad: string;
  /** Something is built to save. */
  canSave: boolean;
  busy: boolean;
  said: Said | null;
  boardSaid: EditorMessage | null;
  onMap: (mapName: string) => void;
  onName: (name: string) => void;
  onSave: () => void;
  onToLoad: (listed: string) => void;
  onLoad: (listed: string) => void;
}) {
  return (
    <section className="panel" aria-labelledby="encounter-file-title">
      <h2 id="encounter-file-title">Encounter</h2>
      <div className="row encounter-field">
        <label htmlFor="encounter-map">Map</label>
        <select
          id="encounter-map"
          value={mapName}
          disabled={busy}
          onChange={(e) => onMap(e.target.value)}
        >
          {maps.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
      </div>
      <div className="row encounter-field">
        <label htmlFor="encounter-name">Name</label>
        <input
          id="encounter-name"
          type="text"
          value={name}
          onChange={(e) => onName(e.target.value)}
        />
        <button type="button" disabled={!canSave || busy} onClick={() => onSave()}>
          Save
        </button>
      </div>
      <div className="row encounter-field">
        <label htmlFor="encounter-load">Open</label>
        <select id="encounter-load" value={toLoad} onChange={(e) => onToLoad(e.target.value)}>
          {[...SAMPLE_ENCOUNTERS.map((s) => s.name), ...saved].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <button type="button" disabled={busy} onClick={() => onLoad(toLoad)}>
          Load
        </button>
      </div>
      {said && (
        <p
          role={said.tone === 'refused' ? 'alert' : 'status'}
          className={said.tone === 'refused' ? 'error' : 'status'}
        >
          {said.text}
        </p>
      )}
      {boardSaid?.tone === 'refused' && (
        <p role="alert" className="error">
          {boardSaid.text}
        </p>
      )}
    </section>
  );
}
