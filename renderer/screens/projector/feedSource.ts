import {
  PLAYERS_CHANNEL,
  type PlayersMessage,
  type ProjectorFrame,
} from '../../players/playersMessages.ts';

/** Where a players' view hears the table from: a function that calls back with each message. */
export type TableSource = (onMessage: (message: PlayersMessage) => void) => () => void;

/**
 * Where the players' view hears the table: on this machine (the /projector page, Electron's
 * players' window, or the Dealer's own miniature), the Dealer's BroadcastChannel; on the LAN
 * (served under /<token>/ by the players' listener), the listener's event stream. Neither can
 * write anything back but a hello, and on this machine, where its frame is (tellFrame).
 */
export const listenToTable: TableSource = (onMessage) => {
  if (servedOnLan(window.location.pathname)) {
    const source = new EventSource('feed');
    const relay = (kind: 'map' | 'view' | 'controls') => (event: MessageEvent<string>) => {
      const data = JSON.parse(event.data) as Record<string, unknown>;
      if (kind === 'map') onMessage({ kind: 'map', mapId: 0, map: data as never });
      else if (kind === 'controls') onMessage({ kind: 'controls', controls: data as never });
      else {
        const { mapId, ...view } = data;
        onMessage({ kind: 'view', mapId: Number(mapId), view: view as never });
      }
    };
    source.addEventListener('map', relay('map') as EventListener);
    source.addEventListener('view', relay('view') as EventListener);
    source.addEventListener('controls', relay('controls') as EventListener);
    return () => source.close();
  }
  const channel = new BroadcastChannel(PLAYERS_CHANNEL);
  channel.onmessage = (event: MessageEvent<PlayersMessage>) => onMessage(event.data);
  channel.postMessage({ kind: 'hello' } satisfies PlayersMessage);
  return () => channel.close();
};

let frameChannel: BroadcastChannel | null = null;

/**
 * The projector tells the Dealer's window the part of the board it shows and its sizes (for the
 * outline on the Dealer's board and the miniature); null as it closes. On the LAN the stream is
 * read-only: nothing is told.
 */
export function tellFrame(frame: ProjectorFrame | null): void {
  if (servedOnLan(window.location.pathname) || typeof BroadcastChannel !== 'function') return;
  frameChannel ??= new BroadcastChannel(PLAYERS_CHANNEL);
  frameChannel.postMessage({ kind: 'frame', frame } satisfies PlayersMessage);
}

/** The players' listener serves the page under a token of 24 or more URL-safe characters. */
export function servedOnLan(pathname: string): boolean {
  return /^\/[\w-]{24,}\//.test(pathname);
}
