import { draftSetter, type BuildFieldsProps } from './buildFieldsProps.ts';
import { lpCost } from './lpCost.ts';
import { TextList } from './TextList.tsx';

/** The checks trained (rule S3), and the Lingual tongues written in. */
export function TrainedChecksFieldset({ draft, choices, onChange }: BuildFieldsProps) {
  const set = draftSetter(draft, onChange);
  return (
    <fieldset>
      <legend>Trained checks (rule S3: only 1-pt checks are trained)</legend>
      <div className="choice-list">
        {choices.checks.map((c) =>
          c.trainable ? (
            <label key={c.name} className="choice">
              <input
                type="checkbox"
                checked={draft.trained.includes(c.name)}
                onChange={(e) =>
                  set(
                    'trained',
                    e.target.checked
                      ? [...draft.trained, c.name]
                      : draft.trained.filter((x) => x !== c.name),
                  )
                }
              />
              {c.name}: {c.text} ({lpCost(c.lp)})
            </label>
          ) : (
            <span key={c.name} className="choice muted">
              {c.name}: {c.text}, free
            </span>
          ),
        )}
      </div>
      <TextList
        label={`Lingual tongues (${lpCost(choices.lingual.lp)} each: ${choices.lingual.text})`}
        add="Add a tongue"
        values={draft.trained
          .filter((t) => t.startsWith('Lingual:'))
          .map((t) => t.slice('Lingual:'.length))}
        onChange={(tongues, typing) =>
          set(
            'trained',
            [
              ...draft.trained.filter((t) => !t.startsWith('Lingual:')),
              ...tongues.map((t) => `Lingual:${t}`),
            ],
            typing,
          )
        }
        field="lingual"
      />
    </fieldset>
  );
}
