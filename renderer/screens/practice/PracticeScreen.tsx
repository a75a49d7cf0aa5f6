import { useMemo, useState } from 'react';
import { LEVEL_NAMES, type LevelName } from '../../../engine/core.ts';
import {
  practiceEncounter,
  RulesInputError,
  squareName,
  type Character,
  type Encounter,
} from '../../../engine/skirmish.ts';
import type { AppBridge } from '../../bridge/appBridge.ts';
import { cardKey } from '../npcs/npcLibrary.ts';
import type { AppSettings } from '../../state/settings.ts';
import type { TableStore } from '../../state/tableStore.ts';
import { PracticeMapSection } from './PracticeMapSection.tsx';
import { PracticeOpponentsSection } from './PracticeOpponentsSection.tsx';
import { PracticePosseSection } from './PracticePosseSection.tsx';
import { PracticeRecordSection } from './PracticeRecordSection.tsx';
import { tableForPractice } from './practiceTable.ts';
import { LEVEL_WORDS } from './practiceWords.ts';
import { useChosenMap } from './useChosenMap.ts';
import { usePracticeLibrary } from './usePracticeLibrary.ts';
import '../npcs/npcs.css';
import './practice.css';

interface PracticeScreenProps {
  bridge: AppBridge;
  settings: AppSettings;
  onStart: (table: TableStore) => void;
  onBack: () => void;
}

/**
 * Issue 14, item 3: a lone player's set-up. A map from the library (or a sample), a posse (saved
 * characters, or the sample ones), opponents by threat tier (the NPC cards: the built-in examples
 * and the Dealer's own), and the computer's level. Start seats them as the engine seats a prepared
 * encounter (practiceEncounter, then setupFromEncounter) and opens the table with the NPC side
 * played at that level; a choice the rules cannot seat is refused in the engine's words. Below,
 * the practice record, per map and level. Every control is a native one, in reading order, so the
 * keyboard reaches it all.
 */
export function PracticeScreen({ bridge, settings, onStart, onBack }: PracticeScreenProps) {
  const [mapName, setMapName] = useState('');
  // In the order they were picked: the first takes the map's first PC square, and so on.
  const [posse, setPosse] = useState<string[]>([]);
  const [opponents, setOpponents] = useState<string[]>([]);
  const [level, setLevel] = useState<LevelName>('normal');
  const [error, setError] = useState<string | null>(null);
  const { maps, characters, cards, problems, record, recordProblem } = usePracticeLibrary(
    bridge,
    setMapName,
  );

  const { map, mapProblem } = useChosenMap(bridge, mapName);
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
    if (!map) return setError(mapProblem ?? 'choose a map first');
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
        <PracticeMapSection
          maps={maps}
          mapName={mapName}
          map={map}
          mapProblem={mapProblem}
          pcSquares={pcSquares}
          npcSquares={npcSquares}
          onChoose={(name) => {
            setError(null);
            setMapName(name);
          }}
        />
        <PracticePosseSection
          characters={characters}
          posse={posse}
          pcSquares={pcSquares}
          onToggle={(id) => pick(setPosse, id)}
        />
        <PracticeOpponentsSection
          cards={cards}
          opponents={opponents}
          npcSquares={npcSquares}
          problems={problems}
          onToggle={(key) => pick(setOpponents, key)}
        />
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
        <PracticeRecordSection record={record} recordProblem={recordProblem} />
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

/** A practice's own id, so its end is recorded once however often its table is reloaded. */
function practiceId(): string {
  return `practice-${crypto.randomUUID()}`;
}
