import type { z } from 'zod';
import type { Seat, Viewer } from './viewer.ts';

/**
 * One shape for a game (issue 37, item 1; DESIGN.md): the skirmish, Texas Shootout and Finger Guns
 * are each a GameDef, and everything that plays a game (the session's log, undo and redo by
 * decision, replay, the autosave document, and next the table room) is written once against it,
 * as boardgame.io's Game object serves every client and server alike.
 */

/** An action as data: an object named by its `type`. */
export interface TypedAction {
  readonly type: string;
}

/** A refusal: at least its sentence; a game may carry more (the skirmish's reason code). */
export interface Refused {
  readonly ok: false;
  readonly message: string;
}

/** What applying an action gave: the new state and what it did in words, or why it was refused. */
export type Verdict<S, E, R extends Refused = Refused> =
  { readonly ok: true; readonly state: S; readonly events: readonly E[] } | R;

/**
 * Everything about one action type of Texas Shootout or Finger Guns in one place, as the
 * skirmish's richer ActionRecord (actionRecord.ts) does for its 29: the schema, the moments that
 * allow it and who sends it, what may be sent now, how it applies, and its words.
 */
export interface GameActionRecord<S, A extends TypedAction, E, O = A> {
  readonly schema: z.ZodType<A>;
  readonly type: A['type'];
  /** The situations (the GameDef's `situation`) it may be sent in. */
  readonly allowedIn: readonly string[];
  /** Who sends it, in the game's own words ("the placer", "the table"). */
  readonly sender: string;
  /** Its refusal outside the moments that allow it, in the rules' words. */
  notNow(state: S): string;
  /**
   * What may be sent now: whole actions where they are few, or each parameter's choices (O) where
   * their product is too many to list (a Finger Guns round is every player's gesture at once).
   */
  offer(state: S): readonly O[];
  /** Applies it, judging its own parameters; called only in a moment that allows it. */
  apply(state: S, action: A): Verdict<S, E>;
  /** The action in a few words, for the log and the computer's "why". */
  words(state: S, action: A): string;
}

export interface GameDef<S, A extends TypedAction, E, R extends Refused = Refused> {
  /** The save kind its session document is kept under (saveKinds.ts). */
  readonly saveKind: 'session' | 'texas' | 'fingerguns';
  /** Every action as data: the log stores it, undo replays it, the bridge carries it. */
  readonly actionSchema: z.ZodType<A>;
  /** The one gate and dispatch: an action checked against the moment and the rules, then applied. */
  apply(state: S, action: A): Verdict<S, E, R>;
  /** What the game waits for now, as its records' `allowedIn` name it. */
  situation(state: S): string;
  /**
   * Undo's unit (Excalidraw's captureUpdate): whether `action`, which took `before` to `after`,
   * starts a decision of its own or carries on the one under way.
   */
  startsDecision(before: S, action: A, after: S): boolean;
  /**
   * Whether the first action of a log always starts a decision. False for a game whose leading
   * actions are no decision undo takes back (Finger Guns' hand fixes before any round).
   */
  readonly firstActionStartsDecision: boolean;
  /** A checkpoint is kept after such a step besides the regular ones (the skirmish: a door). */
  checkpointAfter?(before: S, after: S): boolean;
  /** The one secrecy function: what `viewer` may see of `state`. */
  viewFor(state: S, viewer: Viewer): unknown;
  /**
   * Why a seat may not send `action` (issue 39: a seat acts only for its own), before the gate
   * judges it; null when it may. A game without it takes no action from a seat.
   */
  seatRefusal?(state: S, seat: Seat, action: A): string | null;
  /** A refusal in words `viewer` may read (naming nothing hidden from it); as given without it. */
  refusalFor?(state: S, viewer: Viewer, message: string): string;
  /**
   * A dry run of `action` in words `viewer` may read (issue 39: a phone's attack verdict before it
   * is confirmed); null for an action with none. A game without it previews nothing.
   */
  preview?(state: S, viewer: Viewer, action: A): ActionPreview | null;
}

/** What an action would do, said before it is sent: whether it would be taken, and why. */
export interface ActionPreview {
  legal: boolean;
  text: string;
  /** What of it would be wasted (a chip that adds nothing), each in a sentence. */
  warnings: string[];
}

/**
 * What may be sent now, as the records offer it: each record the situation allows, its offers in
 * the records' order (the computer, a seat's prompt and the random-play property read them alike).
 */
export function offersIn<S, O>(
  records: Readonly<
    Record<string, { allowedIn: readonly string[]; offer(state: S): readonly O[] }>
  >,
  situation: string,
  state: S,
): O[] {
  return Object.values(records)
    .filter((record) => record.allowedIn.includes(situation))
    .flatMap((record) => record.offer(state));
}

/**
 * The gate of a game whose actions are all GameActionRecords (Texas Shootout, Finger Guns): the
 * action's record lets it through in the situations it names, with its own refusal in the others,
 * and then judges it.
 */
export function recordGate<S, A extends TypedAction, E>(
  records: Readonly<Record<A['type'], GameActionRecord<S, A, E, unknown>>>,
  situation: string,
  state: S,
  action: A,
): Verdict<S, E> {
  const record = records[action.type as A['type']];
  if (!record.allowedIn.includes(situation)) return { ok: false, message: record.notNow(state) };
  return record.apply(state, action);
}
