import {
  play,
  redoUntil,
  undoUntil,
  type GameDef,
  type GameSession,
  type Refused,
  type TypedAction,
} from '../../engine/core.ts';
import { createStore, type Store } from '../../common/store.ts';

/**
 * What changed the session last, for whoever follows the game elsewhere (the table room, through
 * room/tableMirror.ts): actions played here, or played at the table room (a computer's seat, which
 * the room already holds), decisions undone or redone, or another session put in its place.
 * `before` and `after` are the sessions it went between.
 */
export type TableChange<A, T> = { before: T; after: T } & Change<A>;

type Change<A> =
  | { kind: 'play' | 'room'; actions: readonly A[] }
  | { kind: 'undo' | 'redo'; decisions: number }
  | { kind: 'replace' | 'adopt' };

/**
 * One table store for every game (issue 37, item 5): the skirmish's TableStore, the Texas
 * Shootout screen and the Finger Guns screen each hold their game here, as the one session of
 * every game (engine/game/gameSession.ts) behind the game's own gate. Screens and the board read
 * the session from its store and send actions; the store applies nothing itself but through the
 * game's definition, so the rules stay the engine's. Next, the same store is fed by the table
 * room's view of the game instead of a session of its own (issue 38), for all three games at once.
 */
export class GameTable<
  S,
  A extends TypedAction,
  E,
  R extends Refused = Refused,
  T extends GameSession<S, A, E> = GameSession<S, A, E>,
> {
  readonly session: Store<T>;
  /**
   * Why this window may only look at the game (another window plays it, or took it over), or
   * null while it plays: every action, undo and redo is then refused with these words.
   */
  readonly readOnly = createStore<string | null>(null);
  /** The change that made the session what it is, set before its store tells anyone. */
  lastChange: TableChange<A, T> | null = null;

  constructor(
    readonly def: GameDef<S, A, E, R>,
    session: T,
  ) {
    this.session = createStore(session);
  }

  get state(): S {
    return this.session.get().current;
  }

  /** Plays an action through the game's gate: what it did, or the refusal in the rules' words. */
  play(action: A): { ok: true; events: readonly E[] } | R | Refused {
    const viewOnly = this.readOnly.get();
    if (viewOnly !== null) return { ok: false, message: viewOnly };
    const played = play(this.def, this.session.get(), action);
    if (!played.ok) return played;
    this.change({ kind: 'play', actions: [action] }, played.session);
    return { ok: true, events: played.events };
  }

  /**
   * Plays actions one after another as one change: all of them, or, at the first the gate
   * refuses, none (a person's placement and the end of the turn it closes, say).
   */
  playAll(actions: readonly A[]): { ok: true } | R | Refused {
    return this.playing('play', actions);
  }

  /**
   * Plays what the table room played (a computer's seat on the host, issue 38), through this
   * table's gate as well: the same actions on the same game make the same session here.
   */
  heard(actions: readonly A[]): { ok: true } | R | Refused {
    return this.playing('room', actions);
  }

  private playing(kind: 'play' | 'room', actions: readonly A[]): { ok: true } | R | Refused {
    const viewOnly = this.readOnly.get();
    if (viewOnly !== null) return { ok: false, message: viewOnly };
    let session = this.session.get();
    for (const action of actions) {
      const played = play(this.def, session, action);
      if (!played.ok) return played;
      session = played.session;
    }
    this.change({ kind, actions }, session);
    return { ok: true };
  }

  /**
   * Steps back one decision, then on back over every state `stepOver` says nobody decided (one
   * the computer answers at once: undo would seem to do nothing). Whether anything was undone.
   */
  undo(stepOver: (session: T) => boolean = () => false): boolean {
    return this.step('undo', (s) => undoUntil(this.def, s, stepOver));
  }

  /** Puts back the decision undo took last, and the states `stepOver` says come with it. */
  redo(stepOver: (session: T) => boolean = () => false): boolean {
    return this.step('redo', (s) => redoUntil(this.def, s, stepOver));
  }

  /** Another session in its place: a game loaded, or a rematch. */
  replace(session: T): void {
    this.change({ kind: 'replace' }, session);
  }

  /**
   * The table room's game in place of this one's, where the two parted (issue 39: a seat or the
   * computer played first): the room is the authority, so it holds it already.
   */
  adopt(session: T): void {
    this.change({ kind: 'adopt' }, session);
  }

  private step(kind: 'undo' | 'redo', move: (session: T) => T | null): boolean {
    if (this.readOnly.get() !== null) return false;
    const before = this.session.get();
    const moved = move(before);
    if (!moved) return false;
    const decisions = Math.abs(before.decisions.length - moved.decisions.length);
    this.change({ kind, decisions }, moved);
    return true;
  }

  private change(change: Change<A>, after: T): void {
    this.lastChange = { ...change, before: this.session.get(), after };
    this.session.set(after);
  }
}
