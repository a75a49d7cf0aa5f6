import type { ReactNode } from 'react';
import {
  FACTIONS,
  SPENDABLE_CHIPS,
  STATS,
  THREAT_TIERS,
  tierName,
  WEAPON_TRAITS,
  WEAPONS,
} from '../../../engine/skirmish.ts';
import { FIELD_LABELS, type NpcDraft, type NpcField } from './npcDraft.ts';
import { TierBadge } from './TierBadge.tsx';

/**
 * The form of one of the Dealer's NPC cards (N1): name, tier colour and level, faction, stats,
 * HP, gear, speed, weapon trait, weapon, chips and notes. Each field's fault, once shown, sits
 * under it in words and is tied to it (aria-describedby), so a screen reader hears it too.
 */
export function NpcForm({
  draft,
  errors,
  onChange,
}: {
  draft: NpcDraft;
  /** The faults to show now (none until the Dealer first saves). */
  errors: Partial<Record<NpcField, string>>;
  onChange: (draft: NpcDraft) => void;
}) {
  const put = <K extends keyof NpcDraft>(key: K, value: NpcDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const field = (name: NpcField, control: (props: FieldProps) => ReactNode) => {
    const error = errors[name];
    const id = `npc-${name}`;
    return (
      <div className={`npc-field npc-field-${name}`} key={name}>
        <label htmlFor={id}>{FIELD_LABELS[name]}</label>
        {control({
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
        })}
        {error && (
          <p className="error small" id={`${id}-error`}>
            {error}
          </p>
        )}
      </div>
    );
  };
  const numberInput = (value: string, set: (v: string) => void) => (props: FieldProps) => (
    <input
      {...props}
      type="text"
      inputMode="numeric"
      value={value}
      onChange={(e) => set(e.target.value)}
    />
  );

  return (
    <div className="npc-form">
      {field('name', (props) => (
        <input
          {...props}
          type="text"
          value={draft.name}
          onChange={(e) => put('name', e.target.value)}
        />
      ))}
      <fieldset className="npc-tier">
        <legend>Tier</legend>
        {THREAT_TIERS.map((tier) => (
          <label key={tier} className="npc-tier-choice">
            <input
              type="radio"
              name="npc-tier"
              value={tier}
              checked={draft.color === tier}
              onChange={() => put('color', tier)}
            />
            <TierBadge tier={tier} /> {tierName(tier)}
          </label>
        ))}
        {field(
          'level',
          numberInput(draft.level, (v) => put('level', v)),
        )}
      </fieldset>
      {field('faction', (props) => (
        <select {...props} value={draft.faction} onChange={(e) => put('faction', e.target.value)}>
          <option value="">None (chosen when placed)</option>
          {FACTIONS.map((f) => (
            <option key={f} value={f}>
              {f}
            </option>
          ))}
        </select>
      ))}
      <fieldset className="npc-grid">
        <legend>Stats</legend>
        {STATS.map((s) =>
          field(
            `stat-${s}`,
            numberInput(draft.stats[s], (v) => put('stats', { ...draft.stats, [s]: v })),
          ),
        )}
      </fieldset>
      <fieldset className="npc-grid">
        <legend>Tracks, speed and gold</legend>
        {TRACK_FIELDS.map((key) =>
          field(
            key,
            numberInput(draft[key], (v) => put(key, v)),
          ),
        )}
      </fieldset>
      {field('weaponTrait', (props) => (
        <select
          {...props}
          value={draft.weaponTrait}
          onChange={(e) => put('weaponTrait', e.target.value)}
        >
          {WEAPON_TRAITS.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      ))}
      {field('weapon', (props) => (
        <select {...props} value={draft.weapon} onChange={(e) => put('weapon', e.target.value)}>
          <option value="">None</option>
          {WEAPONS.map((w) => (
            <option key={w.name} value={w.name}>
              {w.name}
            </option>
          ))}
        </select>
      ))}
      <fieldset className="npc-grid">
        <legend>Chips each day</legend>
        {SPENDABLE_CHIPS.map((c) =>
          field(
            `chip-${c}`,
            numberInput(draft.chips[c], (v) => put('chips', { ...draft.chips, [c]: v })),
          ),
        )}
      </fieldset>
      {field('notes', (props) => (
        <textarea
          {...props}
          rows={3}
          value={draft.notes}
          onChange={(e) => put('notes', e.target.value)}
        />
      ))}
    </div>
  );
}

/** The number fields of the tracks, speed and gold fieldset, in its order. */
const TRACK_FIELDS = ['hp', 'gear', 'speed', 'gold'] as const;

interface FieldProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}
