import { useEffect, useMemo, useState } from 'react';
import { LEVEL_NAMES, type LevelName } from '../../../engine/core.ts';
import {
  practiceEncounter,
  RulesInputError,
  squareName,
  type Character,
  type Encounter,
  type GameMap,
  type PracticeRecord,
} from '../../../engine/skirmish.ts';
import type { AppBridge } from '../../bridge/appBridge.ts';
import { castCharacters, mapNamed, mapNames } from '../encounters/encounterLibrary.ts';
import { CardsByTier } from '../npcs/CardsByTier.tsx';
import { cardKey, EXAMPLE_CARDS, loadLibraryCards, type ListedCard } from '../npcs/npcLibrary.ts';
import { TierBadge } from '../npcs/TierBadge.tsx';
import type { AppSettings } from '../../state/settings.ts';
import type { TableStore } from '../../state/tableStore.ts';
import { loadPracticeRecord } from './practiceLibrary.ts';
import { PracticeRecordTable } from './PracticeRecordTable.tsx';
import { tableForPractice } from './practiceTable.ts';
import { LEVEL_WORDS } from './practiceWords.ts';
import '../npcs/npcs.css';
import './practice.css';

/** The map chosen, once read: the library's map of that name, or the sample's. */
type ChosenMap = { name: string; map: GameMap } | { name: string; problem: string } | null;

/**
 * Issue 14, item 3: a lone player's set-up. A map from the library (or a sample), a posse (saved
 * characters, or the sample ones), opponents by threat tier (the NPC cards: the built-in examples
 * and the Dealer's own), and the computer's level. Start seats them as the engine seats a prepared
 * encounter (practiceEncounter, then setupFromEncounter) and opens the table with the NPC side
 * played at that level; a choice the rules cannot seat is refused in the engine's words. Below,
 * the practice record, per map and level. Every control is a native one, in reading order, so the
 * keyboard reaches it all.
 */
