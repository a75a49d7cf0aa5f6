import type { SpecialCardChoice } from '../../../engine/skirmish.ts';
import { draftSetter, type BuildFieldsProps } from './buildFieldsProps.ts';
import { Count } from './Count.tsx';
import { GearFieldset } from './GearFieldset.tsx';
import { LevelFieldset } from './LevelFieldset.tsx';
import { lpCost } from './lpCost.ts';
import { TraitsFieldset } from './TraitsFieldset.tsx';
import { TrainedChecksFieldset } from './TrainedChecksFieldset.tsx';
import { WhoFieldset } from './WhoFieldset.tsx';

/**
 * The builder's form (B1–B6): every purchase the engine offers (buildChoices), each with the LP it
 * costs beside it. It prices nothing itself: the verdict beside it is validateBuild's.
 */
export function BuildForm({ draft, choices, onChange }: BuildFieldsProps) {
  const set = draftSetter(draft, onChange);

  return (
    <form className="build-form" aria-label="Character build" onSubmit={(e) => e.preventDefault()}>
      <WhoFieldset draft={draft} choices={choices} onChange={onChange} />

      <LevelFieldset draft={draft} choices={choices} onChange={onChange} />

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
              {t.label}, {t.text} ({lpCost(t.lp)})
            </label>
          ))}
        </div>
      </fieldset>

      <TraitsFieldset draft={draft} choices={choices} onChange={onChange} />

      <TrainedChecksFieldset draft={draft} choices={choices} onChange={onChange} />

      <SpecialCards draft={draft} choices={choices} onChange={onChange} />

      <GearFieldset draft={draft} choices={choices} onChange={onChange} />
    </form>
  );
}

function SpecialCards({ draft, choices, onChange }: BuildFieldsProps) {
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
