import { draftSetter, type BuildFieldsProps } from './buildFieldsProps.ts';
import { Count } from './Count.tsx';
import { Items } from './Items.tsx';

/** The weapon, items, gold and notes (rules W1, W2). */
export function GearFieldset({ draft, choices, onChange }: BuildFieldsProps) {
  const set = draftSetter(draft, onChange);
  return (
    <fieldset>
      <legend>Gear (rules W1, W2)</legend>
      <label className="field">
        <span>Weapon</span>
        <select
          value={draft.weapon ?? ''}
          onChange={(e) => {
            const next = { ...draft };
            if (e.target.value) next.weapon = e.target.value;
            else delete next.weapon;
            onChange(next);
          }}
        >
          <option value="">None: the weapon trait’s cards</option>
          {choices.weapons.map((w) => (
            <option key={w.name} value={w.name}>
              {w.name}: {w.text}
            </option>
          ))}
        </select>
      </label>
      <Items draft={draft} choices={choices} onChange={onChange} />
      <Count label="Gold" value={draft.gold} onChange={(n) => set('gold', n)} />
      <label className="field">
        <span>Notes</span>
        <textarea
          rows={3}
          value={draft.notes}
          onChange={(e) => set('notes', e.target.value, 'notes')}
        />
      </label>
    </fieldset>
  );
}
