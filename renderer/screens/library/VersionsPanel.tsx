import { useEffect, useState } from 'react';
import type { MethodOutput } from '../../../electron/contract.ts';
import type { SaveKind } from '../../../engine/core.ts';
import type { AppBridge } from '../../bridge/appBridge.ts';
import { versionTimes } from './versionTimes.ts';

type Version = MethodOutput<'listVersions'>[number];

/**
 * A save's earlier versions (issue 16, item 4): each overwrite kept the one it replaced, the last
 * 3 and one a day for a week, a session's autosaves too. "Restore" puts one back; the version it
 * replaces is kept in turn, so a restore can be taken back the same way. Shown for a save that
 * cannot be read as well, as the way back to it. Read again whenever the save was written
 * (`savedAt`). A session is restored as this window (`owner`): the store refuses it, in words,
 * while another window plays it.
 */
export function VersionsPanel({
  bridge,
  kind,
  name,
  savedAt,
  owner,
  onRestored,
}: {
  bridge: AppBridge;
  kind: SaveKind;
  name: string;
  savedAt: string;
  owner?: string;
  onRestored: (saved: MethodOutput<'restoreVersion'>, from: string) => void;
}) {
  const [versions, setVersions] = useState<Version[]>([]);
  const [refused, setRefused] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void bridge.listVersions({ kind, name }).then((result) => {
      if (live) setVersions(result.ok ? result.value : []);
    });
    return () => {
      live = false;
    };
  }, [bridge, kind, name, savedAt]);
  if (versions.length === 0) return null;
  const times = versionTimes(versions.map((v) => v.savedAt));

  const restore = async (v: Version, when: string) => {
    const result = await bridge.restoreVersion({
      kind,
      name,
      version: v.version,
      ...(kind === 'session' && owner ? { owner } : {}),
    });
    if (!result.ok) return setRefused(result.error.message);
    setRefused(null);
    onRestored(result.value, when);
  };

  return (
    <details className="library-versions">
      <summary>
        Restore an earlier version <span className="count">({versions.length} kept)</span>
      </summary>
      {refused && (
        <p role="alert" className="error">
          {refused}
        </p>
      )}
      <ul aria-label="Earlier versions">
        {versions.map((v, i) => {
          const when = times[i]!;
          return (
            <li key={v.version}>
              <span>As it was until {when}</span>
              <button
                type="button"
                className="quiet"
                aria-label={`Restore the version of ${when}`}
                onClick={() => void restore(v, when)}
              >
                Restore
              </button>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
