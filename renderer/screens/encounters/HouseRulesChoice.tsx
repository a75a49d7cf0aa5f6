import {
  DEFAULT_RULES_OPTIONS,
  RULES_OPTIONS_GUIDE,
  rulesOptionField,
  type RulesOptions,
} from '../../../engine/skirmish.ts';

/**
 * The house rules an encounter is played with: none of its own (the table's, the default), or
 * "use these rules", starting from the ledger's defaults, each option as the Rules panel names
 * it with its ledger id. A number is taken only when it is a whole number within its bounds.
 */
export function HouseRulesChoice({
  rules,
  onChange,
}: {
  rules: RulesOptions | undefined;
  onChange: (rules: RulesOptions | undefined) => void;
}) {
  return (
    <section className="panel encounter-rules" aria-labelledby="encounter-rules-title">
      <h2 id="encounter-rules-title">House rules</h2>
      <label className="rules-own">
        <input
          type="checkbox"
          checked={rules !== undefined}
          onChange={(e) => onChange(e.target.checked ? { ...DEFAULT_RULES_OPTIONS } : undefined)}
        />
        Use these rules (otherwise the table’s own)
      </label>
      {rules && (
        <ul className="rules-list">
          {RULES_OPTIONS_GUIDE.map((guide) => {
            const field = rulesOptionField(guide.key);
            const id = `encounter-rule-${guide.key}`;
            const value = rules[guide.key];
            const put = (next: unknown) =>
              onChange({ ...rules, [guide.key]: next } as RulesOptions);
            const label = (
              <label htmlFor={id}>
                <span className="rule-id">{guide.rule}</span> {guide.label}
              </label>
            );
            return (
              <li key={guide.key} className="rule-row">
                {field.kind === 'boolean' ? (
                  <>
                    <input
                      id={id}
                      type="checkbox"
                      checked={value as boolean}
                      onChange={(e) => put(e.target.checked)}
                    />
                    {label}
                  </>
                ) : field.kind === 'choice' ? (
                  <>
                    {label}
                    <select id={id} value={value as string} onChange={(e) => put(e.target.value)}>
                      {field.choices.map((c) => (
                        <option key={c} value={c}>
                          {c}
                        </option>
                      ))}
                    </select>
                  </>
                ) : (
                  <>
                    {label}
                    <input
                      id={id}
                      type="number"
                      className="rule-number"
                      step={1}
                      min={field.min ?? undefined}
                      max={field.max ?? undefined}
                      defaultValue={value as number}
                      onChange={(e) => {
                        const n = Number(e.target.value);
                        const inBounds =
                          e.target.value.trim() !== '' &&
                          Number.isInteger(n) &&
                          (field.min === null || n >= field.min) &&
                          (field.max === null || n <= field.max);
                        e.target.setAttribute('aria-invalid', String(!inBounds));
                        if (inBounds) put(n);
                      }}
                    />
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
