import { ContestedPrompt } from '../panels/ContestedPrompt.tsx';
import { useEffect, useState, type ReactNode } from 'react';
import { describeIssues } from '../../engine/core.ts';
import {
  encounterContext,
  mapSchema,
  sessionFromSave,
  type GameMap,
} from '../../engine/skirmish.ts';
import type { AppBridge } from '../bridge/appBridge.ts';
import { AutosaveLine } from '../screens/library/AutosaveLine.tsx';
import type { AutosaveStatus } from '../state/autosave.ts';
import type { Store } from '../../common/store.ts';
import { sampleMap } from '../state/sampleMap.ts';
import { seatSession, type SeatedSession, type TableSeat } from '../state/tableSeat.ts';

/** The last table in progress, as the start screen offers it. */
interface InProgress {
  name: string;
  round: number;
}

/** A session another window plays: viewed read-only, or taken over (as in Sessions). */
interface Contested {
  message: string;
  seated: SeatedSession;
}

/** How many of the newest saves are read to find one still in progress (each is replayed). */
const LOOK_BACK = 5;

/**
 * Issue 10, item 10: the start screen. It lists only what exists: the Table (a new table on the
 * sample map or on a map from the library) and, one click away, the last table still in progress;
 * Practice (issue 14), Finger Guns (issue 15), Campaign and the Dealer's screens. Texas Shootout
 * joins the list as its view lands; until then it is not listed at all, so nothing leads nowhere.
 */
export function StartScreen({
  bridge,
  seat,
  onTable,
  onResume,
  onCampaign,
  saveStatus,
  onLibrary,
  onCharacters,
  onPractice,
  onFingerGuns,
  onTexas,
  onOpen,
}: {
  bridge: AppBridge;
  seat: TableSeat;
  /** The last table's autosave, shown once the window has left it. */
  saveStatus?: Store<AutosaveStatus>;
  /** Opens the Library screen. */
  onLibrary?: () => void;
  /** A new table on this map; says why not when the rules cannot seat it. */
  onTable: (map: GameMap) => string | null;
  onResume: (seated: SeatedSession) => void;
  /** Issue 13, item 4: the campaign screen. */
  onCampaign?: () => void;
  /** Issue 13, item 1: the character builder and the library's characters. */
  onCharacters?: () => void;
  /** Issue 14, item 3: a lone player's practice against the computer. */
  onPractice?: () => void;
  /** Issue 15, item 1: Finger Guns for 4 to 8 players at one table. */
  onFingerGuns?: () => void;
  /** Issue 15, item 2: Texas Shootout, hot-seat or against the computer. */
  onTexas?: () => void;
  /** Another screen of the Dealer's: the NPC cards, the encounter builder. */
  onOpen: (view: 'npcs' | 'encounters') => void;
}) {
  const sample = sampleMap();
  const [maps, setMaps] = useState<string[]>([]);
  const [chosen, setChosen] = useState('');
  const [last, setLast] = useState<InProgress | null>(null);
  const [contested, setContested] = useState<Contested | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void bridge.listSaves({ kind: 'map' }).then((result) => {
      if (!live || !result.ok) return;
      const names = result.value.filter((s) => !s.problem).map((s) => s.name);
      setMaps(names);
      setChosen((c) => c || (names[0] ?? ''));
    });
    void lastInProgress(bridge).then((found) => live && setLast(found));
    return () => {
      live = false;
    };
  }, [bridge]);

  function open(map: GameMap) {
    const refused = onTable(map);
    if (refused) setError(refused);
  }

  async function openSaved(name: string) {
    setBusy(true);
    setError(null);
    try {
      const read = await bridge.loadSave({ kind: 'map', name });
      if (!read.ok) return setError(read.error.message);
      const parsed = mapSchema.safeParse(read.value.data);
      if (!parsed.success)
        return setError(
          `“${name}” is not a map this version can show: ${describeIssues(parsed.error, 'data')}`,
        );
      open(parsed.data);
    } finally {
      setBusy(false);
    }
  }

  async function resume(name: string, takeOver = false) {
    setBusy(true);
    setError(null);
    try {
      const result = await seatSession(bridge, seat, name, { takeOver });
      if (!result.ok) return setError(result.error.message);
      if (result.seated.mode === 'viewing')
        return setContested({ message: result.seated.message ?? '', seated: result.seated });
      onResume(result.seated);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="app start-screen">
      <header className="topbar">
        <h1>High Noon Table</h1>
        {saveStatus && <AutosaveLine status={saveStatus} />}
      </header>
      <main className="start-main">
        <nav className="start-entries" aria-label="Start">
          <section className="panel start-entry" aria-labelledby="start-table-title">
            <h2 id="start-table-title">Table</h2>
            <p className="muted">
              Play an encounter at the table: the Dealer runs it, everyone sees the board.
            </p>
            {last && <ResumeLast last={last} busy={busy} onResume={() => void resume(last.name)} />}
            <button type="button" disabled={busy} onClick={() => open(sample)}>
              New table on {sample.name ?? 'the sample map'}
            </button>
            <MapChooser
              maps={maps}
              chosen={chosen}
              busy={busy}
              onChoose={setChosen}
              onOpen={() => void openSaved(chosen)}
            />
            {contested && (
              <ContestedPrompt
                message={contested.message}
                busy={busy}
                onView={() => onResume(contested.seated)}
                onTakeOver={() => void resume(contested.seated.name, true)}
                onCancel={() => setContested(null)}
              />
            )}
            {error && (
              <p role="alert" className="error">
                {error}
              </p>
            )}
          </section>
          <OtherEntries
            onPractice={onPractice}
            onFingerGuns={onFingerGuns}
            onTexas={onTexas}
            onCampaign={onCampaign}
            onLibrary={onLibrary}
            onCharacters={onCharacters}
            onOpen={onOpen}
          />
        </nav>
      </main>
    </div>
  );
}

