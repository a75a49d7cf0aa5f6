import { withLevel } from './characterDraft.ts';
import type { BuildFieldsProps } from './buildFieldsProps.ts';

/** The level (rule B1): picked, stepped up one, or set to a starter tier's. */
export function LevelFieldset({ draft, choices, onChange }: BuildFieldsProps) {
  const levelRow = choices.levels.find((l) => l.level === draft.level);
  const nextRow = choices.levels.find((l) => l.level === draft.level + 1);
  return (
    <fieldset>
      <legend>Level (rule B1)</legend>
      <div className="row wrap">
        <label className="field inline">
          <span>Level</span>
          <select
            value={draft.level}
            onChange={(e) => onChange(withLevel(draft, Number(e.target.value)))}
          >
            {choices.levels.map((l) => (
              <option key={l.level} value={l.level}>
                {l.level} ({l.lp} LP, {l.scp} SCP)
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          disabled={!nextRow}
          onClick={() => onChange(withLevel(draft, draft.level + 1))}
        >
          Level up
          {nextRow && levelRow
            ? ` (+${nextRow.lp - levelRow.lp} LP, +${nextRow.scp - levelRow.scp} SCP)`
            : ''}
        </button>
      </div>
      <div className="row wrap" role="group" aria-label="Starter tiers">
        {choices.starterTiers.map((tier) => (
          <button
            key={tier.name}
            type="button"
            aria-pressed={draft.level === tier.level}
            onClick={() => onChange(withLevel(draft, tier.level))}
          >
            {tier.name} ({tier.level})
          </button>
        ))}
      </div>
    </fieldset>
  );
}
