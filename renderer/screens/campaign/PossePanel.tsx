import { useEffect, useState } from 'react';
import {
  carriedTracks,
  maxHpOf,
  memberFromSaved,
  standingOfMember,
  type Campaign,
  type CarriedTrack,
  type Character,
  type RulesOptions,
} from '../../../engine/skirmish.ts';
import type { AppBridge } from '../../bridge/appBridge.ts';
import { SAMPLE_CHARACTERS } from '../../state/newTable.ts';
import { loadCharacter, savedNames } from './campaignLibrary.ts';
import type { CampaignChange } from './campaignDoc.ts';
import { chipsWords } from './campaignWords.ts';

const SAMPLE = 'sample:';
const LIBRARY = 'library:';

/**
 * The posse (issue 13, item 4) and where each member stands between fights (Y3): HP, gear and
 * ammunition tracks, the chips spent this day (H3), gold and items (W4, X1). Characters are added
 * from the library's character saves or the samples, updated from the character of the same
 * name saved in the library (a level gained in the builder) after the Dealer confirms what
 * changes, and removed.
 */
export function PossePanel({
  bridge,
  campaign,
  rules,
  onChange,
}: {
  bridge: AppBridge;
  campaign: Campaign;
  rules: RulesOptions;
  onChange: (change: CampaignChange) => void;
}) {
  const [library, setLibrary] = useState<string[]>([]);
  const [chosen, setChosen] = useState(`${SAMPLE}${SAMPLE_CHARACTERS[0]!.id}`);
  const [error, setError] = useState<string | null>(null);
  // Issue 13, item 4: a member brought up to date with its saved character, once confirmed.
  const [update, setUpdate] = useState<{
    id: string;
    name: string;
    saved: Character;
    changes: string[];
  } | null>(null);
  useEffect(() => {
    let live = true;
    void savedNames(bridge, 'character').then((names) => live && setLibrary(names));
    return () => {
      live = false;
    };
  }, [bridge]);

  async function add() {
    setError(null);
    let character: Character;
    if (chosen.startsWith(SAMPLE)) {
      character = SAMPLE_CHARACTERS.find((c) => `${SAMPLE}${c.id}` === chosen)!;
    } else {
      const loaded = await loadCharacter(bridge, chosen.slice(LIBRARY.length));
      if (!loaded.ok) return setError(loaded.message);
      character = loaded.value;
    }
    if (campaign.posse.some((m) => m.character.id === character.id))
      return setError(`${character.name} is already in the posse.`);
    // Made on the campaign as it is once the character is loaded: an encounter added meanwhile
    // stays (the CI saw it lost when the add read the campaign from before its await).
    onChange((current) =>
      current.posse.some((m) => m.character.id === character.id)
        ? current
        : { ...current, posse: [...current.posse, { character }] },
    );
  }

  /** The saved character of the member's name, weighed against the member (memberFromSaved). */
  async function prepareUpdate(id: string, name: string) {
    setError(null);
    setUpdate(null);
    const loaded = await loadCharacter(bridge, name);
    if (!loaded.ok) return setError(loaded.message);
    const result = memberFromSaved(campaign, id, loaded.value, rules);
    if (!result.ok) return setError(result.reason);
    setUpdate({ id, name, saved: loaded.value, changes: result.changes });
  }

  return (
    <section className="panel campaign-posse" aria-labelledby="posse-title">
      <h2 id="posse-title">The posse</h2>
      {campaign.posse.length === 0 ? (
        <p className="muted">No one rides with this campaign yet: add a character below.</p>
      ) : (
        <table className="summary-table campaign-standing">
          <thead>
            <tr>
              {STANDING_COLUMNS.map((column) => (
                <th scope="col" key={column}>
                  {column}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {campaign.posse.map((member) => {
              const standing = standingOfMember(member, rules);
              const tracks = carriedTracks(standing);
              const max = maxHpOf(member.character, rules);
              const id = member.character.id;
              return (
                <tr key={id} data-testid={`standing-${id}`}>
                  <th scope="row">{member.character.name}</th>
                  <td data-testid="standing-level">{member.character.level}</td>
                  <td data-testid="standing-hp">
                    {standing.hpLeft === 0 ? `dead (0/${max})` : `${standing.hpLeft}/${max}`}
                  </td>
                  <td>{tracksWords(tracks.gear)}</td>
                  <td>{tracksWords(tracks.ammo)}</td>
                  <td data-testid="standing-spent">{chipsWords(standing.spent)}</td>
                  <td>{standing.gold}</td>
                  <td>{standing.items.length > 0 ? standing.items.join(', ') : 'none'}</td>
                  <MemberActions
                    name={member.character.name}
                    inLibrary={library.includes(member.character.name)}
                    onUpdate={() => void prepareUpdate(id, member.character.name)}
                    onRemove={() =>
                      onChange({
                        ...campaign,
                        posse: campaign.posse.filter((m) => m.character.id !== id),
                      })
                    }
                  />
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {update && (
        <UpdatePrompt
          name={update.name}
          changes={update.changes}
          onConfirm={() => {
            // Weighed again on the campaign as it is now, should it have changed meanwhile.
            const result = memberFromSaved(campaign, update.id, update.saved, rules);
            setUpdate(null);
            if (!result.ok) return setError(result.reason);
            onChange(result.campaign);
          }}
          onCancel={() => setUpdate(null)}
        />
      )}
      <AddMember chosen={chosen} library={library} onChoose={setChosen} onAdd={() => void add()} />
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </section>
  );
}

/** The standing table's columns, before each member's buttons (Y3, H3, W4, X1). */
const STANDING_COLUMNS = [
  'Character',
  'Level',
  'HP',
  'Gear',
  'Ammunition',
  'Chips spent today',
  'Gold',
  'Items',
] as const;

/** A member's buttons: update it from its character saved in the library, or remove it. */
function MemberActions({
  name,
  inLibrary,
  onUpdate,
  onRemove,
}: {
  name: string;
  inLibrary: boolean;
  onUpdate: () => void;
  onRemove: () => void;
}) {
  return (
    <td className="campaign-member-actions">
      {inLibrary && (
        <button
          type="button"
          className="quiet"
          aria-label={`Update ${name} from the library`}
          title="Take the build saved in the library (a level gained in the builder), keeping where this member stands"
          onClick={onUpdate}
        >
          Update
        </button>
      )}
      <button type="button" className="quiet" aria-label={`Remove ${name}`} onClick={onRemove}>
        Remove
      </button>
    </td>
  );
}

/** Issue 13, item 4: what updating a member from its saved character changes, to confirm. */
function UpdatePrompt({
  name,
  changes,
  onConfirm,
  onCancel,
}: {
  name: string;
  changes: readonly string[];
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="prompt" data-testid="member-update-confirm">
      <p>Update {name} from the character saved in the library?</p>
      <ul>
        {changes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="row">
        <button type="button" onClick={onConfirm}>
          Confirm: update {name}
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}

/** A character to add to the posse: a sample, or one saved in the library. */
function AddMember({
  chosen,
  library,
  onChoose,
  onAdd,
}: {
  chosen: string;
  library: readonly string[];
  onChoose: (value: string) => void;
  onAdd: () => void;
}) {
  return (
    <div className="row campaign-add">
      <label htmlFor="posse-add">Add a character</label>
      <select id="posse-add" value={chosen} onChange={(e) => onChoose(e.target.value)}>
        {SAMPLE_CHARACTERS.map((c) => (
          <option key={c.id} value={`${SAMPLE}${c.id}`}>
            {c.name} (sample)
          </option>
        ))}
        {library.map((name) => (
          <option key={name} value={`${LIBRARY}${name}`}>
            {name}
          </option>
        ))}
      </select>
      <button type="button" onClick={onAdd}>
        Add to the posse
      </button>
    </div>
  );
}

/** H4: each blue track as "Leather Duster 1/2"; none, "none". */
function tracksWords(tracks: readonly CarriedTrack[]): string {
  return tracks.length > 0
    ? tracks.map((t) => `${t.name} ${t.used}/${t.max} used`).join(', ')
    : 'none';
}
