import { useEffect, useState } from 'react';
import type { MethodOutput } from '../../electron/contract.ts';
import type { AppBridge } from '../bridge/appBridge.ts';
import type { SeatsChannel } from '../room/seatsChannel.ts';

export type TableSeat = MethodOutput<'tableSeats'>['seats'][number];
export type SeatedPhone = ReturnType<SeatsChannel['phones']['get']>[number];

/** How often the seats' links are asked of the host: the LAN may be turned on elsewhere. */
const SEATS_POLL_MS = 5000;

/**
 * The seats of the game on the table (issue 39), asked of the host now, every few seconds, and as
 * a phone comes or goes (a phone joins a seat the list may not show yet); null: none to ask for.
 */
export function useTableSeats(
  bridge: AppBridge,
  phones: readonly SeatedPhone[],
): TableSeat[] | null {
  const [seats, setSeats] = useState<TableSeat[] | null>(null);
  useEffect(() => {
    let stopped = false;
    const ask = () =>
      void bridge.tableSeats({}).then((result) => {
        if (!stopped) setSeats(result.ok ? result.value.seats : null);
      });
    ask();
    const timer = setInterval(ask, SEATS_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [bridge, phones]);
  return seats;
}
