import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { campaignSchema, DEFAULT_RULES_OPTIONS } from '../../../engine/skirmish.ts';
import type { AppBridge } from '../../bridge/appBridge.ts';
import type { AppSettings } from '../../state/settings.ts';
import type { TableStore } from '../../state/tableStore.ts';
import { BetweenFightsPanel } from './BetweenFightsPanel.tsx';
import { CampaignDoc, type CampaignChange, type CampaignSaveState } from './campaignDoc.ts';
import { loadCampaign, savedNames, writeCampaign } from './campaignLibrary.ts';
import type { CampaignPlay } from './campaignTable.ts';
import { DayPanel } from './DayPanel.tsx';
import { EncountersPanel } from './EncountersPanel.tsx';
import { PossePanel } from './PossePanel.tsx';
import { SAMPLE_CAMPAIGN_NAME, sampleCampaign } from './sampleCampaign.ts';

/**
 * Issue 13, item 4: the campaign screen. A campaign is opened (or made new, or the sample's), and
 * then shows its posse and where each member stands, its day, healing between fights, and its
 * encounters, each started from here. Every change is saved at once, and the top bar says so.
 */
export function CampaignScreen({
  bridge,
  settings,
  initial,
  onStart,
  onBack,
}: {
  bridge: AppBridge;
  settings: AppSettings;
  /** The campaign to open at once (back from one of its tables), by name. */
  initial: string | null;
  onStart: (table: TableStore, play: CampaignPlay) => void;
  onBack: () => void;
}) {
  const [doc, setDoc] = useState<CampaignDoc | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function open(name: string) {
    setError(null);
    const loaded = await loadCampaign(bridge, name);
    if (!loaded.ok) return setError(loaded.message);
    setDoc(new CampaignDoc(bridge, name, loaded.value));
  }

  // Back from one of its tables, the campaign opens again at once, as the library now holds it.
  useEffect(() => {
    if (!initial) return;
    let live = true;
    void loadCampaign(bridge, initial).then((loaded) => {
      if (!live) return;
      if (loaded.ok) setDoc(new CampaignDoc(bridge, initial, loaded.value));
      else setError(loaded.message);
    });
    return () => {
      live = false;
    };
  }, [bridge, initial]);

  return (
    <div className="app campaign-screen">
      <header className="topbar">
        <h1>High Noon Table</h1>
        <span className="map-title">{doc ? `Campaign: ${doc.name}` : 'Campaign'}</span>
        {doc && <SaveState doc={doc} />}
        {doc && (
          <button type="button" className="quiet" onClick={() => setDoc(null)}>
            Other campaigns
          </button>
        )}
        <button type="button" className="quiet" onClick={onBack}>
          Back to start
        </button>
      </header>
      <main className="campaign-main">
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        {doc ? (
          <CampaignView
            key={doc.name}
            bridge={bridge}
            settings={settings}
            doc={doc}
            onStart={onStart}
          />
        ) : (
          <CampaignPicker bridge={bridge} onOpen={(name) => void open(name)} onError={setError} />
        )}
      </main>
    </div>
  );
}

function SaveState({ doc }: { doc: CampaignDoc }) {
  const save = useSyncExternalStore(doc.save.subscribe, doc.save.get);
  return (
    <span
      className={`campaign-save ${save.state}`}
      data-testid="campaign-save"
      data-state={save.state}
      role="status"
    >
      {saveWords(save)}
    </span>
  );
}

function saveWords(save: CampaignSaveState): string {
  if (save.state === 'saved') return 'Saved';
  if (save.state === 'saving') return 'Unsaved changes: saving…';
  return `Not saved: ${save.message}`;
}

function CampaignView({
  bridge,
  settings,
  doc,
  onStart,
}: {
  bridge: AppBridge;
  settings: AppSettings;
  doc: CampaignDoc;
  onStart: (table: TableStore, play: CampaignPlay) => void;
}) {
  const campaign = useSyncExternalStore(doc.campaign.subscribe, doc.campaign.get);
  const rules = campaign.rules ?? DEFAULT_RULES_OPTIONS;
  const change = (next: CampaignChange) => void doc.change(next);
  return (
    <div className="campaign-panels">
      <PossePanel bridge={bridge} campaign={campaign} rules={rules} onChange={change} />
      <DayPanel campaign={campaign} rules={rules} onChange={change} />
      <BetweenFightsPanel campaign={campaign} rules={rules} onChange={change} />
      <EncountersPanel
        bridge={bridge}
        settings={settings}
        name={doc.name}
        campaign={campaign}
        onChange={change}
        onStart={onStart}
      />
      <section className="panel campaign-options" aria-labelledby="campaign-options-title">
        <h2 id="campaign-options-title">Options</h2>
        <label className="row">
          <input
            type="checkbox"
            checked={campaign.marketplace}
            onChange={(e) => change({ ...campaign, marketplace: e.target.checked })}
          />
          The Marketplace: stores and gold in this campaign’s encounters (rules X1–X4)
        </label>
      </section>
    </div>
  );
}

/** Open a campaign from the library, make a new one, or open the sample. */
function CampaignPicker({
  bridge,
  onOpen,
  onError,
}: {
  bridge: AppBridge;
  onOpen: (name: string) => void;
  onError: (message: string | null) => void;
}) {
  const [names, setNames] = useState<string[]>([]);
  const [chosen, setChosen] = useState('');
  const [newName, setNewName] = useState('');
  useEffect(() => {
    let live = true;
    void savedNames(bridge, 'campaign').then((found) => live && setNames(found));
    return () => {
      live = false;
    };
  }, [bridge]);
  const pick = names.includes(chosen) ? chosen : (names[0] ?? '');
  const empty = useMemo(() => campaignSchema.parse({}), []);

  async function create(name: string, data = empty) {
    onError(null);
    if (names.includes(name)) return onOpen(name);
    const saved = await writeCampaign(bridge, name, data, false);
    if (!saved.ok) return onError(saved.message);
    onOpen(name);
  }

  return (
    <section className="panel start-entry campaign-picker" aria-labelledby="campaign-pick-title">
      <h2 id="campaign-pick-title">Campaigns</h2>
      {names.length > 0 && (
        <div className="row start-library">
          <label htmlFor="campaign-open">A campaign from the library</label>
          <select id="campaign-open" value={pick} onChange={(e) => setChosen(e.target.value)}>
            {names.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          <button type="button" disabled={pick === ''} onClick={() => onOpen(pick)}>
            Open
          </button>
        </div>
      )}
      <form
        className="row start-library"
        onSubmit={(e) => {
          e.preventDefault();
          const name = newName.trim();
          if (name) void create(name);
        }}
      >
        <label htmlFor="campaign-new">A new campaign, named</label>
        <input id="campaign-new" value={newName} onChange={(e) => setNewName(e.target.value)} />
        <button type="submit" disabled={newName.trim() === ''}>
          New campaign
        </button>
      </form>
      <button type="button" onClick={() => void create(SAMPLE_CAMPAIGN_NAME, sampleCampaign())}>
        Open the sample campaign, {SAMPLE_CAMPAIGN_NAME}
      </button>
    </section>
  );
}
