import { PLAYERS_CHANNEL, type PlayersMessage } from '../players/playersMessages.ts';

/**
 * Where the players' view hears the table: on this machine (the /projector page, or Electron's
 * players' window), the Dealer's BroadcastChannel; on the LAN (served under /<token>/ by the
 * players' listener), the listener's event stream. Neither can write anything back but a hello.
 */
export function listenToTable(onMessage: (message: PlayersMessage) => void): () => void {
  if (servedOnLan(window.location.pathname)) {
    const source = new EventSource('feed');
    const relay = (kind: 'map' | 'view') => (event: MessageEvent<string>) => {
      const data = JSON.parse(event.data) as Record<string, unknown>;
      if (kind === 'map') onMessage({ kind: 'map', mapId: 0, map: data as never });
      else {
        const { mapId, ...view } = data;
        onMessage({ kind: 'view', mapId: Number(mapId), view: view as never });
      }
    };
    source.addEventListener('map', relay('map') as EventListener);
    source.addEventListener('view', relay('view') as EventListener);
    return () => source.close();
  }
  const channel = new BroadcastChannel(PLAYERS_CHANNEL);
  channel.onmessage = (event: MessageEvent<PlayersMessage>) => onMessage(event.data);
  channel.postMessage({ kind: 'hello' } satisfies PlayersMessage);
  return () => channel.close();
}

/** The players' listener serves the page under a token of 24 or more URL-safe characters. */
export function servedOnLan(pathname: string): boolean {
  return /^\/[\w-]{24,}\//.test(pathname);
}
