import { useSyncExternalStore } from 'react';
import { tvStepMsOf } from '../../engine/core.ts';
import type { AppSettings } from '../state/settings.ts';

/** The paces a Dealer may choose, in milliseconds a step (0: every line at once). */
const PACES = [
  [0, 'all at once'],
  [1000, '1 s a step'],
  [1500, '1.5 s a step'],
  [2500, '2.5 s a step'],
  [4000, '4 s a step'],
] as const;

/**
 * How fast the players' view plays an attack's steps (issue 40, item 2): with auto-advance on, an
 * attack resolves at once, and the TV lets its lines in one at a time at this pace, so the table
 * reads each. A preference of this machine, saved with the settings.
 */
export function StepPace({ settings }: { settings: AppSettings }) {
  const current = useSyncExternalStore(settings.current.subscribe, settings.current.get);
  const pace = tvStepMsOf(current);
  return (
    <label className="players-shape">
      The players see an attack&rsquo;s steps{' '}
      <select
        value={pace}
        onChange={(e) => settings.change({ tvStepMs: Number(e.currentTarget.value) })}
      >
        {PACES.some(([ms]) => ms === pace) ? null : (
          <option value={pace}>{pace / 1000} s a step</option>
        )}
        {PACES.map(([ms, words]) => (
          <option key={ms} value={ms}>
            {words}
          </option>
        ))}
      </select>
    </label>
  );
}
