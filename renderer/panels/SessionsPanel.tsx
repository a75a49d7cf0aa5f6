import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { MethodOutput } from '../../electron/contract.ts';
import type { AppBridge } from '../bridge/appBridge.ts';
import type { AutosaveStatus } from '../state/autosave.ts';
import type { Store } from '../../common/store.ts';
import { seatSession, type SeatedSession, type TableSeat } from '../state/tableSeat.ts';
import { ContestedPrompt } from './ContestedPrompt.tsx';
import { PendingPrompt, type Pending } from './PendingPrompt.tsx';

type Summary = MethodOutput<'listSaves'>[number];

/** A session another window plays, which this one may view or take over. */
interface Contested {
  name: string;
  message: string;
  seated: SeatedSession;
}

/**
 * Saved sessions — every table's autosave — to resume exactly where the table left off: the
 * start state and the log are replayed, so the game is the same, shuffles included. They are
 * renamed and deleted as maps are, with the library's prompts. A session another window plays is
 * offered read-only or to take over, never opened to be overwritten from two windows.
 */
export function SessionsPanel({
  bridge,
  status,
  seat,
  onSeat,
}: {
  bridge: AppBridge;
  status: Store<AutosaveStatus>;
  seat: TableSeat;
  /** A saved session to put on the table, played or viewed. */
  onSeat: (seated: SeatedSession) => void;
}) {
  const autosave = useSyncExternalStore(status.subscribe, status.get);
  const seated = useSyncExternalStore(seat.status.subscribe, seat.status.get);
  const [saves, setSaves] = useState<Summary[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [contested, setContested] = useState<Contested | null>(null);
  const [busy, setBusy] = useState(false);

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
  }, [bridge, autosave.state, seated.name]);

  async function resume(name: string, takeOver = false) {
    setError(null);
    setNote(null);
    setBusy(true);
    try {
      const result = await seatSession(bridge, seat, name, { takeOver });
      if (!result.ok) return setError(result.error.message);
      setContested(null);
      if (result.seated.mode === 'viewing')
        return setContested({ name, message: result.seated.message ?? '', seated: result.seated });
      onSeat(result.seated);
      await refresh();
    } finally {
      setBusy(false);
    }
  }

  async function confirmPending() {
    if (!pending || pending.kind === 'overwrite' || pending.kind === 'load') return;
    setBusy(true);
    setError(null);
    setNote(null);
    try {
      if (pending.kind === 'delete') {
        const result = await bridge.deleteSave({
          kind: 'session',
          name: pending.name,
          owner: seat.owner,
        });
        if (!result.ok) return setError(result.error.message);
        setNote(`Deleted “${pending.name}” (it is kept in the trash folder).`);
      } else {
        const result = await bridge.renameSave({
          kind: 'session',
          from: pending.from,
          to: pending.to,
          owner: seat.owner,
        });
        if (!result.ok) return setError(result.error.message);
        seat.renamed(pending.from, result.value.name);
        setNote(`Renamed to “${result.value.name}”.`);
      }
      setPending(null);
      await refresh();
    } finally {
      setBusy(false);
    }
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
      {note && (
        <p role="status" className="status">
          {note}
        </p>
      )}
      {contested && (
        <ContestedPrompt
          message={contested.message}
          busy={busy}
          onView={() => {
            onSeat(contested.seated);
            setContested(null);
          }}
          onTakeOver={() => void resume(contested.name, true)}
          onCancel={() => setContested(null)}
        />
      )}
      {pending && (
        <PendingPrompt
          noun="session"
          pending={pending}
          busy={busy}
          onChange={setPending}
          onConfirm={() => void confirmPending()}
        />
      )}
      <ul className="save-list" aria-label="Saved sessions">
        {saves.map((s) => (
          <SessionItem
            key={s.name}
            save={s}
            onTable={seat.shows(s.name)}
            playing={seated.mode === 'playing'}
            busy={busy}
            onResume={() => void resume(s.name)}
            onPending={setPending}
          />
        ))}
      </ul>
    </section>
  );
}

/** One saved session: resumed, renamed or deleted, or its problem said. */
function SessionItem({
  save,
  onTable,
  playing,
  busy,
  onResume,
  onPending,
}: {
  save: Summary;
  onTable: boolean;
  playing: boolean;
  busy: boolean;
  onResume: () => void;
  onPending: (pending: Pending) => void;
}) {
  return (
    <li className={save.problem ? 'problem' : undefined}>
      <div className="save-name">{save.name}</div>
      {onTable && <div className="save-note">On the table</div>}
      {save.problem ? (
        <p className="problem-text">{save.problem}</p>
      ) : (
        <div className="save-actions">
          <button
            type="button"
            disabled={busy}
            onClick={onResume}
            aria-label={`Resume ${save.name}`}
          >
            Resume
          </button>
          <button
            type="button"
            disabled={busy}
            aria-label={`Rename ${save.name}`}
            onClick={() => onPending({ kind: 'rename', from: save.name, to: save.name })}
          >
            Rename
          </button>
          <DeleteButton
            name={save.name}
            busy={busy}
            onTable={onTable && playing}
            onClick={() => onPending({ kind: 'delete', name: save.name })}
          />
        </div>
      )}
    </li>
  );
}

/**
 * The game this window plays writes to its session at every action, which would bring a deleted
 * session straight back: that one cannot be deleted until another table is on.
 */
function DeleteButton({
  name,
  busy,
  onTable,
  onClick,
}: {
  name: string;
  busy: boolean;
  onTable: boolean;
  onClick: () => void;
}) {
  const reason = onTable
    ? 'This is the game on the table, which autosaves here: resume or load another first.'
    : undefined;
  return (
    <button
      type="button"
      disabled={busy}
      aria-label={`Delete ${name}`}
      aria-disabled={onTable ? true : undefined}
      aria-description={reason}
      title={reason}
      onClick={() => {
        if (!onTable) onClick();
      }}
    >
      Delete
    </button>
  );
}
