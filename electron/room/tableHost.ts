import { randomBytes } from 'node:crypto';
import { matchMaker } from '@colyseus/core';
import { SKIRMISH } from '../../engine/game/skirmishGame.ts';
import type { PublicView } from '../../engine/game/publicView.ts';
import { sessionFromSave, sessionToSave } from '../../engine/save/sessionSave.ts';
import { DEALER, PUBLIC, type Seat, type Viewer } from '../../engine/game/viewer.ts';
import { skirmishSeats, type TableSeat } from '../../engine/game/tableSeats.ts';
import { openTableRoom } from './roomServer.ts';
import type { SaveOutcome, TableRoom } from './tableRoom.ts';
import type { SaveStore } from '../store/saveStore.ts';
import type { AutosaveWriter } from '../../common/autosaveWriter.ts';
import type { MapBackground, Session } from '../../engine/skirmish.ts';
import type { ComputerPlayer } from '../../common/computerPlayer.ts';
import { ComputerSeats } from './computerSeats.ts';
import {
  FINGER_GUNS,
  fingerGunsSaveSchema,
  fingerGunsSeats,
  fingerGunsSessionOf,
  fingerGunsToSave,
  type FingerGunsSave,
  type FingerGunsSession,
} from '../../engine/fingerGuns.ts';
import { threadPlayer } from './threadPlayer.ts';
import {
  TEXAS_SHOOTOUT,
  texasSaveSchema,
  texasSeats,
  texasSessionOf,
  type TexasSave,
  type TexasSession,
} from '../../engine/texas.ts';

/**
 * The host's table (issue 38): the one room every screen of this machine and its LAN joins, with
 * a pass for the Dealer's window and one for the public (the TV, the projector, the miniature).
 * The Dealer's pass is new each start and given only over the 127.0.0.1 save API; the public's
 * is the link a TV keeps.
 */
export interface TableHost {
  readonly roomId: string;
  readonly dealerPass: string;
  /** The public's pass now: the TV's link holds it, until the Dealer renews it. */
  readonly publicPass: string;
  /** Another public pass in place of the one before, whose viewers are sent away. */
  renewPublicPass(pass: string): void;
  /**
   * Opens the Dealer's skirmish on the table, from its save's data (the start and the log), which
   * is checked and replayed here as a load is, and autosaved from then on through `autosave` (the
   * save's writes): written as it opens unless nothing was played on a table that claimed no save
   * yet. Answers the epoch its requests name and the save written (null: none), or why not, in
   * words (with the store's code when the write was refused).
   */
  openSkirmish(
    save: unknown,
    autosave?: TableAutosave | null,
  ): Promise<
    { ok: true; epoch: number; saved: string | null } | { ok: false; code: string; message: string }
  >;
  /**
   * Opens a game of Finger Guns on the table (issue 39, item 3), from its save's data, so each
   * person's phone shows its hand in private. The Dealer's window keeps its save: the room writes
   * nothing of it. Answers the epoch, or why not in words.
   */
  openFingerGuns(
    save: unknown,
  ): Promise<{ ok: true; epoch: number } | { ok: false; code: string; message: string }>;
  /**
   * Opens a game of Texas Shootout on the table (issue 39, item 3), from its save's data, so each
   * person's side places on its phone behind the barrier. The Dealer's window keeps its save.
   */
  openTexas(
    save: unknown,
  ): Promise<{ ok: true; epoch: number } | { ok: false; code: string; message: string }>;
  /** A save renamed in the library: the table's autosave follows it if it was the one it wrote. */
  renamed(from: string, to: string): void;
  /**
   * A pass for a seat (issue 39): a client that joins with it plays the seat's characters only.
   * Kept for this run of the host; none yet survives a restart.
   */
  seatPass(seat: Seat): string;
  /**
   * The seats of the game on the table (issue 39): one per player character, each with the pass
   * its phone's link holds (kept in the settings, so a link lasts across restarts).
   */
  seats(): { key: string; name: string; holds: readonly string[]; pass: string }[];
  /** The game the room holds as a save, if it holds `epoch` (null: another game now). */
  held(epoch: number): { epoch: number; save: Record<string, unknown> } | null;
  /** Lets the computer's seats go (their thinking thread): the host is closing. */
  close(): void;
}

