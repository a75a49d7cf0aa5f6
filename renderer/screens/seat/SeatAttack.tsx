import { useEffect, useState } from 'react';
import {
  DECLARE_ATTACK,
  type Action,
  type ActionPreview,
  type SeatOffers,
} from '../../../engine/skirmish.ts';

type AttackParts = NonNullable<SeatOffers['attack']>;

/**
 * A1, A2, H1, H2 on the phone (issue 39, item 2): the target, what to shoot with, the
 * ammunition and the chips, each choice the engine's with its reason where it cannot be used; the
 * verdict (range, sight, cover, the Attack) is the room's dry run of the declaration, said before
 * Fire; the gate judges the shot again when it is sent.
 */
export function SeatAttack({
  who,
  attack,
  disabled,
  preview,
  onFire,
}: {
  who: string;
  attack: AttackParts;
  disabled: boolean;
  preview: (action: Action) => Promise<ActionPreview | { none: string }>;
  onFire: (action: Action) => void;
}) {
  const { options, targets } = attack;
  const usable = options.with.filter((w) => !w.disabled);
  const [target, setTarget] = useState<string | null>(targets.length === 1 ? targets[0]!.id : null);
  const [withKey, setWithKey] = useState<string>(usable[0] ? keyOf(usable[0].choice) : '');
  const [ammo, setAmmo] = useState<string>('');
  const [attackChips, setAttackChips] = useState(0);
  const [rangeChips, setRangeChips] = useState(0);
  /** The room's answer, for the declaration it was asked of (a changed choice asks again). */
  const [answered, setAnswered] = useState<{
    asked: string;
    answer: ActionPreview | { none: string };
  } | null>(null);
  const chosen = options.with.find((w) => keyOf(w.choice) === withKey && !w.disabled);
  const declaration: Action | null =
    target && chosen
      ? {
          type: DECLARE_ATTACK.type,
          who,
          target,
          ...chosen.choice,
          ...(ammo ? { ammo } : {}),
          ...(attackChips || rangeChips
            ? {
                chips: {
                  ...(attackChips ? { attack: attackChips } : {}),
                  ...(rangeChips ? { range: rangeChips } : {}),
                },
              }
            : {}),
        }
      : null;
  const asked = declaration ? JSON.stringify(declaration) : null;
  useEffect(() => {
    if (!asked) return;
    let live = true;
    void preview(JSON.parse(asked) as Action).then(
      (answer) => live && setAnswered({ asked, answer }),
    );
    return () => void (live = false);
  }, [asked, preview]);
  const verdict = answered && answered.asked === asked ? answered.answer : null;
  const legal = verdict !== null && 'legal' in verdict && verdict.legal;
  return (
    <section className="seat-attack" aria-label="Attack">
      <h3>Attack</h3>
      <fieldset>
        <legend>Target</legend>
        <div className="seat-choices">
          {targets.map((t) => (
            <button
              key={t.id}
              type="button"
              aria-pressed={target === t.id}
              onClick={() => setTarget(t.id)}
            >
              {t.name}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>With</legend>
        <div className="seat-choices">
          {options.with.map((w) => (
            <button
              key={keyOf(w.choice)}
              type="button"
              aria-pressed={withKey === keyOf(w.choice)}
              disabled={w.disabled !== undefined}
              title={w.disabled}
              onClick={() => setWithKey(keyOf(w.choice))}
            >
              {w.name} <span className="card-values">A{w.attack}</span>
              {w.disabled && <small className="seat-why">{w.disabled}</small>}
            </button>
          ))}
        </div>
      </fieldset>
      {options.ammo.length > 0 && (
        <fieldset>
          <legend>Ammunition</legend>
          <div className="seat-choices">
            <button type="button" aria-pressed={ammo === ''} onClick={() => setAmmo('')}>
              None
            </button>
            {options.ammo.map((a) => (
              <button
                key={a.id}
                type="button"
                aria-pressed={ammo === a.id}
                disabled={a.disabled !== undefined}
                title={a.disabled}
                onClick={() => setAmmo(a.id)}
              >
                {a.name} ({a.left} left)
              </button>
            ))}
          </div>
        </fieldset>
      )}
      <ChipStepper
        label="Attack chips"
        most={options.chips.attack.most}
        value={attackChips}
        onChange={setAttackChips}
      />
      <ChipStepper
        label="Range chips"
        most={options.chips.range.most}
        value={rangeChips}
        onChange={setRangeChips}
      />
      <Verdict declaration={declaration !== null} verdict={verdict} />
      <button
        type="button"
        className="primary"
        disabled={disabled || !legal || !declaration}
        onClick={() => declaration && onFire(declaration)}
      >
        Fire
      </button>
    </section>
  );
}

/** What the room said the declaration would do, and the chips it would waste. */
function Verdict({
  declaration,
  verdict,
}: {
  declaration: boolean;
  verdict: ActionPreview | { none: string } | null;
}) {
  return (
    <div className="seat-verdict-box" aria-live="polite" data-testid="seat-verdict">
      {!declaration
        ? 'Choose a target and what to shoot with.'
        : verdict === null
          ? 'Asking the table…'
          : 'none' in verdict
            ? verdict.none
            : verdict.text}
      {verdict &&
        'warnings' in verdict &&
        verdict.warnings.map((w) => (
          <p key={w} className="seat-warning">
            {w}
          </p>
        ))}
    </div>
  );
}

const keyOf = (choice: { weapon: true } | { card: string }) =>
  'card' in choice ? `card:${choice.card}` : 'weapon';

/** H1, H2: how many chips of a kind to ante, from none to the most the engine allows now. */
export function ChipStepper({
  label,
  most,
  value,
  onChange,
}: {
  label: string;
  most: number;
  value: number;
  onChange: (value: number) => void;
}) {
  if (most <= 0) return null;
  return (
    <div className="chip-stepper" role="group" aria-label={label}>
      <span>{label}</span>
      <button
        type="button"
        aria-label={`One fewer ${label}`}
        disabled={value <= 0}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output aria-label={`${label} anted`}>{value}</output>
      <button
        type="button"
        aria-label={`One more ${label}`}
        disabled={value >= most}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
