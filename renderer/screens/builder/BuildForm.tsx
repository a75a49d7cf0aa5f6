import { useState } from 'react';
import {
  FACTIONS,
  type BuildChoices,
  type Character,
  type SpecialCardChoice,
} from '../../../engine/skirmish.ts';
import { withLevel, type Draft } from './characterDraft.ts';

type Change = (next: Draft, typing?: string) => void;

/**
 * The builder's form (B1–B6): every purchase the engine offers (buildChoices), each with the LP it
 * costs beside it. It prices nothing itself: the verdict beside it is validateBuild's.
 */
export function BuildForm({
  draft,
  choices,
  onChange,
}: {
  draft: Draft;
  choices: BuildChoices;
  onChange: Change;
}) {
  const set = <K extends keyof Character>(key: K, value: Character[K], typing?: string) =>
    onChange({ ...draft, [key]: value }, typing);
  const faction = choices.factions.find((f) => f.name === draft.faction);
  const levelRow = choices.levels.find((l) => l.level === draft.level);
  const nextRow = choices.levels.find((l) => l.level === draft.level + 1);

  return (
    <form className="build-form" aria-label="Character build" onSubmit={(e) => e.preventDefault()}>
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

      <fieldset>
        <legend>Stats (rule B3: 0–{choices.statMax} bought, 1 LP a point)</legend>
        <div className="number-grid">
          {choices.stats.map((s) => (
            <Count
              key={s.key}
              label={s.label}
              value={draft.stats[s.key]}
              allowNegative
              onChange={(n) => set('stats', { ...draft.stats, [s.key]: n })}
            />
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend>Purchases (rule B2)</legend>
        <div className="number-grid">
          {choices.purchases.map((p) => (
            <Count
              key={p.key}
              label={`${p.label}, ${p.lp} LP each`}
              value={draft[p.key]}
              onChange={(n) => set(p.key, n)}
            />
          ))}
          {choices.chips.map((c) => (
            <Count
              key={c.kind}
              label={`${c.label}, ${c.lp} LP`}
              value={draft.chips[c.kind]}
              onChange={(n) => set('chips', { ...draft.chips, [c.kind]: n })}
            />
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend>Weapon trait (rules B2, B3: exactly one)</legend>
        <div className="choice-list">
          {choices.weaponTraits.map((t) => (
            <label key={t.trait} className="choice">
              <input
                type="radio"
                name="weapon-trait"
                checked={draft.weaponTrait === t.trait}
                onChange={() => set('weaponTrait', t.trait)}
              />
              {t.label}, {t.text} ({lp(t.lp)})
            </label>
          ))}
        </div>
      </fieldset>

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
              {t.name}: {t.text} ({lp(t.lp)})
            </label>
          ))}
        </div>
        <TextList
          label={`Character Traits (${lp(choices.characterTrait.lp)} each: ${choices.characterTrait.text})`}
          add="Add a Character Trait"
          values={draft.characterTraits}
          onChange={(v, typing) => set('characterTraits', v, typing)}
          field="characterTraits"
        />
      </fieldset>

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
                {c.name}: {c.text} ({lp(c.lp)})
              </label>
            ) : (
              <span key={c.name} className="choice muted">
                {c.name}: {c.text}, free
              </span>
            ),
          )}
        </div>
        <TextList
          label={`Lingual tongues (${lp(choices.lingual.lp)} each: ${choices.lingual.text})`}
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

      <SpecialCards draft={draft} choices={choices} onChange={onChange} />

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
    </form>
  );
}

function SpecialCards({
  draft,
  choices,
  onChange,
}: {
  draft: Draft;
  choices: BuildChoices;
  onChange: Change;
}) {
  const chosen = (name: string) => draft.specialCards.some((c) => c.name === name);
  // The class's cards, and any card already taken that another class brought (shown so it can be
  // taken out: the verdict names it as a violation).
  const shown = choices.specialCards.filter((c) => c.ofClass || chosen(c.name));
  const toggle = (card: SpecialCardChoice, on: boolean) =>
    onChange({
      ...draft,
      specialCards: on
        ? [
            ...draft.specialCards,
            {
              name: card.name,
              class: card.class,
              cost: card.cost,
              requires: card.requires,
              attack: card.attack,
              defend: card.defend,
              text: card.text,
            },
          ]
        : draft.specialCards.filter((c) => c.name !== card.name),
    });
  return (
    <fieldset>
      <legend>Special cards (rule K6: {draft.class === 'Omni' ? 'any class' : draft.class})</legend>
      <div className="choice-list">
        {shown.map((card) => (
          <label key={card.name} className={`choice${card.ofClass ? '' : ' off-class'}`}>
            <input
              type="checkbox"
              checked={chosen(card.name)}
              onChange={(e) => toggle(card, e.target.checked)}
            />
            {card.name} ({card.class}, {card.pays} SCP, Attack {card.attack} / Defend {card.defend},{' '}
            {card.requirement}){card.text ? `: ${card.text}` : ''}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Items({
  draft,
  choices,
  onChange,
}: {
  draft: Draft;
  choices: BuildChoices;
  onChange: Change;
}) {
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

/** A whole number field; counts never go below 0 (stats may, and the verdict says why not). */
function Count({
  label,
  value,
  allowNegative = false,
  onChange,
}: {
  label: string;
  value: number;
  allowNegative?: boolean;
  onChange: (n: number) => void;
}) {
  return (
    <label className="field count">
      <span>{label}</span>
      <input
        type="number"
        inputMode="numeric"
        step={1}
        min={allowNegative ? undefined : 0}
        value={value}
        onChange={(e) => {
          const n = Math.trunc(Number(e.target.value));
          if (!Number.isFinite(n)) return;
          onChange(allowNegative ? n : Math.max(0, n));
        }}
      />
    </label>
  );
}

function TextList({
  label,
  add,
  values,
  field,
  onChange,
}: {
  label: string;
  add: string;
  values: string[];
  field: string;
  onChange: (values: string[], typing?: string) => void;
}) {
  return (
    <div className="text-list" role="group" aria-label={label}>
      <p className="small">{label}</p>
      {values.map((v, i) => (
        <div key={i} className="row">
          <input
            aria-label={`${label}, ${i + 1}`}
            value={v}
            onChange={(e) =>
              onChange(
                values.map((x, j) => (j === i ? e.target.value : x)),
                `${field}-${i}`,
              )
            }
          />
          <button
            type="button"
            className="quiet"
            onClick={() => onChange(values.filter((_, j) => j !== i))}
          >
            Remove
          </button>
        </div>
      ))}
      <button type="button" onClick={() => onChange([...values, ''])}>
        {add}
      </button>
    </div>
  );
}

function lp(n: number): string {
  return n < 0 ? `refunds ${-n} LP` : `${n} LP`;
}
