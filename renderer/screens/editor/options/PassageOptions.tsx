import { useSyncExternalStore } from 'react';
import { changeOptions } from '../editorOptions.ts';
import type { ToolOptionsProps } from './toolOptionsProps.ts';

const KINDS = [
  { kind: 'stairs', label: 'Stairs' },
  { kind: 'ladder', label: 'Ladder' },
] as const;

/** E3: the passage laid next, stairs or a ladder (the only ways up a rank). */
export function PassageOptions({ options }: ToolOptionsProps) {
  const { passage } = useSyncExternalStore(options.subscribe, options.get);
  return (
    <fieldset className="tool-options passage-options">
      <legend>Passage to lay</legend>
      {KINDS.map(({ kind, label }) => (
        <label key={kind}>
          <input
            type="radio"
            name="passage-kind"
            checked={passage === kind}
            onChange={() => changeOptions(options, { passage: kind })}
          />
          {label}
        </label>
      ))}
      <p className="hint">Click a square for one, or drag a box (E3: the way up a rank).</p>
    </fieldset>
  );
}
