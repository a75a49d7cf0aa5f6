import { z } from 'zod';
import {
  COMPUTER_PACES,
  DEFAULT_STEP_MS,
  MAX_STEP_MS,
  PROJECTOR_SCALE_LIMITS,
  projectorScaleSchema,
} from '../../engine/save/settingsDocument.ts';
import type { Pace } from '../../common/computerTurns.ts';
import type { ComputerShownState } from '../../common/computerShown.ts';
import type { ActionPreview } from '../../engine/game/gameDef.ts';
import { applyViewPatch, type ViewPatch } from './viewPatch.ts';

/**
 * What the table room and its clients say to each other (issue 38), shared by the host and the
 * pages as the save API's contract is: plain data, checked with zod on the side that receives it.
 */

/**
 * The room's id on every host: a TV's link names only its pass, so the same link finds the table
 * again after the host restarts.
 */
export const TABLE_ROOM_ID = 'table';

/**
 * What the room answers a request: applied (the decisions and the log's length after it, for the
 * Dealer's window to check it holds the same game), or refused in words. `resync` says the window
 * and the room no longer hold the same game, so the window opens its game again whole.
 */
export type RoomAnswer = (
  | ({ ok: true; decisions: number; actions: number; epoch: number } & RoomWrite)
  | { ok: false; message: string; resync?: true }
) & {
  /** The epoch the request named, if it named one: an answer for a game since replaced. */
  asked?: number;
};

/**
 * What became of the write of a request the room played, on a table it autosaves (none on one it
 * does not): the save it went into, or why the store refused it (its CallError code and words;
 * 'lease_lost' when another window took the session over). The answer waits for the write, so an
 * acknowledged decision is on disk (issue 38, item 3).
 */
export type RoomWrite =
  | { saved?: undefined; unsaved?: undefined }
  | { saved: string; unsaved?: undefined }
  | { saved?: undefined; unsaved: { code: string; message: string } };

/**
 * The map's background image, to the public (issue 38: one path for the players' views, the LAN's
 * TV included): where it lies on the map and the image, or null for none. An image is megabytes
 * the map only names (an `image` save), so it is not in the view: the host loads it and sends it
 * once per client, and again only when it changes. The fog's black covers it as it covers the
 * ground.
 */
export interface BackgroundMessage {
  background: { placement: unknown; image: unknown } | null;
}

/**
 * A picture the Dealer shows the players over the board (issue 40, item 5), to the public, sent
 * as the background is: its image save's name, and the image (null: it could not be loaded).
 */
export interface ShownPictureMessage {
  name: string;
  image: unknown;
}

/**
 * A viewer's view as it travels (item 2, "the views travel lean"): whole when the client joins,
 * comes back, or a new game opens (`whole`), and after that as a patch of what changed since the
 * last (viewPatch.ts): a move sends the mover's square, and the map (megabytes on a big town) goes
 * once, and again only as the parts of it that changed.
 */
export type ViewMessage =
  | {
      epoch: number;
      whole: true;
      view: Record<string, unknown>;
      /** Which game the view is of (its save kind): a page draws the skirmish, or Finger Guns. */
      kind?: 'session' | 'texas' | 'fingerguns';
    }
  | { epoch: number; whole: false; patch: ViewPatch };

/** The view a page holds after a message: the whole one, or what it held with the patch laid on. */
export function viewAfter(
  held: Readonly<Record<string, unknown>> | null,
  message: ViewMessage,
): Record<string, unknown> {
  if (message.whole) return message.view;
  return applyViewPatch(held ?? {}, message.patch) as Record<string, unknown>;
}

/** Whether a message changes the field `key` of the view (the map, say). */
export function touches(message: ViewMessage, key: string): boolean {
  if (message.whole) return Object.hasOwn(message.view, key);
  const { patch } = message;
  return (
    's' in patch || ('o' in patch && (Object.hasOwn(patch.o, key) || (patch.d ?? []).includes(key)))
  );
}

/**
 * What the public hears while the Dealer has blanked the table (item 4): that it is paused, and
 * the map's name for the pause screen. No view comes until the Dealer shows the board again.
 */
export interface PausedMessage {
  title: string | null;
}

export const squareRectSchema = z
  .object({
    x: z.number().finite(),
    y: z.number().finite(),
    width: z.number().finite().nonnegative(),
    height: z.number().finite().nonnegative(),
  })
  .strict();

/**
 * How the Dealer runs the players' view (issue 11, item 7): blanked, turned, the part of the board
 * pushed and its lock, the true scale, and the ruler's box. The Dealer sends them whole; the room
 * keeps the last, so a TV that joins late has them.
 */
export const viewerControlsSchema = z
  .object({
    blanked: z.boolean(),
    rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]),
    pushed: squareRectSchema.nullable(),
    locked: z.boolean(),
    scale: projectorScaleSchema.nullable(),
    ruler: z.number().finite().positive().max(100_000).nullable(),
    /**
     * How long each of an attack's steps stays alone on the players' view (issue 40, item 2), in
     * milliseconds: with auto-advance on, an attack resolves at once, and the TV lets its lines in
     * one at a time so the table reads each. 0: all at once.
     */
    stepMs: z.number().int().min(0).max(MAX_STEP_MS),
    /**
     * The screen's calibrated diagonal, whether true scale is on or not (issue 40, item 1): the
     * players' labels are then sized in millimetres, else as a share of the screen's height.
     */
    diagonalInches: z
      .number()
      .min(PROJECTOR_SCALE_LIMITS.diagonalInches.min)
      .max(PROJECTOR_SCALE_LIMITS.diagonalInches.max)
      .nullable(),
    /**
     * Standee mode (issue 40, item 3): miniatures stand on the TV, so each token is a base ring
     * under its mini, and its label faces the table edge nearest it.
     */
    standees: z.boolean(),
  })
  .strict();

