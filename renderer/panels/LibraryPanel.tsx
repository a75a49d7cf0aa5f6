import { useState } from 'react';
import { describeIssues } from '../../engine/core.ts';
import { mapSchema, type GameMap } from '../../engine/skirmish.ts';
import type { AppBridge } from '../bridge/appBridge.ts';
import type { Store } from '../../common/store.ts';
import { MapSaveForm } from './MapSaveForm.tsx';
import { PendingPrompt, type Pending } from './PendingPrompt.tsx';
import { SavedMapList } from './SavedMapList.tsx';
import { useMapFields } from './useMapFields.ts';
import { useSavedMaps } from './useSavedMaps.ts';
import { UvttImport } from './UvttImport.tsx';

interface LibraryPanelProps {
  bridge: AppBridge;
  currentMap: Store<GameMap>;
  /** Whether the table has a game under way (any action taken), which loading a map would end. */
  gameInProgress: () => boolean;
  /** A map loaded from the library: the table starts anew on it, or says why it cannot. */
  onLoaded: (map: GameMap) => string | null;
}

/**
 * The map library: save the current map under a name, list the saved maps, load one back, and
 * rename, duplicate or delete them. Every refusal from the store is shown as it was given.
 */
export function LibraryPanel({ bridge, currentMap, gameInProgress, onLoaded }: LibraryPanelProps) {
  const { name, setName, notes, setNotes } = useMapFields(currentMap);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const { saves, refresh } = useSavedMaps(bridge, setError);

  async function run<T>(
    task: () => Promise<
      { ok: true; value: T } | { ok: false; error: { code: string; message: string } }
    >,
    done: (value: T) => void,
    onError?: (code: string, message: string) => boolean,
  ) {
    setBusy(true);
    setError(null);
    setStatus(null);
    try {
      const result = await task();
      if (result.ok) {
        setPending(null);
        done(result.value);
        await refresh();
      } else if (!onError?.(result.error.code, result.error.message)) {
        setError(result.error.message);
      }
    } finally {
      setBusy(false);
    }
  }

  function save(overwrite: boolean) {
    const data: GameMap = { ...currentMap.get(), name: name.trim() };
    // Notes left blank are not kept: a map without notes saves as it did before them.
    if (notes.trim()) data.dealerNotes = notes;
    else delete data.dealerNotes;
    void run(
      () => bridge.writeSave({ kind: 'map', name, data, overwrite }),
      (saved) => {
        currentMap.set(data);
        setStatus(`Saved “${saved.name}”.`);
      },
      (code, message) => {
        if (code !== 'exists') return false;
        setError(message);
        setPending({ kind: 'overwrite', name });
        return true;
      },
    );
  }

  function load(saveName: string) {
    void run(
      () => bridge.loadSave({ kind: 'map', name: saveName }),
      (doc) => {
        const parsed = mapSchema.safeParse(doc.data);
        if (!parsed.success) {
          setError(
            `“${saveName}” is not a map this version can show: ${describeIssues(parsed.error, 'data')}`,
          );
          return;
        }
        const refused = onLoaded(parsed.data);
        if (refused) {
          setError(refused);
          return;
        }
        setName(doc.name);
        setStatus(`Loaded “${doc.name}”.`);
      },
    );
  }

  /** Loading a map ends the game on the table: asked first, as deleting is, if there is one. */
  function askToLoad(saveName: string) {
    if (gameInProgress()) {
      setError(null);
      setStatus(null);
      setPending({ kind: 'load', name: saveName });
    } else load(saveName);
  }

  function confirmPending() {
    if (!pending) return;
    if (pending.kind === 'overwrite') return save(true);
    if (pending.kind === 'load') return load(pending.name);
    if (pending.kind === 'delete') {
      const target = pending.name;
      return void run(
        () => bridge.deleteSave({ kind: 'map', name: target }),
        () => setStatus(`Deleted “${target}” (it is kept in the trash folder).`),
      );
    }
    const { kind, from, to } = pending;
    const call = kind === 'rename' ? bridge.renameSave : bridge.duplicateSave;
    void run(
      () => call({ kind: 'map', from, to }),
      (saved) => setStatus(`${kind === 'rename' ? 'Renamed' : 'Duplicated'} to “${saved.name}”.`),
    );
  }

  return (
    <section className="panel library" aria-labelledby="library-title">
      <h2 id="library-title">Map library</h2>
      <MapSaveForm
        name={name}
        notes={notes}
        busy={busy}
        onName={(typed) => {
          setName(typed);
          if (pending?.kind === 'overwrite') setPending(null);
        }}
        onNotes={setNotes}
        onSave={() => save(false)}
      />
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {status && (
        <p role="status" className="status">
          {status}
        </p>
      )}
      {pending && (
        <PendingPrompt
          noun="map"
          pending={pending}
          busy={busy}
          onChange={setPending}
          onConfirm={confirmPending}
        />
      )}
      <UvttImport bridge={bridge} onImported={() => void refresh()} />
      <SavedMapList saves={saves} busy={busy} onLoad={askToLoad} onPending={setPending} />
    </section>
  );
}
