import { createStore, type Store } from '../../common/store.ts';
import { PLAYERS_CHANNEL, type PlayersMessage, type ProjectorFrame } from './playersMessages.ts';

/**
 * What the projector on this machine last said it shows (null: none open, or it closed). The
 * Dealer's window draws the outline of its frame from it, and lays the miniature out as it is.
 * Returns the store and the stop.
 */
export function listenToProjectorFrames(): {
  frame: Store<ProjectorFrame | null>;
  stop: () => void;
} {
  const frame = createStore<ProjectorFrame | null>(null);
  if (typeof BroadcastChannel !== 'function') return { frame, stop: () => {} };
  const channel = new BroadcastChannel(PLAYERS_CHANNEL);
  channel.onmessage = (event: MessageEvent<PlayersMessage>) => {
    if (event.data?.kind === 'frame') frame.set(event.data.frame);
  };
  return { frame, stop: () => channel.close() };
}
