import { useCallback, useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { describeIssues, refKey, type SaveDocument, type SaveRef } from '../../../engine/core.ts';
import { mapSchema, PRACTICE_RECORD_NAME, type GameMap } from '../../../engine/skirmish.ts';
import type { AppBridge } from '../../bridge/appBridge.ts';
import { PendingPrompt, type Pending } from '../../panels/PendingPrompt.tsx';
import { startEncounter } from '../encounters/encounterStart.ts';
import type { AutosaveStatus } from '../../state/autosave.ts';
import type { AppSettings } from '../../state/settings.ts';
import type { TableStore } from '../../state/tableStore.ts';
import type { Store } from '../../state/store.ts';
import { seatSession, type SeatedSession, type TableSeat } from '../../state/tableSeat.ts';
import { AutosaveLine } from './AutosaveLine.tsx';
import { BundlePanel } from './BundlePanel.tsx';
import { EntryDetails } from './EntryDetails.tsx';
import { EntryOpeners } from './EntryOpeners.tsx';
import { KIND_WORDS, LIBRARY_TABS, tabLabel, type LibraryTab } from './libraryKinds.ts';
import { TrashPanel } from './TrashPanel.tsx';
import { VersionsPanel } from './VersionsPanel.tsx';
import { LibraryList, type Summary } from './LibraryList.tsx';
import { matching, searchKeys } from './librarySearch.ts';
import { useBundleJobs } from './useBundleJobs.ts';
import './library.css';

/** The save shown on the right: read from the store, or why it could not be. */
type Shown = { entry: Summary; doc: SaveDocument | null; error: string | null };

/**
 * The Library (issue 13, item 8): every save of every kind in one place, found by name as it is
 * typed, renamed, duplicated and deleted with the store's own refusals shown as given, opened
 * where it has a place to open (a map on a new table, a session resumed, an encounter started or
 * in its builder, a card, a character and a campaign in their screens; EntryOpeners), and exported or imported as one bundle.
 */
export function LibraryScreen({
  bridge,
  seat,
  saveStatus,
  onTable,
  onResume,
  onCampaign,
  onCharacter,
  onEncounter,
  onNpc,
  onFingerGuns,
  onTexas,
  onStart,
  settings,
  onBack,
}: {
  bridge: AppBridge;
  seat: TableSeat;
  settings: AppSettings;
  /** The last table's autosave, still shown here. */
  saveStatus: Store<AutosaveStatus>;
  /** A new table on this map; says why not when the rules cannot seat it. */
  onTable: (map: GameMap) => string | null;
  onResume: (seated: SeatedSession) => void;
  /** Opens a campaign in its own screen (renderer/screens/campaign). */
  onCampaign: (name: string) => void;
  /** Opens a character in the builder (renderer/screens/builder). */
  onCharacter: (name: string) => void;
  /** Opens an encounter in the encounter builder (renderer/screens/encounters). */
  onEncounter: (name: string) => void;
  /** Opens one of the Dealer's NPC cards in the NPC cards screen (renderer/screens/npcs). */
  onNpc: (name: string) => void;
  /** Resumes a Finger Guns game in its screen (renderer/screens/fingerguns). */
  onFingerGuns?: (name: string) => void;
  /** Resumes a saved Texas Shootout game (issue 15, item 4). */
  onTexas?: (name: string) => void;
  /** A table seated from an encounter (issue 13, item 3). */
  onStart: (table: TableStore, map: GameMap) => void;
  onBack: () => void;
}) {
  const [saves, setSaves] = useState<Summary[]>([]);
  const [tab, setTab] = useState<LibraryTab>('all');
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState<Shown | null>(null);
  const [ticked, setTicked] = useState<ReadonlyMap<string, SaveRef>>(new Map());
  const [pending, setPending] = useState<Pending | null>(null);
  const [contested, setContested] = useState<SeatedSession | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async () => {
    const result = await bridge.listSaves({});
    if (result.ok) setSaves(result.value);
    else setError(result.error.message);
  }, [bridge]);
  useEffect(() => {
    let live = true;
    void bridge.listSaves({}).then((result) => {
      if (!live) return;
      if (result.ok) setSaves(result.value);
      else setError(result.error.message);
    });
    return () => {
      live = false;
    };
  }, [bridge]);
  const jobs = useBundleJobs(bridge, seat.owner, () => void refresh());

  const keys = useMemo(() => searchKeys(saves), [saves]);
  const counts = useMemo(() => {
    const byKind = new Map<LibraryTab, number>([['all', saves.length]]);
    for (const s of saves) byKind.set(s.kind, (byKind.get(s.kind) ?? 0) + 1);
    return byKind;
  }, [saves]);
  const found = useMemo(
    () => matching(tab === 'all' ? saves : saves.filter((s) => s.kind === tab), keys, query),
    [saves, keys, tab, query],
  );

  /** Shows a save; `said` keeps what the last change said of it ("Renamed to …"). */
  async function show(entry: Summary, said = false) {
    if (!said) {
      setError(null);
      setNote(null);
    }
    setPending(null);
    setContested(null);
    if (entry.problem) return setShown({ entry, doc: null, error: entry.problem });
    setShown({ entry, doc: null, error: null });
    const read = await bridge.loadSave({ kind: entry.kind, name: entry.name });
    setShown((now) =>
      now?.entry !== entry
        ? now
        : read.ok
          ? { entry, doc: read.value, error: null }
          : { entry, doc: null, error: read.error.message },
    );
  }

  /** Issue 13, item 3: an encounter started from the Library; a refusal in the engine's words. */
  async function startFrom(doc: SaveDocument) {
    setBusy(true);
    setError(null);
    setNote(null);
    try {
      const started = await startEncounter(bridge, doc.data, settings);
      if (!started.ok) return setError(`“${doc.name}” cannot start: ${started.reason}.`);
      onStart(started.value.table, started.value.map);
    } finally {
      setBusy(false);
    }
  }

  function openMap(doc: SaveDocument) {
    const parsed = mapSchema.safeParse(doc.data);
    if (!parsed.success)
      return setError(
        `“${doc.name}” is not a map this version can show: ${describeIssues(parsed.error, 'data')}`,
      );
    const refused = onTable(parsed.data);
    if (refused) setError(refused);
  }

  async function resume(name: string, takeOver = false) {
    setBusy(true);
    setError(null);
    try {
      const result = await seatSession(bridge, seat, name, { takeOver });
      if (!result.ok) return setError(result.error.message);
      if (result.seated.mode === 'viewing') return setContested(result.seated);
      onResume(result.seated);
    } finally {
      setBusy(false);
    }
  }

  async function confirmPending() {
    if (!pending || !shown || pending.kind === 'overwrite' || pending.kind === 'load') return;
    const { kind } = shown.entry;
    const owner = kind === 'session' ? { owner: seat.owner } : {};
    setBusy(true);
    setError(null);
    setNote(null);
    try {
      if (pending.kind === 'delete') {
        const result = await bridge.deleteSave({ kind, name: pending.name, ...owner });
        if (!result.ok) return setError(result.error.message);
        setNote(`Deleted “${pending.name}” (it is kept in the trash folder).`);
        setShown(null);
        setTicked((t) => without(t, refKey(shown.entry)));
      } else {
        const { from, to } = pending;
        const result =
          pending.kind === 'rename'
            ? await bridge.renameSave({ kind, from, to, ...owner })
            : await bridge.duplicateSave({ kind, from, to });
        if (!result.ok) return setError(result.error.message);
        if (pending.kind === 'rename') {
          if (kind === 'session') seat.renamed(from, result.value.name);
          setTicked((t) => without(t, refKey(shown.entry)));
        }
        setNote(
          `${pending.kind === 'rename' ? 'Renamed' : 'Duplicated'} to “${result.value.name}”.`,
        );
        void show(result.value, true);
      }
      setPending(null);
      await refresh();
    } finally {
      setBusy(false);
    }
  }

  const tabKeys = (e: KeyboardEvent<HTMLButtonElement>) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    e.preventDefault();
    const next =
      LIBRARY_TABS[(LIBRARY_TABS.indexOf(tab) + step + LIBRARY_TABS.length) % LIBRARY_TABS.length]!;
    setTab(next);
    document.getElementById(`library-tab-${next}`)?.focus();
  };

  const current = shown ? refKey(shown.entry) : null;
  const doc = shown?.doc ?? null;
  return (
    <div className="app library-screen">
      <header className="topbar">
        <h1>High Noon Table</h1>
        <span className="map-title">Library</span>
        <AutosaveLine status={saveStatus} />
        <button type="button" className="quiet back" onClick={onBack}>
          Back to start
        </button>
      </header>
      <main className="library-main">
        <section className="panel library-browse" aria-label="Saves">
          <div role="tablist" aria-label="Kinds of save" className="library-tabs">
            {LIBRARY_TABS.map((t) => (
              <button
                key={t}
                id={`library-tab-${t}`}
                type="button"
                role="tab"
                aria-selected={tab === t}
                aria-controls="library-found"
                tabIndex={tab === t ? 0 : -1}
                onKeyDown={tabKeys}
                onClick={() => setTab(t)}
              >
                {tabLabel(t)} <span className="count">{counts.get(t) ?? 0}</span>
              </button>
            ))}
          </div>
          <div id="library-found" role="tabpanel" aria-labelledby={`library-tab-${tab}`}>
            <label className="library-search">
              <span>Search by name</span>
              <input
                type="search"
                value={query}
                autoFocus
                autoComplete="off"
                placeholder="Type part of a name"
                onChange={(e) => setQuery(e.target.value)}
              />
            </label>
            <p className="muted found-count" role="status">
              {found.length} of {tab === 'all' ? saves.length : (counts.get(tab) ?? 0)}
            </p>
            <LibraryList
              key={`${tab}:${query}`}
              found={found}
              showKind={tab === 'all'}
              current={current}
              ticked={new Set(ticked.keys())}
              onShow={(s) => void show(s)}
              onTick={(s, on) =>
                setTicked((t) =>
                  on
                    ? new Map(t).set(refKey(s), { kind: s.kind, name: s.name })
                    : without(t, refKey(s)),
                )
              }
            />
          </div>
        </section>
        <aside className="panel library-side">
          {error && (
            <p role="alert" className="error">
              {error}
            </p>
          )}
          {note && (
            <p role="status" className="status">
              {note}
            </p>
          )}
          {shown && (
            <section aria-labelledby="entry-title" className="library-entry">
              <h2 id="entry-title">{shown.entry.name}</h2>
              {shown.error && <p className="error">{shown.error}</p>}
              {doc && <EntryDetails doc={doc} />}
              {(doc || shown.error) && (
                <VersionsPanel
                  // A panel of its own per save: no version list or refusal of the save shown before.
                  key={`${shown.entry.kind}/${shown.entry.name}`}
                  bridge={bridge}
                  kind={shown.entry.kind}
                  name={shown.entry.name}
                  savedAt={doc?.savedAt ?? shown.entry.savedAt}
                  owner={seat.owner}
                  onRestored={(saved, from) => {
                    setNote(`Put back “${saved.name}” as it was until ${from}.`);
                    void refresh();
                    void show(saved, true);
                  }}
                />
              )}
              {doc && (
                <div className="row actions">
                  <EntryOpeners
                    doc={doc}
                    busy={busy}
                    open={{
                      onTable: (d) => openMap(d),
                      onStartEncounter: (d) => void startFrom(d),
                      onEncounter,
                      onNpc,
                      onTexas,
                      onCampaign,
                      onCharacter,
                      ...(onFingerGuns ? { onFingerGuns } : {}),
                      onResume: (name) => void resume(name),
                    }}
                  />
                  <button
                    type="button"
                    className="quiet"
                    disabled={busy}
                    aria-disabled={renameRefused(doc) ? true : undefined}
                    aria-description={renameRefused(doc) ?? undefined}
                    title={renameRefused(doc) ?? undefined}
                    onClick={() => {
                      if (!renameRefused(doc))
                        setPending({ kind: 'rename', from: doc.name, to: doc.name });
                    }}
                  >
                    Rename
                  </button>
                  <button
                    type="button"
                    className="quiet"
                    disabled={busy}
                    onClick={() =>
                      setPending({ kind: 'duplicate', from: doc.name, to: `${doc.name} copy` })
                    }
                  >
                    Duplicate
                  </button>
                  <button
                    type="button"
                    className="quiet"
                    disabled={busy}
                    onClick={() => setPending({ kind: 'delete', name: doc.name })}
                  >
                    Delete
                  </button>
                  <button
                    type="button"
                    className="quiet"
                    disabled={busy || jobs.progress !== null}
                    onClick={() => void jobs.exportRefs([{ kind: doc.kind, name: doc.name }], true)}
                  >
                    Export with what it uses
                  </button>
                </div>
              )}
              {pending && (
                <PendingPrompt
                  noun={KIND_WORDS[shown.entry.kind].one}
                  pending={pending}
                  busy={busy}
                  onChange={setPending}
                  onConfirm={() => void confirmPending()}
                />
              )}
              {contested && (
                <div className="prompt" role="group" aria-label="Session in use">
                  <p>{contested.message}</p>
                  <button type="button" disabled={busy} onClick={() => onResume(contested)}>
                    View read-only
                  </button>
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => void resume(contested.name, true)}
                  >
                    Take over
                  </button>
                  <button type="button" onClick={() => setContested(null)}>
                    Cancel
                  </button>
                </div>
              )}
            </section>
          )}
          <BundlePanel
            chosen={[...ticked.values()]}
            progress={jobs.progress}
            question={jobs.question}
            report={jobs.report}
            onExport={(refs, withUses) => void jobs.exportRefs(refs, withUses)}
            onImport={(file) => void jobs.importFile(file)}
            onAnswer={jobs.answer}
            onClearChoice={() => setTicked(new Map())}
          />
          <TrashPanel
            bridge={bridge}
            listed={saves}
            onRestored={(name) => {
              setNote(`Restored “${name}” from the trash.`);
              void refresh();
            }}
          />
        </aside>
      </main>
    </div>
  );
}

function without<T>(map: ReadonlyMap<string, T>, key: string): ReadonlyMap<string, T> {
  const next = new Map(map);
  next.delete(key);
  return next;
}

/**
 * Why a save keeps its name, or null: the Practice screen reads and adds to its record under one
 * name, so a renamed record would be left behind and a fresh one started.
 */
function renameRefused(doc: SaveDocument): string | null {
  return doc.kind === 'practice' && doc.name === PRACTICE_RECORD_NAME
    ? `The Practice screen keeps its record under “${PRACTICE_RECORD_NAME}”: renamed, it would start a new one.`
    : null;
}
