import { useState } from 'react';
import { describeIssues } from '../../../engine/core.ts';
import { encounterSchema, type Faction, type GameMap } from '../../../engine/skirmish.ts';
import type { AppBridge } from '../../bridge/appBridge.ts';
import { EDITOR_TOOL_BUTTONS, type EditorToolManager } from '../editor/editorTools.ts';
import type { AppSettings } from '../../state/settings.ts';
import type { TableStore } from '../../state/tableStore.ts';
import { ToolPicker } from '../../tools/ToolPicker.tsx';
import { CAST_TOOLS, CastBoard } from './CastBoard.tsx';
import { CastPanel } from './CastPanel.tsx';
import { DEFAULT_NPC_FACTION, encounterOf } from './encounterDraft.ts';
import { EncounterDraftPanels } from './EncounterDraftPanels.tsx';
import { EncounterFilePanel } from './EncounterFilePanel.tsx';
import { startEncounter } from './encounterStart.ts';
import { useEncounterBuilder } from './useEncounterBuilder.ts';
import '../npcs/npcs.css';
import './encounters.css';

const CAST_TOOL_BUTTONS = EDITOR_TOOL_BUTTONS.filter((b) => CAST_TOOLS.includes(b.id));

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
  const {
    maps,
    saved,
    characters,
    cards,
    built,
    draft,
    tokens,
    boardSaid,
    setDraft,
    name,
    setName,
    toLoad,
    setToLoad,
    said,
    setSaid,
    busy,
    openMap,
    save,
    load,
  } = useEncounterBuilder(bridge, opening);
  const [faction, setFaction] = useState<Faction>(DEFAULT_NPC_FACTION);
  const [tools, setTools] = useState<EditorToolManager | null>(null);

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
          <EncounterFilePanel
            maps={maps}
            mapName={draft?.mapName ?? ''}
            name={name}
            saved={saved}
            toLoad={toLoad}
            canSave={!!built}
            busy={busy}
            said={said}
            boardSaid={boardSaid}
            onMap={(mapName) => void openMap(mapName, built)}
            onName={setName}
            onSave={() => void save()}
            onToLoad={setToLoad}
            onLoad={(listed) => void load(listed)}
          />
          <CastPanel
            cards={cards}
            characters={characters}
            faction={faction}
            onFaction={setFaction}
          />
        </aside>
        <CastBoard
          built={built}
          cards={cards}
          characters={characters}
          faction={faction}
          onSaid={setSaid}
          onDraft={setDraft}
          onTools={setTools}
        />
        <aside className="sidebar">
          {draft && (
            <EncounterDraftPanels
              draft={draft}
              tokens={tokens}
              onDraft={setDraft}
              onRemove={(id) => built?.cast.edit({ type: 'removeTokens', ids: [id] })}
            />
          )}
        </aside>
      </main>
    </div>
  );
}