/** Where the table autosaves its game: the write (common/autosaveWriter.ts), and the save's name. */
export interface TableAutosave {
  write: AutosaveWriter;
  /** The save written to: null until the first write claims one. */
  target: { get(): string | null; set(name: string | null): void };
}

/** Opens the table room on the host's room server (attachRoomServer, already accepting). */
export async function openTableHost(
  options: {
    publicPass?: string;
    /** Loads an `image` save's picture by name (null: none such), for the map's background. */
    images?: (name: string) => Promise<unknown>;
    /** The computer's seats' player: a worker thread's unless given (a test's, on its thread). */
    computer?: () => ComputerPlayer;
    /** A seat's pass by its key, as the settings keep it (none: a new one each run). */
    seatLink?: (key: string) => Promise<string>;
  } = {},
): Promise<TableHost> {
  const dealerPass = newPass();
  let publicPass = options.publicPass ?? newPass();
  const passes = new Map<string, Viewer>([
    [dealerPass, DEALER],
    [publicPass, PUBLIC],
  ]);
  const images = options.images;
  const roomId = await openTableRoom({
    game: null,
    passes,
    // The Dealer's map's background, loaded here each time the Dealer's window names it: an
    // image save may be written again under the same name (a new picture laid).
    ...(images
      ? {
          picture: async (placement: MapBackground) => {
            const image = await images(placement.image);
            return image === null ? null : { placement, image };
          },
          // A picture the Dealer shows the players (issue 40, item 5), loaded once shown.
          image: images,
        }
      : {}),
  });
  /** Where the game on the table now autosaves (null: nowhere). */
  let tableAutosave: TableAutosave | null = null;
  const room = matchMaker.getLocalRoomById(roomId) as TableRoom;
  // The computer opponents play here, as seats of the room (issue 38, item 1).
  const seats = new ComputerSeats(room, options.computer ?? threadPlayer);
  room.seatComputer(seats);
  const tableSeats = seatsOnTable(passes, room, options.seatLink);
  /** The Finger Guns game on the table's bots and entry, which its save keeps beside the log. */
  let fingerGunsHeld: Pick<FingerGunsSave, 'bots' | 'entry'> | null = null;
  /** The Texas game on the table's seed, options and seats, which its save keeps beside the log. */
  let texasHeld: Pick<TexasSave, 'seed' | 'options' | 'seats'> | null = null;
  return {
    roomId,
    dealerPass,
    get publicPass() {
      return publicPass;
    },
    renewPublicPass(pass) {
      const old = publicPass;
      passes.delete(old);
      passes.set(pass, PUBLIC);
      publicPass = pass;
      room.revoke(old);
    },
    async openSkirmish(save, autosave = null) {
      const loaded = sessionFromSave(save);
      if (!loaded.ok) return { ok: false, code: 'invalid_data', message: loaded.message };
      const session = loaded.session;
      let saved: string | null = null;
      if (autosave && (autosave.target.get() !== null || session.log.length > 0)) {
        const written = await autosave.write(session);
        if (!written.ok) return { ok: false, ...written.error };
        saved = written.value.name;
      }
      tableAutosave = autosave;
      await tableSeats.seat(skirmishSeats(session.current));
      const epoch = room.open({
        def: SKIRMISH,
        session,
        titleOf: (view) => (view as PublicView).map.name ?? null,
        ...(autosave ? { save: saveThrough(autosave.write) } : {}),
      });
      return { ok: true, epoch, saved };
    },
    async openFingerGuns(save) {
      const parsed = fingerGunsSaveSchema.safeParse(save);
      if (!parsed.success)
        return { ok: false, code: 'invalid_data', message: parsed.error.issues[0]!.message };
      const { bots, entry } = parsed.data;
      const session = fingerGunsSessionOf(parsed.data);
      tableAutosave = null;
      await tableSeats.seat(fingerGunsSeats(session.current, bots));
      fingerGunsHeld = { bots, entry };
      const epoch = room.open({ def: FINGER_GUNS, session });
      return { ok: true, epoch };
    },
    async openTexas(save) {
      const parsed = texasSaveSchema.safeParse(save);
      if (!parsed.success)
        return { ok: false, code: 'invalid_data', message: parsed.error.issues[0]!.message };
      const { seed, options, seats: sides } = parsed.data;
      const session = texasSessionOf(parsed.data);
      tableAutosave = null;
      await tableSeats.seat(texasSeats({ A: sides.A === 'person', B: sides.B === 'person' }));
      texasHeld = { seed, options, seats: sides };
      const epoch = room.open({ def: TEXAS_SHOOTOUT, session });
      return { ok: true, epoch };
    },
    renamed(from, to) {
      const target = tableAutosave?.target;
      if (target && target.get()?.toLowerCase() === from.toLowerCase()) target.set(to);
    },
    seats: () => tableSeats.list(),
    seatPass(seat) {
      const pass = newPass();
      passes.set(pass, seat);
      return pass;
    },
    held(epoch) {
      const current = room.current();
      if (current.epoch !== epoch || !current.game) return null;
      const { def, session } = current.game;
      const save =
        def === SKIRMISH
          ? sessionToSave(session as Session)
          : def === FINGER_GUNS && fingerGunsHeld
            ? fingerGunsToSave(
                session as FingerGunsSession,
                fingerGunsHeld.bots,
                fingerGunsHeld.entry,
              )
            : def === TEXAS_SHOOTOUT && texasHeld
              ? {
                  ...texasHeld,
                  log: (session as TexasSession).log,
                  undone: (session as TexasSession).undone,
                }
              : null;
      return save ? { epoch, save: save as unknown as Record<string, unknown> } : null;
    },
    close: () => seats.close(),
  };
}

