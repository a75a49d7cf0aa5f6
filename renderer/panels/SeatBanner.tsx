import { useState, useSyncExternalStore } from 'react';
import type { AppBridge } from '../bridge/appBridge.ts';
import { seatSession, type SeatedSession, type TableSeat } from '../state/tableSeat.ts';

/**
 * Says when this window does not play the game it shows: another window plays it (this one views
 * it read-only), or another window took it over (nothing done here is saved since). Either way it
 * offers to take the session over, which loads what the other window last saved.
 */
export function SeatBanner({
  bridge,
  seat,
  onSeat,
}: {
  bridge: AppBridge;
  seat: TableSeat;
  onSeat: (seated: SeatedSession) => void;
}) {
  const status = useSyncExternalStore(seat.status.subscribe, seat.status.get);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (status.mode === 'playing' || status.name === null) return null;
  const name = status.name;

  async function takeOver() {
    setBusy(true);
    setError(null);
    try {
      const result = await seatSession(bridge, seat, name, { takeOver: true });
      if (result.ok) onSeat(result.seated);
      else setError(result.error.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      className={`panel seat ${status.mode}`}
      role={status.mode === 'lost' ? 'alert' : 'status'}
      aria-label="This window"
      data-testid="seat"
      data-mode={status.mode}
    >
      <p>
        <strong>{status.mode === 'lost' ? 'Taken over: ' : 'Read-only: '}</strong>
        {status.message}
      </p>
      {error && <p className="error">{error}</p>}
      <button type="button" disabled={busy} onClick={() => void takeOver()}>
        {status.mode === 'lost' ? 'Take it back' : 'Take over'}
      </button>
    </section>
  );
}
