import type { ReactNode } from 'react';
import type { AttackOptions, Combatant } from '../../engine/skirmish.ts';
import type { AttackExtras } from '../state/tableStore.ts';
import { ChipCount } from './ChipCount.tsx';

/*
 * What the next attack is made with (A1, A2, H1, H2, R2, R3): the choices and extras come from
 * attackOptions, each disabled with the engine's reason; this file only lays them out.
 */

/** The data-control key of one choice of what to attack with (for the why line). */
export const withKey = (choice: { weapon: true } | { card: string }) =>
  'card' in choice ? `with:${choice.card}` : 'with:weapon';

/** Why "Strongest" has nothing to choose: the engine's reason the first choice is refused. */
export function strongestReason(options: AttackOptions): string | undefined {
  return options.with.every((w) => w.disabled)
    ? (options.with.find((w) => w.disabled)?.disabled ?? options.disabled)
    : undefined;
}

/** A1, A2, R2, R3: what to attack with — attackOptions' choices, each disabled with its reason. */
export function Hand({
  who,
  options,
  strongest,
  choice,
  readOnly = null,
  onChoose,
}: {
  who: Combatant;
  options: AttackOptions;
  strongest: boolean;
  choice: string;
  /** Why this window may not play (another window holds the table): every choice says so. */
  readOnly?: string | null;
  onChoose: (id: string) => void;
}) {
  return (
    <fieldset className="hand">
      <legend>Attack with (then click an enemy)</legend>
      <Choice
        id="best"
        controlKey="with:best"
        checked={choice === 'best'}
        reason={readOnly ?? (strongest ? undefined : strongestReason(options))}
        onChoose={onChoose}
      >
        Strongest
      </Choice>
      {options.with.map((w) => {
        const id = 'card' in w.choice ? w.choice.card : 'weapon';
        const card = 'card' in w.choice ? who.cards[w.choice.card] : undefined;
        return (
          <Choice
            key={withKey(w.choice)}
            id={id}
            controlKey={withKey(w.choice)}
            className={card ? 'card' : undefined}
            checked={choice === id}
            reason={readOnly ?? w.disabled}
            onChoose={onChoose}
          >
            {w.name}{' '}
            {card && (
              <span className="values">
                A{w.attack}/D{card.defend}
              </span>
            )}
          </Choice>
        );
      })}
    </fieldset>
  );
}

/** One radio of the hand; a disabled one stays focusable and says why (aria-disabled). */
function Choice({
  id,
  controlKey,
  className,
  checked,
  reason,
  onChoose,
  children,
}: {
  id: string;
  controlKey: string;
  className?: string | undefined;
  checked: boolean;
  reason: string | undefined;
  onChoose: (id: string) => void;
  children: ReactNode;
}) {
  return (
    <label className={className} data-control={controlKey} title={reason}>
      <input
        type="radio"
        name="attack-with"
        checked={checked}
        aria-disabled={reason ? true : undefined}
        aria-description={reason}
        onChange={() => {
          if (!reason) onChoose(id);
        }}
      />{' '}
      {children}
    </label>
  );
}

/**
 * A2, H1, H2: what goes with the next attack — an ammunition card (with what is left on its
 * track), Attack chips (for Attack or for damage) and Range chips, anted with the declaration;
 * what attackOptions says cannot be used is shown disabled, with its reason.
 */
export function AttackExtrasChoice({
  who,
  options,
  extras,
  warnings = [],
  readOnly = null,
  onChange,
}: {
  who: Combatant;
  options: AttackOptions;
  extras: AttackExtras;
  /** Why this window may not play: the extras are then disabled, saying so. */
  readOnly?: string | null;
  /** The engine's words on chips that would add nothing against the enemy pointed at (H1). */
  warnings?: readonly string[];
  onChange: (next: AttackExtras) => void;
}) {
  const attack = readOnly ? { ...options.chips.attack, disabled: readOnly } : options.chips.attack;
  const range = readOnly ? { ...options.chips.range, disabled: readOnly } : options.chips.range;
  // A kind of chip the character never had today gets no row; one spent down to none keeps its
  // row, disabled, saying why (H3).
  const showAttack = attack.most > 0 || who.spent.attack > 0;
  const showRange = range.most > 0 || who.spent.range > 0;
  if (options.ammo.length === 0 && !showAttack && !showRange) return null;
  return (
    <fieldset className="extras">
      <legend>With the attack</legend>
      {options.ammo.length > 0 && (
        <label>
          Ammunition{' '}
          <select
            value={extras.ammo ?? ''}
            disabled={readOnly !== null}
            title={readOnly ?? undefined}
            onChange={(e) => onChange({ ...extras, ammo: e.target.value || null })}
          >
            <option value="">None</option>
            {options.ammo.map((a) => (
              <option
                key={a.id}
                value={a.id}
                disabled={a.disabled !== undefined}
                title={a.disabled}
                data-control={`ammo:${a.id}`}
              >
                {a.name} ({a.left} left)
              </option>
            ))}
          </select>
        </label>
      )}
      {showAttack && (
        <label data-control="chips:attack" title={attack.disabled}>
          Attack chips{' '}
          <ChipCount
            label="Attack chips"
            most={attack.most}
            value={extras.attackChips}
            reason={attack.disabled}
            onChange={(attackChips) => onChange({ ...extras, attackChips })}
          />{' '}
          <select
            aria-label="Attack chips for"
            value={extras.attackMode}
            disabled={attack.disabled !== undefined}
            onChange={(e) =>
              onChange({ ...extras, attackMode: e.target.value as AttackExtras['attackMode'] })
            }
          >
            <option value="attack">+Attack</option>
            <option value="damage">+damage</option>
          </select>
        </label>
      )}
      {showRange && (
        <label data-control="chips:range" title={range.disabled}>
          Range chips{' '}
          <ChipCount
            label="Range chips"
            most={range.most}
            value={extras.rangeChips}
            reason={range.disabled}
            onChange={(rangeChips) => onChange({ ...extras, rangeChips })}
          />
        </label>
      )}
      {warnings.length > 0 && (
        <ul className="chip-warnings" role="status" data-testid="chip-warnings">
          {warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
