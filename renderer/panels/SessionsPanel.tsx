import { useCallback, useEffect, useState } from 'react';
import { type Session, sessionFromSave } from '../../engine/index.ts';
import type { MethodOutput } from '../../electron/contract.ts';
import type { AppBridge } from '../bridge/appBridge.ts';
import type { AutosaveStatus } from '../state/autosave.ts';
import type { Store } from '../state/store.ts';
import { useSyncExternalStore } from 'react';

type Summary = MethodOutput<'listSaves'>[number];

/**
 * Saved sessions — the autosave among them — to resume exactly where the table left off: the
 * start state and the log are replayed, so the game is the same, shuffles included.
 */
export function SessionsPanel({
  bridge,
  status,
  onResume,
}: {
  bridge: AppBridge;
  status: Store<AutosaveStatus>;
  /** A saved session, with the name it was saved under (an autosave goes on in the same save). */
  onResume: (session: Session, name: string) => void;
}) {
  const autosave = useSyncExternalStore(status.subscribe, status.get);
  const [saves, setSaves] = useState<Summary[]>([]);
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    const result = await bridge.listSaves({ kind: 'session' });
    if (result.ok) setSaves(result.value);
    else setError(result.error.message);
  }, [bridge]);

  useEffect(() => {
    let live = true;
    void bridge
      .listSaves({ kind: 'session' })
      .then((result) => live && result.ok && setSaves(result.value));
    return () => {
      live = false;
    };
  }, [bridge, autosave.state]);

  async function resume(name: string) {
    setError(null);
    const result = await bridge.loadSave({ kind: 'session', name });
    if (!result.ok) return setError(result.error.message);
    // The store read the file through parseSaveDocument, so an older save is already migrated.
    const loaded = sessionFromSave(result.value.data);
    if (!loaded.ok) return setError(`“${name}” cannot be resumed: ${loaded.message}`);
    onResume(loaded.session, result.value.name);
    await refresh();
  }

  return (
    <section className="panel sessions" aria-labelledby="sessions-title">
      <h2 id="sessions-title">Sessions</h2>
      <p
        className={`autosave ${autosave.state}`}
        role={autosave.state === 'failed' ? 'alert' : 'status'}
        data-testid="autosave"
        data-saved-actions={autosave.savedActions}
      >
        {autosave.message || 'Every action is autosaved.'}
      </p>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <ul className="save-list" aria-label="Saved sessions">
        {saves.map((s) => (
          <li key={s.name} className={s.problem ? 'problem' : undefined}>
            <div className="save-name">{s.name}</div>
            {s.problem ? (
              <p className="problem-text">{s.problem}</p>
            ) : (
              <div className="save-actions">
                <button
                  type="button"
                  onClick={() => void resume(s.name)}
                  aria-label={`Resume ${s.name}`}
                >
                  Resume
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