/**
 * The seats of the game on the table (issue 39), each with its pass among the room's: the seats of
 * a game opened replace those of the one before, whose phones are sent away.
 */
function seatsOnTable(
  passes: Map<string, Viewer>,
  room: TableRoom,
  seatLink: ((key: string) => Promise<string>) | undefined,
) {
  /** Passes made this run for a host with no settings to keep them in, by key. */
  const made = new Map<string, string>();
  let seated: (TableSeat & { pass: string })[] = [];
  return {
    async seat(seats: readonly TableSeat[]): Promise<void> {
      const next = await Promise.all(
        seats.map(async (each) => {
          let pass = seatLink ? await seatLink(each.key) : made.get(each.key);
          if (!pass) made.set(each.key, (pass = newPass()));
          return { ...each, pass };
        }),
      );
      for (const { pass } of seated) {
        passes.delete(pass);
        if (!next.some((each) => each.pass === pass)) room.revoke(pass);
      }
      for (const { pass, seat } of next) passes.set(pass, seat);
      seated = next;
    },
    list: () =>
      seated.map(({ key, seat, pass }) => ({ key, name: seat.seat, holds: seat.holds, pass })),
  };
}

/** The room's save of a skirmish: the autosave's write, its answer as the room takes it. */
function saveThrough(write: AutosaveWriter): (session: Session) => Promise<SaveOutcome> {
  return async (session) => {
    const written = await write(session);
    return written.ok ? { ok: true, name: written.value.name } : { ok: false, ...written.error };
  };
}

/** An image save's picture by name, from the save library (null: none such, or unreadable). */
export function imagesIn(saves: Pick<SaveStore, 'load'>): (name: string) => Promise<unknown> {
  return async (name) => {
    try {
      return (await saves.load('image', name)).data;
    } catch {
      return null;
    }
  };
}

/** A pass: 24 URL-safe characters, too many to guess. */
export function newPass(): string {
  return randomBytes(18).toString('base64url');
}