export type ViewerControls = z.output<typeof viewerControlsSchema>;

const sizeSchema = z
  .object({ width: z.number().finite().nonnegative(), height: z.number().finite().nonnegative() })
  .strict();

/**
 * What a players' screen on this machine shows (the projector's frame): the board's box in
 * squares, whether it is the whole map, its viewport and its screen. It reports it to the room,
 * which tells the Dealer's windows (the outline on the board, the miniature's shape), and tells
 * them it is gone when the screen leaves: one path, with the views (issue 38).
 */
export const projectorFrameSchema = z
  .object({
    shows: squareRectSchema,
    whole: z.boolean(),
    viewport: sizeSchema,
    screen: sizeSchema.extend({ ratio: z.number().finite().positive().max(16) }).strict(),
  })
  .strict();

export type ReportedFrame = z.output<typeof projectorFrameSchema>;

/** The frame of the players' screen on this machine, to the Dealer's windows (null: none open). */
export interface FrameMessage {
  frame: ReportedFrame | null;
}

export const DEFAULT_VIEWER_CONTROLS: Readonly<ViewerControls> = Object.freeze({
  blanked: false,
  rotation: 0,
  pushed: null,
  locked: false,
  scale: null,
  ruler: null,
  stepMs: DEFAULT_STEP_MS,
  diagonalInches: null,
  standees: false,
});

/** The most actions one request may carry (a placement and the end of the turn it closes, say). */
export const MAX_ACTIONS_PER_REQUEST = 64;

/**
 * The Dealer's word to the computer's seats, which play on the host (issue 38, item 1): its pace,
 * Pause and Resume, and Next move (a move held for the table's word).
 */
export const computerCommandSchema = z.union([
  z.object({ command: z.literal('pace'), pace: z.enum(COMPUTER_PACES) }).strict(),
  z.object({ command: z.enum(['pause', 'resume', 'step']) }).strict(),
]);

export type ComputerCommand = z.output<typeof computerCommandSchema>;

/**
 * What the Dealer's windows are told of the computer's seats as it changes: the turn panel shows
 * it (who it thinks for, a move held, paused, each move's why line, a draw it called).
 */
export type ComputerStatus = ComputerShownState & { pace: Pace };

/**
 * What a computer's seat played on the host, to the Dealer's window that holds the game itself
 * (tableMirror.ts), which plays it too: `at` is the log's length it was played on.
 */
export interface PlayedMessage {
  epoch: number;
  at: number;
  actions: readonly unknown[];
}

/**
 * What became of the write of what a computer's seat played (as an answer says it of a
 * request): `actions` is the log's length the write holds.
 */
export type WrittenMessage = { epoch: number; actions: number } & RoomWrite;

/**
 * What a seat's phone is told of its place (issue 39, item 1): it waits for the Dealer to seat
 * it, it is seated (its views follow), or the Dealer freed the seat or handed it to another phone.
 */
export interface SeatMessage {
  state: 'waiting' | 'seated' | 'freed';
  seat: string;
}

/** The phones at the seats, as the Dealer's windows are told of them (the Players panel). */
export interface SeatsMessage {
  phones: {
    /** The phone's client in the room: what the Dealer's word names. */
    client: string;
    seat: string;
    /** The name the phone gave (its player's), or null. */
    name: string | null;
    /** Waiting for the Dealer, seated, or seated and away (asleep, off the Wi-Fi). */
    state: 'waiting' | 'seated' | 'away';
  }[];
}

/** The Dealer's word on a phone at a seat: seat it (the seat's phone before it leaves), or free it. */
export const seatCommandSchema = z
  .object({ command: z.enum(['accept', 'free']), client: z.string().max(64) })
  .strict();

/**
 * The clocks the Dealer's window runs (Texas Shootout's 30 seconds of placement, TS2), by what
 * they time (a side): the whole seconds left and whether it stands still. The window sends them
 * as they change, a second at a time; the room keeps the last, so a TV or phone that joins late
 * shows them, and sends them to every screen but the Dealer's. Empty: no clock runs.
 */
export const clocksMessageSchema = z
  .object({
    clocks: z
      .record(
        z.string().regex(/^[\w-]{1,32}$/),
        z.object({ seconds: z.number().int().min(0).max(3600), paused: z.boolean() }).strict(),
      )
      .refine((clocks) => Object.keys(clocks).length <= 16, 'at most 16 clocks'),
  })
  .strict();

export type ClocksMessage = z.output<typeof clocksMessageSchema>;

/** A page asks what an action would do before it sends it: `ask` comes back with the answer. */
export const previewAskSchema = z
  .object({ ask: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER), action: z.unknown() })
  .strict();

/** The answer to a preview asked: the dry run, or why there is none, in words. */
export type PreviewMessage =
  { ask: number; preview: ActionPreview } | { ask: number | null; preview: null; message: string };
