import { useState } from 'react';
import type { BuildFieldsProps } from './buildFieldsProps.ts';

/** The items carried: one picked from the engine's list and added, each one removable. */
export function Items({ draft, choices, onChange }: BuildFieldsProps) {
  const [pick, setPick] = useState(choices.items[0]?.name ?? '');
  return (
    <div className="items">
      <div className="row wrap">
        <label className="field inline">
          <span>Item</span>
          <select value={pick} onChange={(e) => setPick(e.target.value)}>
            {choices.items.map((i) => (
              <option key={i.name} value={i.name}>
                {i.name}: {i.text}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          disabled={!pick}
          onClick={() => onChange({ ...draft, items: [...draft.items, pick] })}
        >
          Add item
        </button>
      </div>
      {draft.items.length > 0 && (
        <ul className="item-list" aria-label="Items carried">
          {draft.items.map((item, i) => (
            <li key={`${item}-${i}`}>
              {item}{' '}
              <button
                type="button"
                className="quiet"
                aria-label={`Remove ${item}`}
                onClick={() => onChange({ ...draft, items: draft.items.filter((_, j) => j !== i) })}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
