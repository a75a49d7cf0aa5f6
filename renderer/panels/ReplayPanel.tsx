import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { AppBridge } from '../bridge/appBridge.ts';
import { autosaveWriter } from '../../common/autosaveWriter.ts';
import { forkAt, forkName, replayPlace, sessionAt } from '../state/replayView.ts';
import type { SeatedSession, TableSeat } from '../state/tableSeat.ts';
import { TableStore } from '../state/tableStore.ts';

const REPLAY_READ_ONLY =
  'This is the replay: it only shows the game as it was. Choose “Play from here” to go on from ' +
  'this point in a new session, or “Back to the game”.';

/**
 * The replay: a slider over the log that shows the encounter as it stood after any action,
 * without changing it (the board shows a read-only table of its own while the slider is back).
 * From any point, "play from here" forks a new session: saved at once under a new name, its log
 * cut there, while the session it came from stays as it was.
 */
export function ReplayPanel({
  table,
  bridge,
  seat,
  onPreview,
  onSeat,
}: {
  /** The game on the table, which the replay never changes. */
  table: TableStore;
  bridge: AppBridge;
  /** This window, whose current save names the fork ("… – from action 12"). */
  seat: TableSeat;
  /** The table the board should show instead of the game, or null to show the game again. */
  onPreview: (preview: TableStore | null) => void;
  onSeat: (seated: SeatedSession) => void;
}) {
  const live = useSyncExternalStore(table.session.subscribe, table.session.get);
  const total = live.log.length;
  /**
   * The action the slider stands after, for the table it was moved on; at the end (null), it
   * follows the game as it goes on. A new game on the table starts the replay at its end again.
   */
  const [scrub, setScrub] = useState<{ table: TableStore; at: number } | null>(null);
  const at = scrub?.table === table ? scrub.at : null;
  const setAt = (next: number | null) => setScrub(next === null ? null : { table, at: next });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const point = at === null ? total : Math.min(at, total);
  const back = point < total;
  const preview = useMemo(() => {
    if (!back) return null;
    const view = new TableStore(sessionAt(table.session.get(), point));
    view.readOnly.set(REPLAY_READ_ONLY);
    return view;
    // One table for the whole scrub: the slider moves it, below, rather than make a new board.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [table, back]);
  useEffect(() => {
    if (preview) preview.session.set(sessionAt(live, point));
  }, [preview, live, point]);
  useEffect(() => {
    onPreview(preview);
  }, [preview, onPreview]);

  const shown = preview ? sessionAt(live, point) : live;

  async function playFromHere() {
    setBusy(true);
    setError(null);
    try {
      const forked = forkAt(live, point);
      const write = autosaveWriter(bridge, forkName(seat.target.get(), point), {
        owner: seat.owner,
      });
      const saved = await write(forked);
      if (!saved.ok) return setError(`The new session could not be saved: ${saved.error.message}`);
      setAt(null);
      onSeat({ session: forked, name: saved.value.name, mode: 'playing' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="panel replay" aria-labelledby="replay-title">
      <h2 id="replay-title">Replay</h2>
      <label htmlFor="replay-slider" className="visually-hidden">
        Replay
      </label>
      <input
        id="replay-slider"
        type="range"
        min={0}
        max={total}
        step={1}
        value={point}
        disabled={total === 0}
        aria-valuetext={replayPlace(shown, total)}
        onChange={(e) => {
          const next = Number(e.target.value);
          setAt(next >= total ? null : next);
        }}
      />
      <p className="status-line" data-testid="replay-place" aria-live="polite">
        {total === 0 ? 'Nothing played yet.' : replayPlace(shown, total)}
        {back ? ' — replay, the game is unchanged' : ''}
      </p>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <div className="row">
        <button
          type="button"
          disabled={busy || total === 0}
          onClick={() => void playFromHere()}
          title="A new session from this point; this one stays as it is"
        >
          Play from here
        </button>
        {back && (
          <button type="button" onClick={() => setAt(null)}>
            Back to the game
          </button>
        )}
      </div>
    </section>
  );
}
