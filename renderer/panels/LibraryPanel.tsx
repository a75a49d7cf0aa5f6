import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { describeIssues } from '../../engine/core.ts';
import { MAX_DEALER_NOTES, mapSchema, type GameMap } from '../../engine/skirmish.ts';
import type { MethodOutput } from '../../electron/contract.ts';
import type { AppBridge } from '../bridge/appBridge.ts';
import type { Store } from '../state/store.ts';
import { PendingPrompt, type Pending } from './PendingPrompt.tsx';
import { UvttImport } from './UvttImport.tsx';

type Summary = MethodOutput<'listSaves'>[number];

/**
 * The map library: save the current map under a name, list the saved maps, load one back, and
 * rename, duplicate or delete them. Every refusal from the store is shown as it was given.
 */
export function LibraryPanel({
  bridge,
  currentMap,
  gameInProgress,
  onLoaded,
}: {
  bridge: AppBridge;
  currentMap: Store<GameMap>;
  /** Whether the table has a game under way (any action taken), which loading a map would end. */
  gameInProgress: () => boolean;
  /** A map loaded from the library: the table starts anew on it, or says why it cannot. */
  onLoaded: (map: GameMap) => string | null;
}) {
  const map = useSyncExternalStore(currentMap.subscribe, currentMap.get);
  const [name, setName] = useState(map.name ?? '');
  const [notes, setNotes] = useState(map.dealerNotes ?? '');
  const [saves, setSaves] = useState<Summary[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);

  const showList = useCallback((result: Awaited<ReturnType<AppBridge['listSaves']>>) => {
    if (result.ok) setSaves(result.value);
    else setError(result.error.message);
  }, []);
  const refresh = useCallback(
    async () => showList(await bridge.listSaves({ kind: 'map' })),
    [bridge, showList],
  );

  // The field names the map on the table: when another map is put there (loaded, or a resumed
  // session's), it offers that map's name, not the one typed for the map before. A change that
  // leaves the name or the notes as they were (a background image nudged) keeps what is typed.
  useEffect(() => {
    let before = currentMap.get();
    return currentMap.subscribe(() => {
      const now = currentMap.get();
      if (now.name !== before.name) setName(now.name ?? '');
      if (now.dealerNotes !== before.dealerNotes) setNotes(now.dealerNotes ?? '');
      before = now;
    });
  }, [currentMap]);

  useEffect(() => {
    let live = true;
    void bridge.listSaves({ kind: 'map' }).then((result) => live && showList(result));
    return () => {
      live = false;
    };
  }, [bridge, showList]);

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
      <form
        className="save-form"
        onSubmit={(e) => {
          e.preventDefault();
          save(false);
        }}
      >
        <label htmlFor="save-name">Save this map as</label>
        <div className="row">
          <input
            id="save-name"
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              if (pending?.kind === 'overwrite') setPending(null);
            }}
            placeholder="Map name"
            autoComplete="off"
          />
          <button type="submit" disabled={busy}>
            Save
          </button>
        </div>
        {/* Issue 11: the Dealer's own notes, saved with the map, never on the players' view. */}
        <details className="dealer-notes">
          <summary>Dealer notes{notes.trim() ? ' (written)' : ''}</summary>
          <textarea
            aria-label="Dealer notes (never shown to the players)"
            value={notes}
            maxLength={MAX_DEALER_NOTES}
            rows={3}
            onChange={(e) => setNotes(e.target.value)}
          />
          <p className="why">Saved with the map; never on the players&rsquo; view.</p>
        </details>
      </form>
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
      <h3>Saved maps</h3>
      {saves.length === 0 ? (
        <p className="empty">No saved maps yet.</p>
      ) : (
        <ul className="save-list" aria-label="Saved maps">
          {saves.map((s) => (
            <li key={s.name} className={s.problem ? 'problem' : undefined}>
              <div
                className="save-name"
                title={s.problem ?? `Saved ${new Date(s.savedAt).toLocaleString()}`}
              >
                {s.problem ? '⚠ ' : ''}
                {s.name}
              </div>
              {s.problem ? (
                <p className="problem-text">{s.problem}</p>
              ) : (
                <div className="save-actions">
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => askToLoad(s.name)}
                    aria-label={`Load ${s.name}`}
                  >
                    Load
                  </button>
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => setPending({ kind: 'rename', from: s.name, to: s.name })}
                  >
                    Rename
                  </button>
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() =>
                      setPending({ kind: 'duplicate', from: s.name, to: `${s.name} copy` })
                    }
                  >
                    Duplicate
                  </button>
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => setPending({ kind: 'delete', name: s.name })}
                  >
                    Delete
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
