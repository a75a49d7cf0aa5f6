import { useEffect, useMemo, useSyncExternalStore } from 'react';
import {
  computerPlacement,
  nextToPlace,
  otherTexasSide,
  TEXAS_SIDES,
  texasSeatSide,
  type TexasGameState,
  type TexasSide,
} from '../../../engine/texas.ts';
import type { ClocksMessage } from '../../../electron/room/roomProtocol.ts';
import { createStore } from '../../../common/store.ts';
import type { AppBridge } from '../../bridge/appBridge.ts';
import { createSeatsChannel } from '../../room/seatsChannel.ts';
import { mirrorTable, type MirroredTable } from '../../room/tableMirror.ts';
import { PLACERS, type Held } from './heldTexasGame.ts';

/**
 * The game held in the table room too (issue 39): each person's side places on its phone there,
 * behind the barrier, and what a phone plays this window plays as well, and saves. Answers the
 * phones at the seats, the sides they hold, and the clocks the mirror sends on to the TV and the
 * phones. The computer's side places once its turn comes (computerToPlace), whoever played last.
 */
export function useTexasTable(bridge: AppBridge, kept: Held | null, state: TexasGameState | null) {
  const seats = useMemo(() => createSeatsChannel(), []);
  const shownClocks = useMemo(() => createStore<ClocksMessage>({ clocks: {} }), []);
  const phones = useSyncExternalStore(seats.phones.subscribe, seats.phones.get);
  const onPhones = useMemo(
    () =>
      TEXAS_SIDES.filter((side) =>
        phones.some((p) => p.state !== 'waiting' && texasSeatSide(p.seat) === side),
      ),
    [phones],
  );
  const table = kept?.table;
  const mirrored = kept?.mirrored;
  useEffect(() => {
    if (!table || !mirrored) return;
    const mirror = mirrorTable(table as unknown as MirroredTable, bridge, {
      game: mirrored,
      seats,
      clocks: shownClocks,
    });
    return mirror.stop;
  }, [bridge, table, mirrored, seats, shownClocks]);

  useEffect(() => {
    if (!kept || !state) return;
    const side = computerToPlace(state, kept.seats, onPhones);
    if (side === null) return;
    const seat = kept.seats[side] as keyof typeof PLACERS;
    kept.table.playAll(computerPlacement(state, side, PLACERS[seat]));
  }, [kept, state, onPhones]);

  return { seats, shownClocks, onPhones };
}

/**
 * The computer's side that places now, or null: the computer places in the hot seat's order (A,
 * the youngest, first), but does not wait on a side whose player places on a phone. It sees only
 * its own side (texasViewFor), so when it places tells it nothing.
 */
export function computerToPlace(
  state: TexasGameState,
  seats: Held['seats'],
  onPhones: readonly TexasSide[],
): TexasSide | null {
  const first = nextToPlace(state);
  if (first === null) return null;
  if (seats[first] !== 'person') return first;
  const other = otherTexasSide(first);
  const waits = onPhones.includes(first) && !state.ended[other] && seats[other] !== 'person';
  return waits ? other : null;
}
