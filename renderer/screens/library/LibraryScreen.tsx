import { useState } from 'react';
import { refKey } from '../../../engine/core.ts';
import type { GameMap } from '../../../engine/skirmish.ts';
import type { AppBridge } from '../../bridge/appBridge.ts';
import type { AutosaveStatus } from '../../state/autosave.ts';
import type { AppSettings } from '../../state/settings.ts';
import type { TableStore } from '../../state/tableStore.ts';
import type { Store } from '../../../common/store.ts';
import type { SeatedSession, TableSeat } from '../../state/tableSeat.ts';
import { AutosaveLine } from './AutosaveLine.tsx';
import { BundlePanel } from './BundlePanel.tsx';
import { LibraryBrowse } from './LibraryBrowse.tsx';
import { ShownEntry } from './ShownEntry.tsx';
import { TrashPanel } from './TrashPanel.tsx';
import { useBundleJobs } from './useBundleJobs.ts';
import { useEntryActions } from './useEntryActions.ts';
import { useLibrarySaves } from './useLibrarySaves.ts';
import { useTickedSaves } from './useTickedSaves.ts';
import './library.css';

interface LibraryScreenProps {
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
}

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
}: LibraryScreenProps) {
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const { saves, refresh } = useLibrarySaves(bridge, setError);
  const { ticked, tick, untick, clear } = useTickedSaves();
  const jobs = useBundleJobs(bridge, seat.owner, () => void refresh());
  const entry = useEntryActions({
    bridge,
    seat,
    settings,
    onTable,
    onResume,
    onStart,
    refresh,
    untick,
    setError,
    setNote,
  });
  const { shown } = entry;

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
        <LibraryBrowse
          saves={saves}
          current={shown ? refKey(shown.entry) : null}
          ticked={new Set(ticked.keys())}
          onShow={(s) => void entry.show(s)}
          onTick={tick}
        />
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
            <ShownEntry
              shown={shown}
              bridge={bridge}
              owner={seat.owner}
              busy={entry.busy}
              exporting={jobs.progress !== null}
              pending={entry.pending}
              contested={entry.contested}
              open={{
                onTable: (d) => entry.openMap(d),
                onStartEncounter: (d) => void entry.startFrom(d),
                onEncounter,
                onNpc,
                onTexas,
                onCampaign,
                onCharacter,
                ...(onFingerGuns ? { onFingerGuns } : {}),
                onResume: (name) => void entry.resume(name),
              }}
              onPending={entry.setPending}
              onConfirm={() => void entry.confirmPending()}
              onExport={(doc) => void jobs.exportRefs([{ kind: doc.kind, name: doc.name }], true)}
              onRestored={(saved, from) => {
                setNote(`Put back “${saved.name}” as it was until ${from}.`);
                void refresh();
                void entry.show(saved, true);
              }}
              onView={onResume}
              onTakeOver={(name) => void entry.resume(name, true)}
              onCancelContested={() => entry.setContested(null)}
            />
          )}
          <BundlePanel
            chosen={[...ticked.values()]}
            progress={jobs.progress}
            question={jobs.question}
            report={jobs.report}
            onExport={(refs, withUses) => void jobs.exportRefs(refs, withUses)}
            onImport={(file) => void jobs.importFile(file)}
            onAnswer={jobs.answer}
            onClearChoice={clear}
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
