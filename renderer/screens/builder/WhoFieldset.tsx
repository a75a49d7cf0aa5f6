import { FACTIONS, type Character } from '../../../engine/skirmish.ts';
import { draftSetter, type BuildFieldsProps } from './buildFieldsProps.ts';

/** Name, faction (with its bonus and perks, rule B5) and class. */
export function WhoFieldset({ draft, choices, onChange }: BuildFieldsProps) {
  const set = draftSetter(draft, onChange);
  const faction = choices.factions.find((f) => f.name === draft.faction);
  return (
    <fieldset>
      <legend>Who</legend>
      <label className="field">
        <span>Name</span>
        <input
          value={draft.name}
          maxLength={60}
          autoComplete="off"
          onChange={(e) => set('name', e.target.value, 'name')}
        />
      </label>
      <label className="field">
        <span>Faction</span>
        <select
          value={draft.faction}
          onChange={(e) => set('faction', e.target.value as Character['faction'])}
        >
          {FACTIONS.map((f) => (
            <option key={f} value={f}>
              {f}
            </option>
          ))}
        </select>
      </label>
      {faction && (
        <p className="muted small" data-testid="faction-bonus">
          {faction.mark}: {faction.bonus} (rule B5). Perks:{' '}
          {faction.perks.map((p) => `level ${p.level} ${p.name}, ${p.text}`).join(' ')}
        </p>
      )}
      <label className="field">
        <span>Class</span>
        <select
          value={draft.class}
          onChange={(e) => set('class', e.target.value as Character['class'])}
        >
          {choices.classes.map((c) => (
            <option key={c.name} value={c.name}>
              {c.name}: {c.text}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
