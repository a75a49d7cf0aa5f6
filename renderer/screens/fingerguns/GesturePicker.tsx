import { useState } from 'react';
import type { FingerGunsPlayer, GestureInput } from '../../../engine/fingerGuns.ts';

const CHOICES = [
  { key: 'posse', label: 'Posse' },
  { key: 'saloon-2', label: 'Saloon, 2 fingers' },
  { key: 'saloon-3', label: 'Saloon, 3 fingers' },
  { key: 'saloon-4', label: 'Saloon, 4 fingers' },
  { key: 'shot', label: 'Shot' },
  { key: 'dynamite', label: 'Dynamite' },
  { key: 'powershot', label: 'Power Shot' },
  { key: 'none', label: 'No gesture' },
] as const;
type ChoiceKey = (typeof CHOICES)[number]['key'];

function toGesture(choice: ChoiceKey, target: string): GestureInput {
  if (choice.startsWith('saloon')) return { action: 'saloon', fingers: Number(choice.slice(-1)) };
  if (choice === 'shot' || choice === 'powershot') return { action: choice, target };
  return { action: choice as GestureInput['action'] };
}

/**
 * One player's gesture (F2–F7): the five gestures (a Saloon with its fingers), a target for a
 * Shot or a Power Shot among the others at the table, or none.
 */
export function GesturePicker({
  player,
  players,
  onChange,
}: {
  player: string;
  players: readonly FingerGunsPlayer[];
  onChange: (gesture: GestureInput) => void;
}) {
  const others = players.filter((p) => p.name !== player);
  const [choice, setChoice] = useState<ChoiceKey>('none');
  const [target, setTarget] = useState(others[0]?.name ?? '');
  const change = (c: ChoiceKey, t: string) => {
    setChoice(c);
    setTarget(t);
    onChange(toGesture(c, t));
  };
  const aims = choice === 'shot' || choice === 'powershot';
  return (
    <fieldset className="fg-picker">
      <legend>{player}’s gesture</legend>
      <div className="fg-choices">
        {CHOICES.map((c) => (
          <label key={c.key}>
            <input
              type="radio"
              name={`gesture-${player}`}
              checked={choice === c.key}
              onChange={() => change(c.key, target)}
            />
            {c.label}
          </label>
        ))}
      </div>
      {aims && (
        <label className="fg-target">
          At
          <select value={target} onChange={(e) => change(choice, e.target.value)}>
            {others.map((p) => (
              <option key={p.name} value={p.name}>
                {p.name}
                {p.state !== 'survivor' ? ` (${p.state})` : ''}
              </option>
            ))}
          </select>
        </label>
      )}
    </fieldset>
  );
}
