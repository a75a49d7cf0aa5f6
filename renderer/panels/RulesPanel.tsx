import { useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import {
  DEFAULT_RULES_OPTIONS,
  houseContent,
  type RulesOptions,
  RULES_OPTIONS_GUIDE,
  rulesOptionField,
  type RulesOptionGuide,
} from '../../engine/skirmish.ts';
import type { TableStore } from '../state/tableStore.ts';
import { SET_RULES } from '../../engine/skirmish.ts';

/**
 * The house rules (LEDGER: every house rule is an option the Dealer can change), one row each
 * with its ledger id. A change is an engine action (SET_RULES): it is logged in words, autosaved
 * with the session, and undone with Ctrl+Z like any move. Closed rules are not here: they never
 * change.
 */
export function RulesPanel({ table }: { table: TableStore }) {
  const session = useSyncExternalStore(table.session.subscribe, table.session.get);
  const options = session.current.options;
  const changed = RULES_OPTIONS_GUIDE.filter(
    (g) => options[g.key] !== DEFAULT_RULES_OPTIONS[g.key],
  ).length;
  const set = (next: RulesOptions) => table.act({ type: SET_RULES.type, options: next });

  return (
    <section className="panel rules" aria-labelledby="rules-title">
      <details>
        <summary>
          <h2 id="rules-title">House rules</h2>
          <span className="muted" data-testid="rules-changed">
            {changed === 0 ? 'as the ledger says' : `${changed} changed`}
          </span>
        </summary>
        <p className="muted small">
          Changes apply from the next step of play, are logged, and undo with Ctrl+Z.
        </p>
        <ul className="rules-list">
          {RULES_OPTIONS_GUIDE.map((guide) => (
            <li
              key={guide.key}
              className={options[guide.key] !== DEFAULT_RULES_OPTIONS[guide.key] ? 'changed' : ''}
            >
              <RuleRow guide={guide} options={options} onChange={set} />
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="quiet"
          disabled={changed === 0}
          onClick={() => set({ ...DEFAULT_RULES_OPTIONS, factionBonuses: options.factionBonuses })}
        >
          Back to the ledger’s defaults
        </button>
        <HouseContent />
      </details>
    </section>
  );
}

/**
 * The house content the rules leave to the project (B5 milestone perks, K6 special cards), listed
 * read-only with its ledger id: it is content, not an option, so there is nothing to change here.
 */
function HouseContent() {
  const entries = houseContent();
  return (
    <details className="house-content">
      <summary>
        <h3>House content</h3> <span className="muted small">({entries.length}, read-only)</span>
      </summary>
      <ul className="rules-list" aria-label="House content">
        {entries.map((entry) => (
          <li key={`${entry.rule}-${entry.kind}-${entry.name}`}>
            <span className="rule-id">{entry.rule}</span> {entry.kind}:{' '}
            <strong>{entry.name}</strong> <span className="muted small">{entry.text}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}

function RuleRow({
  guide,
  options,
  onChange,
}: {
  guide: RulesOptionGuide;
  options: RulesOptions;
  onChange: (next: RulesOptions) => void;
}) {
  const field = rulesOptionField(guide.key);
  const value = options[guide.key];
  const id = `rule-${guide.key}`;
  const label = (
    <label htmlFor={id}>
      <span className="rule-id">{guide.rule}</span> {guide.label}
      {guide.note && <span className="muted small"> ({guide.note})</span>}
    </label>
  );
  const put = (next: RulesOptions[typeof guide.key]) =>
    onChange({ ...options, [guide.key]: next } as RulesOptions);
  if (field.kind === 'boolean')
    return (
      <div className="rule-row">
        <input
          id={id}
          type="checkbox"
          checked={value as boolean}
          onChange={(e) => put(e.target.checked)}
        />
        {label}
      </div>
    );
  if (field.kind === 'choice')
    return (
      <div className="rule-row">
        {label}
        <select
          id={id}
          value={value as string}
          onChange={(e) => put(e.target.value as RulesOptions[typeof guide.key])}
        >
          {field.choices.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
    );
  return (
    <div className="rule-row">
      {label}
      <NumberInput
        id={id}
        value={value as number}
        min={field.min}
        max={field.max}
        onCommit={(n) => put(n)}
      />
    </div>
  );
}

/**
 * A whole number committed on Enter or when the field loses focus, not on every keystroke, so
 * typing "12" logs one change, not two. Out of bounds or not a whole number: the field says so.
 */
function NumberInput({
  id,
  value,
  min,
  max,
  onCommit,
}: {
  id: string;
  value: number;
  min: number | null;
  max: number | null;
  onCommit: (n: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const text = draft ?? String(value);
  const parsed = Number(text);
  const valid =
    text.trim() !== '' &&
    Number.isInteger(parsed) &&
    (min === null || parsed >= min) &&
    (max === null || parsed <= max);
  const commit = () => {
    if (draft === null) return;
    if (valid && parsed !== value) {
      onCommit(parsed);
      forgetTyping(input.current);
    }
    if (valid) setDraft(null);
  };
  const bounds =
    min !== null && max !== null
      ? `a whole number from ${min} to ${max}`
      : min !== null
        ? `a whole number, ${min} or more`
        : 'a whole number';
  return (
    <input
      ref={input}
      id={id}
      type="number"
      inputMode="numeric"
      className="rule-number"
      value={text}
      min={min ?? undefined}
      max={max ?? undefined}
      step={1}
      aria-invalid={!valid}
      title={valid ? undefined : `Needs ${bounds}`}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
        if (e.key === 'Enter') commit();
        if (e.key === 'Escape') setDraft(null);
      }}
    />
  );
}

/**
 * A committed number is the game's: the field's own undo (Ctrl+Z while it has the focus) must not
 * bring back the text it replaced, or the field would show a rule the game does not have. Setting
 * the value from script empties the browser's undo history for the field; the game's undo takes
 * the change back once the field is left.
 */
function forgetTyping(field: HTMLInputElement | null) {
  if (!field) return;
  const typed = field.value;
  field.value = '';
  field.value = typed;
}
