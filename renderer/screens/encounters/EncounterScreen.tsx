import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { describeIssues, type Square } from '../../../engine/core.ts';
import {
  encounterSchema,
  squareName,
  type Character,
  type Faction,
  type GameMap,
} from '../../../engine/skirmish.ts';
import type { AppBridge } from '../../bridge/appBridge.ts';
import type { Board } from '../../board/Board.ts';
import { EditorBoard } from '../editor/EditorBoard.tsx';
import { createEditorOptions } from '../editor/editorOptions.ts';
import {
  EDITOR_TOOL_BUTTONS,
  type EditorToolId,
  type EditorToolManager,
} from '../editor/editorTools.ts';
import { placementVerdict } from '../editor/tools/placementVerdict.ts';
import { EXAMPLE_CARDS, loadLibraryCards, type ListedCard } from '../npcs/npcLibrary.ts';
import type { AppSettings } from '../../state/settings.ts';
import type { TableStore } from '../../state/tableStore.ts';
import { ToolPicker } from '../../tools/ToolPicker.tsx';
import { CastPanel, npcSourceOf, pcSourceOf } from './CastPanel.tsx';
import { CAST_DRAG_TYPE, castToken, OPEN_SEAT, type CastSource } from './castSources.ts';
import { CastStore } from './castStore.ts';
import {
  DEFAULT_NPC_FACTION,
  draftOfEncounter,
  encounterOf,
  moveSeat,
  seatingOf,
  withRules,
  type EncounterDraft,
} from './encounterDraft.ts';
import {
  castCharacters,
  encounterNamed,
  encounterNames,
  mapNamed,
  mapNames,
  SAMPLE_ENCOUNTERS,
} from './encounterLibrary.ts';
import { startEncounter } from './encounterStart.ts';
import { HouseRulesChoice } from './HouseRulesChoice.tsx';
import { SeatingPanel } from './SeatingPanel.tsx';
import '../npcs/npcs.css';
import './encounters.css';

/** The builder moves its cast and measures; it changes no map (castStore.ts). */
const CAST_TOOLS: readonly EditorToolId[] = ['select', 'measure'];
const CAST_TOOL_BUTTONS = EDITOR_TOOL_BUTTONS.filter((b) => CAST_TOOLS.includes(b.id));

interface Said {
  tone: 'ok' | 'refused';
  text: string;
}

interface Built {
  cast: CastStore;
  draft: EncounterDraft;
}

function freshBuild(map: GameMap, mapName: string): Built {
  return {
    cast: new CastStore({ ...map, tokens: [] }),
    draft: { mapName, seats: {}, order: [], dealerNotes: '' },
  };
}

/**
 * Issue 13, item 3: the encounter builder. A map (the library's or the sample), its cast dropped
 * on the map board from the NPC cards by tier and the characters (the editor's token placement,
 * tokenFrom, on the editor's board with Select and Measure only), hidden NPCs for an ambush, the
 * seating order (T1), the house rules and the Dealer's notes. Saved to the library as kind
 * `encounter`, loaded back, and started as a new table (tableForEncounter).
 */