export function PracticeScreen({
  bridge,
  settings,
  onStart,
  onBack,
}: {
  bridge: AppBridge;
  settings: AppSettings;
  onStart: (table: TableStore) => void;
  onBack: () => void;
}) {
  const [maps, setMaps] = useState<string[]>([]);
  const [mapName, setMapName] = useState('');
  const [chosenMap, setChosenMap] = useState<ChosenMap>(null);
  const [characters, setCharacters] = useState<Character[]>([]);
  // In the order they were picked: the first takes the map's first PC square, and so on.
  const [posse, setPosse] = useState<string[]>([]);
  const [cards, setCards] = useState<readonly ListedCard[]>(EXAMPLE_CARDS);
  const [opponents, setOpponents] = useState<string[]>([]);
  const [level, setLevel] = useState<LevelName>('normal');
  const [record, setRecord] = useState<PracticeRecord | null>(null);
  const [recordProblem, setRecordProblem] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void mapNames(bridge).then((names) => {
      if (!live) return;
      setMaps(names);
      setMapName((chosen) => chosen || (names[0] ?? ''));
    });
    void castCharacters(bridge).then((found) => live && setCharacters(found));
    void loadLibraryCards(bridge).then(({ cards: own, problems: bad }) => {
      if (!live) return;
      setCards([...EXAMPLE_CARDS, ...own]);
      setProblems(bad.map((p) => `${p.save}: ${p.reason}`));
    });
    void loadPracticeRecord(bridge).then((read) => {
      if (!live) return;
      if (read.ok) setRecord(read.value);
      else setRecordProblem(read.reason);
    });
    return () => {
      live = false;
    };
  }, [bridge]);

  useEffect(() => {
    if (!mapName) return;
    let live = true;
    void mapNamed(bridge, mapName).then((read) => {
      if (!live) return;
      setChosenMap(
        read.ok ? { name: mapName, map: read.value } : { name: mapName, problem: read.reason },
      );
    });
    return () => {
      live = false;
    };
  }, [bridge, mapName]);

  const map = chosenMap && chosenMap.name === mapName && 'map' in chosenMap ? chosenMap.map : null;
  const chosenPosse = useMemo(
    () => posse.flatMap((id) => characters.filter((c) => c.id === id)),
    [posse, characters],
  );
  const chosenCards = useMemo(
    () => opponents.flatMap((key) => cards.filter((c) => cardKey(c) === key).map((c) => c.card)),
    [opponents, cards],
  );
  // Where each would start, as the engine seats them; a choice it refuses shows on Start.
  const preview = useMemo(() => {
    if (!map || chosenPosse.length === 0 || chosenCards.length === 0) return null;
    try {
      return practiceEncounter({ map, mapName, posse: chosenPosse, opponents: chosenCards });
    } catch (e) {
      if (e instanceof RulesInputError) return null;
      throw e;
    }
  }, [map, mapName, chosenPosse, chosenCards]);

  const toggle = (list: string[], key: string) =>
    list.includes(key) ? list.filter((k) => k !== key) : [...list, key];
  // A refusal is about the choices it was given: any new choice takes it away.
  const pick = (set: typeof setPosse, key: string) => {
    setError(null);
    set((list) => toggle(list, key));
  };

  function start() {
    setError(null);
    if (!map)
      return setError(
        chosenMap && 'problem' in chosenMap ? chosenMap.problem : 'choose a map first',
      );
    const started = tableForPractice(
      { map, mapName, posse: chosenPosse, opponents: chosenCards },
      level,
      practiceId(),
      settings,
    );
    if (!started.ok) return setError(`This practice cannot start: ${started.reason}.`);
    onStart(started.table);
  }

  const pcSquares = map?.tokens.filter((t) => t.side === 'pc').length ?? 0;
  const npcSquares = map?.tokens.filter((t) => t.side === 'npc').length ?? 0;

  return (
    <div className="app practice-screen">
      <header className="topbar">
        <h1>Practice</h1>
        <span className="muted">A posse against the computer, played to the end</span>
        <div className="topbar-actions">
          <button type="button" onClick={onBack}>
            Back to start
          </button>
        </div>
      </header>
      <main className="panel-grid practice-main">
        <section className="panel practice-panel practice-map" aria-labelledby="practice-map-title">
          <h2 id="practice-map-title">1. Map</h2>
          <label htmlFor="practice-map">Fight on</label>
          <select
            id="practice-map"
            value={mapName}
            onChange={(e) => {
              setError(null);
              setMapName(e.target.value);
            }}
          >
            {maps.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <p className="muted" data-testid="practice-map-seats">
            {map
              ? `${mapName} starts ${count(pcSquares, 'PC')} and ${count(npcSquares, 'NPC')}, on its tokens’ squares.`
              : chosenMap && 'problem' in chosenMap
                ? chosenMap.problem
                : 'Reading the map…'}
          </p>
        </section>
        <section
          className="panel practice-panel practice-posse"
          aria-labelledby="practice-posse-title"
        >
          <h2 id="practice-posse-title">2. Posse</h2>
          <p className="muted small">Your characters, played by you: up to {pcSquares}.</p>
          <ul className="practice-list">
            {characters.map((c) => (
              <li key={c.id}>
                <label className="practice-choice">
                  <input
                    type="checkbox"
                    checked={posse.includes(c.id)}
                    onChange={() => pick(setPosse, c.id)}
                  />
                  <span className="practice-choice-name">{c.name}</span>
                  <span className="muted small">
                    level {c.level} {c.class}
                    {c.weapon ? `, ${c.weapon}` : ''}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </section>
        <section
          className="panel practice-panel practice-opponents"
          aria-labelledby="practice-opponents-title"
        >
          <h2 id="practice-opponents-title">3. Opponents</h2>
          <p className="muted small">
            NPC cards by threat tier, played by the computer: up to {npcSquares}.
          </p>
          <CardsByTier
            cards={cards}
            idPrefix="practice-tier"
            renderCard={(listed) => (
              <label className="practice-choice">
                <input
                  type="checkbox"
                  checked={opponents.includes(cardKey(listed))}
                  onChange={() => pick(setOpponents, cardKey(listed))}
                />
                <TierBadge tier={listed.card.tier.color} level={listed.card.tier.level} />
                <span className="practice-choice-name">{listed.card.name}</span>
                <span className="muted small">
                  {listed.source === 'example' ? 'built in' : 'yours'}
                </span>
              </label>
            )}
          />
          {problems.length > 0 && (
            <div className="error small" role="alert">
              <p>These saves are not cards this version can read:</p>
              <ul>
                {problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </div>
          )}
        </section>
        <section
          className="panel practice-panel practice-go"
          aria-labelledby="practice-level-title"
        >
          <h2 id="practice-level-title">4. The computer’s level</h2>
          <fieldset className="practice-levels" aria-labelledby="practice-level-title">
            {LEVEL_NAMES.map((name) => (
              <label key={name} className="practice-choice">
                <input
                  type="radio"
                  name="practice-level"
                  value={name}
                  checked={level === name}
                  onChange={() => {
                    setError(null);
                    setLevel(name);
                  }}
                />
                <span className="practice-choice-name">{name}</span>
                <span className="muted small">{LEVEL_WORDS[name]}</span>
              </label>
            ))}
          </fieldset>
          <button type="button" className="practice-start" onClick={start}>
            Start the practice
          </button>
          {preview && <SeatsPreview encounter={preview} characters={chosenPosse} />}
          {error && (
            <p role="alert" className="error">
              {error}
            </p>
          )}
        </section>
        <section
          className="panel practice-panel practice-record"
          aria-labelledby="practice-record-title"
        >
          <h2 id="practice-record-title">Your record</h2>
          {recordProblem ? (
            <p role="alert" className="error">
              {recordProblem}
            </p>
          ) : record ? (
            <PracticeRecordTable record={record} />
          ) : (
            <p className="muted">Reading the record…</p>
          )}
        </section>
      </main>
    </div>
  );
}

/** Where each chosen one starts, as the engine seats them (G1 square names). */
function SeatsPreview({
  encounter,
  characters,
}: {
  encounter: Encounter;
  characters: readonly Character[];
}) {
  const nameOf = (p: Encounter['placements'][number]) =>
    p.npc?.name ?? characters.find((c) => c.id === p.character)?.name ?? p.id;
  return (
    <p className="muted small" data-testid="practice-seats">
      Starting squares:{' '}
      {encounter.placements.map((p) => `${nameOf(p)} ${squareName(p.at)}`).join(', ')}.
    </p>
  );
}

function count(n: number, what: string): string {
  return `${n} ${what}${n === 1 ? '' : 's'}`;
}

/** A practice's own id, so its end is recorded once however often its table is reloaded. */
function practiceId(): string {
  return `practice-${crypto.randomUUID()}`;
}
