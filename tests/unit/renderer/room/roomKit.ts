import { viewAfter, type ViewMessage } from '../../../../electron/room/roomProtocol.ts';
import { createBridge, type AppBridge } from '../../../../renderer/bridge/appBridge.ts';
import { httpTransport } from '../../../../renderer/bridge/httpTransport.ts';
import { startWebHost, type WebHost } from '../../../../electron/webHost.ts';
import type { joinTableRoom, RoomTicket } from '../../../../renderer/room/roomLink.ts';

/** What the table room's tests (issue 38) share: a Dealer's bridge and a TV's ear, in Node. */

/**
 * The Dealer's window's bridge to the host: the pages of the web mode reach the room at their own
 * origin (endpoint null), which a test has none of, so the host's address is filled in.
 */
export function bridgeTo(url: () => string): AppBridge {
  const bridge = createBridge({
    kind: 'http',
    call: (method, input) => httpTransport(url()).call(method, input),
  });
  const withEndpoint = <T extends { endpoint: string | null }>(value: T) => ({
    ...value,
    endpoint: url().replace(/^http/, 'ws'),
  });
  return {
    ...bridge,
    hostTable: async (input) => {
      const result = await bridge.hostTable(input);
      return result.ok ? { ok: true, value: withEndpoint(result.value) } : result;
    },
    playersPass: async (input) => {
      const result = await bridge.playersPass(input);
      return result.ok ? { ok: true, value: withEndpoint(result.value) } : result;
    },
  };
}

/** The public's ticket, as the projector page asks the host for it. */
export function publicTicket(bridge: AppBridge): () => Promise<RoomTicket> {
  return async () => {
    const result = await bridge.playersPass({});
    if (!result.ok) throw new Error(result.error.message);
    return result.value;
  };
}

/** Everything a public client hears, in order, and its view with the patches laid over. */
export function listen(link: ReturnType<typeof joinTableRoom>) {
  const heard: { type: string; message: unknown }[] = [];
  let view: Record<string, unknown> | null = null;
  let waiting: { until: (type: string, message: unknown) => boolean; wake: () => void }[] = [];
  const hear = (type: string) => (message: unknown) => {
    heard.push({ type, message });
    if (type === 'view') view = viewAfter(view, message as ViewMessage);
    waiting = waiting.filter((w) => !(w.until(type, message) && (w.wake(), true)));
  };
  for (const type of ['view', 'controls', 'paused', 'background', 'clocks', 'shownPicture'])
    link.on(type, hear(type));
  return {
    heard,
    view: () => view,
    /** Resolves at the next message `until` accepts. */
    next: (until: (type: string, message: unknown) => boolean) =>
      new Promise<void>((wake) => waiting.push({ until, wake })),
  };
}

export const aView =
  (test: (m: ViewMessage) => boolean = () => true) =>
  (type: string, m: unknown) =>
    type === 'view' && test(m as ViewMessage);

/** Resolves once `test` holds of the store's value (checked at once, then at each change). */
export function until<T>(
  store: { get(): T; subscribe(listener: () => void): () => void },
  test: (value: T) => boolean,
): Promise<T> {
  return new Promise<T>((resolve) => {
    const check = () => {
      if (!test(store.get())) return;
      stop();
      resolve(store.get());
    };
    const stop = store.subscribe(check);
    check();
  });
}

/** The web host as `npm start` runs it, with its table room, on a free port over `dataDir`. */
export function webHostWithTable(dataDir: string): Promise<WebHost> {
  return startWebHost({ port: 0, dataDir, staticDir: dataDir, version: '0', table: true });
}