export function EncounterScreen({
  bridge,
  settings,
  opening = null,
  onBack,
  onStart,
}: {
  bridge: AppBridge;
  settings: AppSettings;
  /** A library encounter to open at once (the Library's "Open in the builder"). */
  opening?: string | null;
  onBack: () => void;
  onStart: (table: TableStore, map: GameMap) => void;
}) {
  const [maps, setMaps] = useState<string[]>([]);
  const [saved, setSaved] = useState<string[]>([]);
  const [characters, setCharacters] = useState<Character[]>([]);
  const [cards, setCards] = useState<ListedCard[]>([...EXAMPLE_CARDS]);
  const [built, setBuilt] = useState<Built | null>(null);
  const [name, setName] = useState('');
  const [toLoad, setToLoad] = useState(SAMPLE_ENCOUNTERS[0]!.name);
  const [faction, setFaction] = useState<Faction>(DEFAULT_NPC_FACTION);
  const [said, setSaid] = useState<Said | null>(null);
  const [busy, setBusy] = useState(false);
  const [tools, setTools] = useState<EditorToolManager | null>(null);
  const options = useMemo(() => createEditorOptions(), []);
  const board = useRef<Board | null>(null);
  const onBoard = useCallback((shown: Board | null) => {
    board.current = shown;
  }, []);

  const openMap = useCallback(
    async (mapName: string, keep: Built | null) => {
      const read = await mapNamed(bridge, mapName);
      if (!read.ok) return setSaid({ tone: 'refused', text: `Cannot open it: ${read.reason}.` });
      const next = freshBuild(read.value, mapName);
      // Another map keeps the cast where it stood: what no longer fits is flagged at Start.
      if (keep) next.cast = new CastStore({ ...read.value, tokens: keep.cast.map.tokens });
      setBuilt({ cast: next.cast, draft: { ...(keep?.draft ?? next.draft), mapName } });
    },
    [bridge],
  );

  /** A listed encounter in the builder, its cast seated from `posse`; what came of it, in words. */
  const loadInto = useCallback(
    async (listed: string, posse: readonly Character[]): Promise<Said> => {
      const read = await encounterNamed(bridge, listed);
      if (!read.ok) return { tone: 'refused', text: `Not loaded: ${read.reason}` };
      const map = await mapNamed(bridge, read.value.map);
      if (!map.ok) return { tone: 'refused', text: `Not loaded: ${map.reason}.` };
      const back = draftOfEncounter(read.value, map.value, posse);
      setBuilt({ cast: new CastStore(back.map), draft: back.draft });
      setName(SAMPLE_ENCOUNTERS.some((s) => s.name === listed) ? '' : listed);
      return { tone: 'ok', text: `Loaded “${listed}”.` };
    },
    [bridge],
  );

  useEffect(() => {
    let live = true;
    void (async () => {
      const [names, encounters, posse, own] = await Promise.all([
        mapNames(bridge),
        encounterNames(bridge),
        castCharacters(bridge),
        loadLibraryCards(bridge),
      ]);
      if (!live) return;
      setMaps(names);
      setSaved(encounters);
      setCharacters(posse);
      setCards([...EXAMPLE_CARDS, ...own.cards]);
      if (opening) {
        setToLoad(opening);
        const said = await loadInto(opening, posse);
        if (live) setSaid(said);
        if (said.tone === 'ok') return;
      }
      await openMap(names[0]!, null);
    })();
    return () => {
      live = false;
    };
  }, [bridge, openMap, opening, loadInto]);

  const history = useSyncExternalStore(
    useCallback((l: () => void) => built?.cast.history.subscribe(l) ?? (() => {}), [built]),
    () => built?.cast.history.get() ?? null,
  );
  const boardSaid = useSyncExternalStore(
    useCallback((l: () => void) => built?.cast.message.subscribe(l) ?? (() => {}), [built]),
    () => built?.cast.message.get() ?? null,
  );
  const tokens = history?.present.tokens ?? [];
  const draft = built?.draft;
  const seating = draft ? seatingOf(draft, tokens) : [];
  const setDraft = (change: (d: EncounterDraft) => EncounterDraft) =>
    setBuilt((b) => (b ? { ...b, draft: change(b.draft) } : b));

  const sources = useMemo(() => {
    const all: CastSource[] = [...cards.map(npcSourceOf), ...characters.map(pcSourceOf), OPEN_SEAT];
    return new Map(all.map((s) => [s.key, s]));
  }, [cards, characters]);

  /** A source dropped on a square: placed as the editor's token tool would, or refused in words. */
  function place(key: string, at: Square | null) {
    const source = sources.get(key);
    if (!built || !source) return;
    if (!at)
      return setSaid({ tone: 'refused', text: 'Not placed: drop it on a square of the map.' });
    const map = built.cast.map;
    const { draft: token, seat } = castToken(source, map, at, faction);
    if (!token.ok) return setSaid({ tone: 'refused', text: `Not placed: ${token.reason}.` });
    const verdict = placementVerdict(map, { type: 'placeToken', token: token.token }, [at]);
    if (verdict.kind !== 'ok')
      return setSaid({ tone: 'refused', text: `Not placed: ${verdict.reason}.` });
    setDraft((d) => ({ ...d, seats: { ...d.seats, [token.token.id]: seat } }));
    built.cast.edit({ type: 'placeToken', token: token.token });
    setSaid({ tone: 'ok', text: `Placed ${token.token.name} at ${squareName(at)}.` });
  }

  async function save() {
    if (!built || !draft) return;
    const title = name.trim();
    if (!title) return setSaid({ tone: 'refused', text: 'Not saved: give the encounter a name.' });
    const parsed = encounterSchema.safeParse(encounterOf(draft, tokens));
    if (!parsed.success)
      return setSaid({ tone: 'refused', text: `Not saved: ${describeIssues(parsed.error)}.` });
    setBusy(true);
    try {
      const overwrite = saved.includes(title);
      const written = await bridge.writeSave({
        kind: 'encounter',
        name: title,
        data: parsed.data,
        ...(overwrite ? { overwrite } : {}),
      });
      if (!written.ok)
        return setSaid({ tone: 'refused', text: `Not saved: ${written.error.message}` });
      setSaved(await encounterNames(bridge));
      setSaid({ tone: 'ok', text: `Saved “${written.value.name}” to the library.` });
    } finally {
      setBusy(false);
    }
  }

  async function load(listed: string) {
    setBusy(true);
    try {
      setSaid(await loadInto(listed, characters));
    } finally {
      setBusy(false);
    }
  }

  async function start() {
    if (!built || !draft) return;
    const parsed = encounterSchema.safeParse(encounterOf(draft, tokens));
    if (!parsed.success)
      return setSaid({ tone: 'refused', text: `Cannot start: ${describeIssues(parsed.error)}.` });
    const started = await startEncounter(bridge, parsed.data, settings, characters);
    if (!started.ok) return setSaid({ tone: 'refused', text: `Cannot start: ${started.reason}.` });
    onStart(started.value.table, started.value.map);
  }

  return (
    <div className="app encounter-screen">
      <header className="topbar">
        <h1>Encounter</h1>
        <ToolPicker tools={tools} buttons={CAST_TOOL_BUTTONS} label="Board tools" />
        <div className="topbar-actions">
          <button
            type="button"
            className="primary"
            disabled={!built || busy}
            onClick={() => void start()}
          >
            Start
          </button>
          <button type="button" onClick={onBack}>
            Back to start
          </button>
        </div>
      </header>
      <main className="workspace">
        <aside className="sidebar encounter-left">
          <section className="panel" aria-labelledby="encounter-file-title">
            <h2 id="encounter-file-title">Encounter</h2>
            <div className="row encounter-field">
              <label htmlFor="encounter-map">Map</label>
              <select
                id="encounter-map"
                value={draft?.mapName ?? ''}
                disabled={busy}
                onChange={(e) => void openMap(e.target.value, built)}
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
                onChange={(e) => setName(e.target.value)}
              />
              <button type="button" disabled={!built || busy} onClick={() => void save()}>
                Save
              </button>
            </div>
            <div className="row encounter-field">
              <label htmlFor="encounter-load">Open</label>
              <select
                id="encounter-load"
                value={toLoad}
                onChange={(e) => setToLoad(e.target.value)}
              >
                {[...SAMPLE_ENCOUNTERS.map((s) => s.name), ...saved].map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
              <button type="button" disabled={busy} onClick={() => void load(toLoad)}>
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
          <CastPanel
            cards={cards}
            characters={characters}
            faction={faction}
            onFaction={setFaction}
          />
        </aside>
        <div
          className="encounter-board"
          onDragOver={(e) => {
            if (e.dataTransfer.types.includes(CAST_DRAG_TYPE)) {
              e.preventDefault();
              e.dataTransfer.dropEffect = 'copy';
            }
          }}
          onDrop={(e) => {
            const key = e.dataTransfer.getData(CAST_DRAG_TYPE);
            if (!key) return;
            e.preventDefault();
            place(key, board.current?.squareAt(e.clientX, e.clientY) ?? null);
          }}
        >
          {built && (
            <EditorBoard
              editor={built.cast}
              options={options}
              tools={CAST_TOOLS}
              onTools={setTools}
              onBoard={onBoard}
            />
          )}
        </div>
        <aside className="sidebar">
          {draft && (
            <>
              <SeatingPanel
                seating={seating}
                tokens={tokens}
                seats={draft.seats}
                onMove={(id, by) => setDraft((d) => ({ ...d, order: moveSeat(seating, id, by) }))}
                onHidden={(id, hidden) =>
                  setDraft((d) => ({
                    ...d,
                    seats: { ...d.seats, [id]: { ...d.seats[id]!, hidden } },
                  }))
                }
                onRemove={(id) => built?.cast.edit({ type: 'removeTokens', ids: [id] })}
              />
              <HouseRulesChoice
                rules={draft.rules}
                onChange={(rules) => setDraft((d) => withRules(d, rules))}
              />
              <section className="panel" aria-labelledby="encounter-notes-title">
                <h2 id="encounter-notes-title">Dealer notes</h2>
                <textarea
                  aria-labelledby="encounter-notes-title"
                  className="encounter-notes"
                  rows={5}
                  value={draft.dealerNotes}
                  onChange={(e) => {
                    const dealerNotes = e.target.value;
                    setDraft((d) => ({ ...d, dealerNotes }));
                  }}
                />
                <p className="muted small">Never shown on the players’ view.</p>
              </section>
            </>
          )}
        </aside>
      </main>
    </div>
  );
}
