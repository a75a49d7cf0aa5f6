import type { MapImage } from '../../engine/core.ts';
import type { GameMap, MapBackground } from '../../engine/skirmish.ts';
import type { AppBridge } from '../bridge/appBridge.ts';
import type { Store } from '../state/store.ts';
import { PLAYERS_CHANNEL, type PlayersBackground, type PlayersMessage } from './playersMessages.ts';

type Channel = Pick<BroadcastChannel, 'postMessage' | 'addEventListener' | 'close'>;

/**
 * The map's background image for the players' views on this machine (issue 11 with issue 12,
 * item 6): the Dealer's board draws it under the grid, and so do they, under their fog. It is not
 * in publicView (which the LAN stream carries): a background is an `image` save, megabytes the
 * map only names, and the players' page has no bridge to load it by. So the Dealer's window loads
 * the image of the map on the table (the map the Dealer's board draws it for, `currentMap`) and
 * sends it over the same channel as the view, once per change and again to a view that says hello.
 *
 * The image is ground, like the terrain publicMap sends whole: the players' board draws it under
 * the fog's black, which covers it on every square the posse has not seen.
 */
export function startBackgroundPublisher(
  currentMap: Store<GameMap>,
  bridge: Pick<AppBridge, 'loadSave'>,
  channel: Channel | null = typeof BroadcastChannel === 'function'
    ? new BroadcastChannel(PLAYERS_CHANNEL)
    : null,
): () => void {
  // Null until the first map is read: a Dealer's window reloaded tells the views "none" too.
  let wanted: MapBackground | undefined | null = null;
  let sent: PlayersBackground | null = null;
  let stopped = false;
  const images = new Map<string, Promise<MapImage | null>>();

  const imageOf = (name: string) => {
    let loading = images.get(name);
    if (!loading) {
      loading = bridge
        .loadSave({ kind: 'image', name })
        .then((result) => (result.ok ? (result.value.data as MapImage) : null));
      images.set(name, loading);
    }
    return loading;
  };

  const send = () =>
    channel?.postMessage({ kind: 'background', background: sent } satisfies PlayersMessage);

  const update = async () => {
    const next = currentMap.get().background;
    if (next === wanted) return;
    wanted = next;
    if (!next) {
      sent = null;
      return send();
    }
    const image = await imageOf(next.image);
    // A later map (or none) came while the image loaded: that one is sent, not this.
    if (stopped || wanted !== next) return;
    // A missing image is the Dealer's window's to explain (useBoardBackground); here, none.
    if (!image) images.delete(next.image);
    sent = image ? { placement: next, image } : null;
    send();
  };

  const onHello = (event: MessageEvent<PlayersMessage>) => {
    if (event.data?.kind === 'hello' && wanted !== null) send();
  };
  channel?.addEventListener('message', onHello as EventListener);
  const unsubscribe = currentMap.subscribe(() => void update());
  void update();
  return () => {
    stopped = true;
    unsubscribe();
    channel?.close();
  };
}
