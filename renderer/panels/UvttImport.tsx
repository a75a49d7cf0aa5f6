import { useState } from 'react';
import { parseJsonText } from '../../engine/core.ts';
import {
  importUvtt,
  MAX_UVTT_FILE_BYTES,
  UvttInputError,
  type GameMap,
} from '../../engine/skirmish.ts';
import type { AppBridge } from '../bridge/appBridge.ts';
import { FilePick } from './FilePick.tsx';

/**
 * A Universal VTT file (.dd2vtt, .df2vtt, .uvtt: Dungeondraft, DungeonFog, and the rest) brought
 * into the library (issue 12, item 5): the engine reads its walls, doors and picture, the picture
 * is saved as an image the map names, and the map is saved under the file's name (with "(2)" and
 * so on if taken), never over another. What the file held that the map cannot is reported in
 * words. A bad file saves nothing, and says which field is wrong.
 */
export function UvttImport({
  bridge,
  onImported,
}: {
  bridge: AppBridge;
  /** The library lists the new map. */
  onImported: (map: GameMap) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [notes, setNotes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const importFile = async (file: File) => {
    setBusy(true);
    setError(null);
    setNotes(null);
    try {
      const refused = await importAndSave(bridge, file);
      if (typeof refused === 'string') setError(refused);
      else {
        setNotes(refused.notes);
        onImported(refused.map);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="uvtt-import">
      <FilePick
        accept=".dd2vtt,.df2vtt,.uvtt,application/json"
        disabled={busy}
        onFile={(file) => void importFile(file)}
      >
        Import a Universal VTT map (.dd2vtt, .df2vtt, .uvtt)
      </FilePick>
      {busy ? <p className="muted small">Importing…</p> : null}
      {error ? (
        <p role="alert" className="error" data-testid="uvtt-error">
          {error}
        </p>
      ) : null}
      {notes ? (
        <ul className="uvtt-report" aria-label="What the import brought in">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The map saved, with the report's sentences; or why nothing was saved. */
async function importAndSave(
  bridge: AppBridge,
  file: File,
): Promise<string | { map: GameMap; notes: string[] }> {
  const nothing = `“${file.name}” was not imported, and nothing was saved`;
  if (file.size > MAX_UVTT_FILE_BYTES)
    return `${nothing}: it is ${megabytes(file.size)}, more than the ${megabytes(MAX_UVTT_FILE_BYTES)} a map file may be.`;
  let raw: unknown;
  try {
    raw = parseJsonText(await file.text());
  } catch {
    return `${nothing}: it is not a Universal VTT file (not JSON).`;
  }
  const stem = file.name.replace(/\.[^.]+$/, '').trim() || 'Imported map';
  const name = await freeMapName(bridge, stem.slice(0, 80));
  if (typeof name !== 'string') return `${nothing}: ${name.error}`;
  const imageName = `${name} background`;
  let imported: ReturnType<typeof importUvtt>;
  try {
    imported = importUvtt(raw, { name, imageName });
  } catch (error) {
    if (error instanceof UvttInputError) return `${nothing}: ${error.message}.`;
    throw error;
  }
  if (imported.image) {
    const saved = await bridge.writeSave({
      kind: 'image',
      name: imageName,
      data: imported.image,
      overwrite: true,
    });
    if (!saved.ok) return `${nothing}: its picture could not be saved: ${saved.error.message}`;
  }
  const saved = await bridge.writeSave({ kind: 'map', name, data: imported.map, overwrite: false });
  if (!saved.ok) return `${nothing}: ${saved.error.message}`;
  return {
    map: imported.map,
    notes: [`Imported as “${saved.value.name}”.`, ...imported.report.notes],
  };
}

/** The file's name, or the first "name (n)" no saved map has. */
async function freeMapName(bridge: AppBridge, stem: string): Promise<string | { error: string }> {
  const list = await bridge.listSaves({ kind: 'map' });
  if (!list.ok) return { error: list.error.message };
  const taken = new Set(list.value.map((s) => s.name.toLowerCase()));
  for (let n = 1; n < 100; n++) {
    const candidate = n === 1 ? stem : `${stem} (${n})`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
  return { error: `every name from “${stem}” to “${stem} (99)” is taken.` };
}

function megabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}
