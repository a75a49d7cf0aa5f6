import type http from 'node:http';
import type { ListenerLimits } from '../listenerLimits.ts';
import { StoreError } from '../store/storeError.ts';
import { lanAddresses } from './lanAddress.ts';
import { startPlayersListener, type PlayersListener } from './playersListener.ts';

/** The LAN as the Dealer sees it: its link while on, the address it is on, and the choices. */
export interface LanState {
  url: string | null;
  address: string | null;
  addresses: string[];
}

/**
 * The LAN turned on and off while the host runs (issue 38, item 3: from the Players panel, in
 * both modes, with no restart), on an address chosen from this machine's interfaces. The players'
 * listener it starts serves the TV's page under the table's public pass, and hands the table room
 * its joins and sockets.
 */
export interface LanSwitch {
  state(): LanState;
  /** On (at `address`, or the first of the machine's), or off; the state it is then in. */
  set(on: boolean, address?: string): Promise<LanState>;
  /** The public's pass changed: a listener that runs starts again, its link with the new one. */
  retoken(): Promise<void>;
  close(): Promise<void>;
}

export interface LanSwitchOptions {
  staticDir: string;
  /** The server the table room's transport is attached to. */
  rooms: http.Server;
  /** The public's pass now: the token in the link. */
  token: () => string;
  /** The seats' passes now: each a phone's link (issue 39). */
  seatPasses?: () => Iterable<string>;
  /** The port to listen on; 0 takes a free one. */
  port: number;
  /** The addresses offered: this machine's LAN interfaces, and any the host was started with. */
  addresses?: () => string[];
  limits?: Readonly<ListenerLimits>;
}

export function createLanSwitch(options: LanSwitchOptions): LanSwitch {
  const addresses = options.addresses ?? (() => lanAddresses());
  let listener: PlayersListener | null = null;
  let address: string | null = null;
  /** One change at a time: a double click must not start two listeners. */
  let queue: Promise<unknown> = Promise.resolve();

  const state = (): LanState => ({ url: listener?.url ?? null, address, addresses: addresses() });

  const stop = async () => {
    const running = listener;
    listener = null;
    address = null;
    await running?.close();
  };

  const start = async (at: string) => {
    try {
      listener = await startPlayersListener({
        address: at,
        port: options.port,
        staticDir: options.staticDir,
        rooms: options.rooms,
        token: options.token(),
        ...(options.seatPasses ? { seatPasses: options.seatPasses } : {}),
        ...(options.limits ? { limits: options.limits } : {}),
      });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw new StoreError(
        'io',
        code === 'EADDRINUSE'
          ? `Port ${options.port} on ${at} is in use by another program: the LAN stays off.`
          : `The LAN could not be turned on at ${at}: ${(error as Error).message}`,
      );
    }
    address = at;
  };

  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  };

  return {
    state,
    set: (on, wanted) =>
      exclusive(async () => {
        if (!on) {
          await stop();
          return state();
        }
        const choices = addresses();
        const at = wanted ?? address ?? choices[0];
        if (at === undefined)
          throw new StoreError('unsupported', 'This machine is on no network: the LAN stays off.');
        if (!choices.includes(at))
          throw new StoreError(
            'invalid_data',
            `${at} is not one of this machine's addresses (${choices.join(', ')}).`,
          );
        if (listener && address === at) return state();
        await stop();
        await start(at);
        return state();
      }),
    retoken: () =>
      exclusive(async () => {
        const at = address;
        if (at === null) return;
        await stop();
        await start(at);
      }),
    close: () => exclusive(stop),
  };
}
