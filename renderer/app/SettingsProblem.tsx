import { useSyncExternalStore } from 'react';
import type { AppSettings } from '../state/settings.ts';

/**
 * Says when the settings could not be read or saved (the defaults then stand in), so a preference
 * that did not stick is never a mystery. Nothing is shown while all is well.
 */
export function SettingsProblem({ settings }: { settings: AppSettings }) {
  const problem = useSyncExternalStore(settings.problem.subscribe, settings.problem.get);
  if (!problem) return null;
  return (
    <div className="panel settings-problem" role="alert">
      <p className="error">{problem}</p>
      <button type="button" className="quiet" onClick={() => settings.problem.set(null)}>
        Dismiss
      </button>
    </div>
  );
}
