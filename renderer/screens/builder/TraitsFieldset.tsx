import type { Character } from '../../../engine/skirmish.ts';
import { draftSetter, type BuildFieldsProps } from './buildFieldsProps.ts';
import { lpCost } from './lpCost.ts';
import { TextList } from './TextList.tsx';

/** The named traits (rules B2, B4), and the Character Traits written in. */
export function TraitsFieldset({ draft, choices, onChange }: BuildFieldsProps) {
  const set = draftSetter(draft, onChange);
  return (
    <fieldset>
      <legend>Traits (rules B2, B4)</legend>
      <div className="choice-list">
        {choices.namedTraits.map((t) => (
          <label key={t.name} className="choice">
            <input
              type="checkbox"
              checked={draft.traits.includes(t.name as never)}
              onChange={(e) =>
                set(
                  'traits',
                  e.target.checked
                    ? [...draft.traits, t.name as Character['traits'][number]]
                    : draft.traits.filter((x) => x !== t.name),
                )
              }
            />
            {t.name}: {t.text} ({lpCost(t.lp)})
          </label>
        ))}
      </div>
      <TextList
        label={`Character Traits (${lpCost(choices.characterTrait.lp)} each: ${choices.characterTrait.text})`}
        add="Add a Character Trait"
        values={draft.characterTraits}
        onChange={(v, typing) => set('characterTraits', v, typing)}
        field="characterTraits"
      />
    </fieldset>
  );
}
