import { useEffect, useState } from 'react';
import { RulesInputError, type Campaign } from '../../../engine/skirmish.ts';
import type { AppBridge } from '../../bridge/appBridge.ts';
import type { AppSettings } from '../../state/settings.ts';
import type { TableStore } from '../../state/tableStore.ts';
import { loadEncounter, savedNames } from './campaignLibrary.ts';
import { tableForCampaign, type CampaignPlay } from './campaignTable.ts';

/**
 * The encounters prepared for the campaign (encounter saves from the library, in the Dealer's
 * order), each started from here with the posse as it stands (Y3), and those played.
 */
export function EncountersPanel({
  bridge,
  settings,
  name,
  campaign,
  onChange,
  onStart,
}: {
  bridge: AppBridge;
  settings: AppSettings;
  name: string;
  campaign: Campaign;
  onChange: (next: Campaign) => void;
  onStart: (table: TableStore, play: CampaignPlay) => void;
}) {
  const [library, setLibrary] = useState<string[] | null>(null);
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void savedNames(bridge, 'encounter').then((names) => live && setLibrary(names));
    return () => {
      live = false;
    };
  }, [bridge]);
  const addable = (library ?? []).filter((n) => !campaign.encounters.includes(n));
  const pick = addable.includes(chosen) ? chosen : (addable[0] ?? '');

  async function start(encounterName: string) {
    setBusy(true);
    setError(null);
    try {
      const loaded = await loadEncounter(bridge, encounterName);
      if (!loaded.ok) return setError(loaded.message);
      const { encounter, map } = loaded.value;
      try {
        const { table, play } = tableForCampaign(
          name,
          campaign,
          encounterName,
          encounter,
          map,
          settings,
        );
        onStart(table, play);
      } catch (e) {
        if (e instanceof RulesInputError)
          return setError(`“${encounterName}” cannot start: ${e.reason}.`);
        throw e;
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="panel campaign-encounters" aria-labelledby="encounters-title">
      <h2 id="encounters-title">Encounters</h2>
      {campaign.encounters.length === 0 ? (
        <p className="muted">No encounter is prepared for this campaign yet.</p>
      ) : (
        <ol className="campaign-encounter-list">
          {campaign.encounters.map((e) => (
            <li key={e} className="row">
              <span className="campaign-encounter-name">{e}</span>
              <button
                type="button"
                disabled={busy}
                aria-label={`Start ${e}`}
                onClick={() => void start(e)}
              >
                Start
              </button>
              <button
                type="button"
                className="quiet"
                aria-label={`Remove ${e}`}
                onClick={() =>
                  onChange({ ...campaign, encounters: campaign.encounters.filter((n) => n !== e) })
                }
              >
                Remove
              </button>
            </li>
          ))}
        </ol>
      )}
      {library !== null && library.length === 0 && (
        <p className="muted">The library has no encounters yet: prepare one, then add it here.</p>
      )}
      {addable.length > 0 && (
        <div className="row campaign-add">
          <label htmlFor="encounter-add">Add an encounter from the library</label>
          <select id="encounter-add" value={pick} onChange={(e) => setChosen(e.target.value)}>
            {addable.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          <button
            type="button"
            onClick={() => onChange({ ...campaign, encounters: [...campaign.encounters, pick] })}
          >
            Add encounter
          </button>
        </div>
      )}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {campaign.played.length > 0 && (
        <>
          <h3>Played</h3>
          <ul className="campaign-played" data-testid="campaign-played">
            {campaign.played.map((p, i) => (
              <li key={i}>
                Day {p.day}: {p.encounter}
                {p.result ? ` — ${p.result}` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