/**
 * The newest saved session whose encounter has not ended, with its round; null if none of the
 * newest few is. Each save is replayed (sessionFromSave), so a save that no longer loads is passed
 * over rather than offered.
 */
async function lastInProgress(bridge: AppBridge): Promise<InProgress | null> {
  const list = await bridge.listSaves({ kind: 'session' });
  if (!list.ok) return null;
  const newest = list.value
    .filter((s) => !s.problem)
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt))
    .slice(0, LOOK_BACK);
  for (const entry of newest) {
    const read = await bridge.loadSave({ kind: 'session', name: entry.name });
    if (!read.ok) continue;
    const loaded = sessionFromSave(read.value.data);
    if (!loaded.ok) continue;
    const state = loaded.session.current;
    if (state.encounter.value === 'ended') continue;
    return { name: read.value.name, round: encounterContext(state).round };
  }
  return null;
}

/**
 * One of the start screen's places: what it is for, and the button that goes there. Shown only
 * where the window offers it (a handler given).
 */
function StartEntry({
  id,
  title,
  action,
  onClick,
  children,
}: {
  id: string;
  title: string;
  action: string;
  onClick: (() => void) | undefined;
  children: ReactNode;
}) {
  if (!onClick) return null;
  return (
    <section className="panel start-entry" aria-labelledby={`start-${id}-title`}>
      <h2 id={`start-${id}-title`}>{title}</h2>
      <p className="muted">{children}</p>
      <button type="button" onClick={onClick}>
        {action}
      </button>
    </section>
  );
}

/** The table in progress, to pick up at its round. */
function ResumeLast({
  last,
  busy,
  onResume,
}: {
  last: InProgress;
  busy: boolean;
  onResume: () => void;
}) {
  return (
    <button type="button" className="start-resume" disabled={busy} onClick={onResume}>
      Resume: {last.name}, round {last.round}
    </button>
  );
}

/** A map saved in the library to start a new table on; nothing while the library has none. */
function MapChooser({
  maps,
  chosen,
  busy,
  onChoose,
  onOpen,
}: {
  maps: readonly string[];
  chosen: string;
  busy: boolean;
  onChoose: (name: string) => void;
  onOpen: () => void;
}) {
  if (maps.length === 0) return null;
  return (
    <div className="row start-library">
      <label htmlFor="start-map">Map from the library</label>
      <select
        id="start-map"
        value={chosen}
        disabled={busy}
        onChange={(e) => onChoose(e.target.value)}
      >
        {maps.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <button type="button" disabled={busy || chosen === ''} onClick={onOpen}>
        New table on this map
      </button>
    </div>
  );
}

/** Every place to go from the start but the table itself, each with what it is for. */
function OtherEntries({
  onPractice,
  onFingerGuns,
  onTexas,
  onCampaign,
  onLibrary,
  onCharacters,
  onOpen,
}: {
  onPractice?: () => void;
  onFingerGuns?: () => void;
  onTexas?: () => void;
  onCampaign?: () => void;
  onLibrary?: () => void;
  onCharacters?: () => void;
  onOpen: (view: 'npcs' | 'encounters') => void;
}) {
  return (
    <>
      <StartEntry
        id="practice"
        title="Practice"
        action="Practise against the computer"
        onClick={onPractice}
      >
        Alone at the table: a map, your posse and opponents, against the computer at an easy, normal
        or hard level, with a record of how you fare.
      </StartEntry>
      <StartEntry
        id="fingerguns"
        title="Finger Guns"
        action="Play Finger Guns"
        onClick={onFingerGuns}
      >
        The hand game for 4 to 8 players: health trackers, the sheriff’s badge, the countdown, and
        every round resolved step by step. Against the computer too.
      </StartEntry>
      <StartEntry id="texas" title="Texas Shootout" action="Play Texas Shootout" onClick={onTexas}>
        Two players, seven cards each, three tokens behind the barrier: three rounds of fire,
        hot-seat or against the computer.
      </StartEntry>
      <StartEntry id="campaign" title="Campaign" action="Campaigns" onClick={onCampaign}>
        A posse that carries its wounds, chips, gold and gear from fight to fight.
      </StartEntry>
      <StartEntry id="library" title="Library" action="Open the Library" onClick={onLibrary}>
        Every save in one place: find, rename, duplicate and delete them, and carry them to another
        table as one bundle file.
      </StartEntry>
      <StartEntry
        id="characters"
        title="Characters"
        action="Open the character builder"
        onClick={onCharacters}
      >
        Build characters to the rules, keep them in the library, print their sheets.
      </StartEntry>
      <StartEntry
        id="npcs"
        title="NPC cards"
        action="Open the NPC cards"
        onClick={() => onOpen('npcs')}
      >
        The Dealer’s cast by threat tier: the built-in cards and your own.
      </StartEntry>
      <StartEntry
        id="encounters"
        title="Encounters"
        action="Prepare an encounter"
        onClick={() => onOpen('encounters')}
      >
        Prepare a fight ahead: a map, its cast, the seating order, house rules and notes.
      </StartEntry>
    </>
  );
}
