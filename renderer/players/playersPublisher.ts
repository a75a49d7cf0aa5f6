import { PUBLIC } from '../../engine/core.ts';
import { viewFor, type GameMap, type GameState } from '../../engine/skirmish.ts';
import type { AppBridge } from '../bridge/appBridge.ts';
import type { Store } from '../state/store.ts';
import type { Session } from '../../engine/skirmish.ts';
import {
  PLAYERS_CHANNEL,
  type PlayersMessage,
  type PlayersView,
  type ProjectorControls,
} from './playersMessages.ts';

/** What the publisher needs of the table: the session as it changes. */
export interface PublishedTable {
  session: Store<Session>;
}

/**
 * The Dealer's window tells the players' views what they may see (issue 11): publicView of the
 * table's current state, and nothing else, over BroadcastChannel to the views on this machine, and
 * to the host for the LAN listener. The map goes only when publicView's map changes: a door makes
 * a new one, and with the fog on so does a square the posse sees for the first time (publicView
 * gives the same object until then, so the test is one comparison); the rest on every change. Posts to the host are coalesced: one in flight, and the latest view
 * goes next, so a burst of actions costs two posts, not one each. The Dealer's controls (blank,
 * rotation, push, lock, true scale) go the same two ways, whole, whenever they change.
 */
export function startPlayersPublisher(
  table: PublishedTable,
  bridge: Pick<AppBridge, 'publishPlayersView'> | null,
  channel: Pick<
    BroadcastChannel,
    'postMessage' | 'addEventListener' | 'close'
  > | null = typeof BroadcastChannel === 'function' ? new BroadcastChannel(PLAYERS_CHANNEL) : null,
  controls: Store<ProjectorControls> | null = null,
): () => void {
  let mapId = 0;
  let lastMapView: GameMap | null = null;
  let lastView: PlayersView | null = null;
  let lastState: GameState | null = null;
  let mapUnsent = false;
  let posting = false;
  let viewUnsent = false;
  let controlsUnsent = false;

  function update(): void {
    const state = table.session.get().current;
    if (state === lastState) return;
    lastState = state;
    const { map, ...view } = viewFor(state, PUBLIC);
    if (map !== lastMapView) {
      lastMapView = map;
      mapId += 1;
      mapUnsent = true;
      send({ kind: 'map', mapId, map });
    }
    lastView = view;
    viewUnsent = true;
    send({ kind: 'view', mapId, view });
    void post();
  }

  function send(message: PlayersMessage): void {
    channel?.postMessage(message);
  }

  async function post(): Promise<void> {
    if (!bridge || posting) return;
    posting = true;
    try {
      while (mapUnsent || viewUnsent || controlsUnsent) {
        const parts = {
          ...(mapUnsent && lastMapView
            ? { map: lastMapView as unknown as Record<string, unknown> }
            : {}),
          ...(viewUnsent && lastView
            ? { view: { mapId, ...lastView } as Record<string, unknown> }
            : {}),
          ...(controlsUnsent && controls
            ? { controls: controls.get() as unknown as Record<string, unknown> }
            : {}),
        };
        mapUnsent = false;
        viewUnsent = false;
        controlsUnsent = false;
        // A refusal (no host, a closed LAN) is not the table's business: the local views still
        // have the BroadcastChannel.
        await bridge.publishPlayersView(parts);
      }
    } finally {
      posting = false;
    }
  }

  const onHello = (event: MessageEvent<PlayersMessage>) => {
    if (event.data?.kind !== 'hello' || !lastMapView || !lastView) return;
    send({ kind: 'map', mapId, map: lastMapView });
    send({ kind: 'view', mapId, view: lastView });
    if (controls) send({ kind: 'controls', controls: controls.get() });
  };
  const onControls = () => {
    if (!controls) return;
    send({ kind: 'controls', controls: controls.get() });
    controlsUnsent = true;
    void post();
  };
  channel?.addEventListener('message', onHello as EventListener);
  const unsubscribe = table.session.subscribe(update);
  const unsubscribeControls = controls?.subscribe(onControls);
  update();
  onControls();
  return () => {
    unsubscribe();
    unsubscribeControls?.();
    channel?.close();
  };
}
