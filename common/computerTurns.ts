import { type LevelName } from '../engine/core.ts';
import {
  ALL_HUMAN,
  controllerOf,
  decisionSeed,
  DRAW_AFTER_ROUNDS,
  encounterContext,
  isWatchOnly,
  pendingActor,
  type Action,
  type GameState,
  type Session,
  type TableControl,
} from '../engine/skirmish.ts';
import type { ComputerPace } from '../engine/core.ts';
import type { ComputerPlayer } from './computerPlayer.ts';
import type { Store } from './store.ts';
import { ComputerShown, type ComputerMoveLine } from './computerShown.ts';
import { BEGIN_TURNS, CONTINUE, END_ENCOUNTER, sideView } from '../engine/skirmish.ts';

/**
 * How fast the computer's moves follow each other (issue 14, item 2): at once, a beat apart, or
 * each when the table asks for it (Next move), to follow every step of its reasoning. The
 * settings keep the Dealer's choice (computerPace).
 */
export type Pace = ComputerPace;

/** Brisk: a beat between the computer's actions, so the table sees each move and attack step. */
export const BRISK_BEAT_MS = 600;

/** A clock the pace waits on: the page's timers, or a test's. Returns a way to cancel the wait. */
export type Wait = (ms: number, then: () => void) => () => void;

const pageTimers: Wait = (ms, then) => {
  const id = setTimeout(then, ms);
  return () => clearTimeout(id);
};

export const DRAW_CALLED_LINE = `No end after ${DRAW_AFTER_ROUNDS} rounds: the computer called it a draw.`;

/** How many of the computer's moves the panel keeps with their why lines, newest last. */
export const WHY_LINES_KEPT = 4;

/**
 * The table the computer plays at: the Dealer's window's (TableStore), or the table room's game on
 * the host (electron/room/roomComputer.ts), which the computer's seats play from issue 38 on.
 */
export interface ComputerTable {
  readonly session: Store<Session>;
  /** Why the table may only be looked at (then the computer plays nothing), or null. */
  readonly readOnly: Store<string | null>;
  /** Plays an action as a person would, through the game's gate: whether it was accepted. */
  act(action: Action): boolean;
  /** Set while the computer plays: whether it answers a state at once (undo steps over those). */
  computerAnswers: ((session: Session) => boolean) | null;
}

/**
 * The computer as the table's controls see it (the turn panel, the keys): what it did and why,
 * whether it thinks, holds or is paused, and its pace. It plays in this window (ComputerTurns), or
 * on the host, whose table room the window then follows (renderer/room/roomComputer.ts).
 */
export interface TableComputer extends Pick<
  ComputerShown,
  'lastMove' | 'recentMoves' | 'calledOff' | 'paused' | 'holding' | 'thinking'
> {
  readonly pace: Pace;
  setPace(pace: Pace): void;
  pause(): void;
  resume(): void;
  /** Next move: plays the held move now. False when none is held (the key goes elsewhere). */
  step(): boolean;
}

/** What the computer does next in a session, if anything (ComputerTurns plays it). */
export type ComputerNext =
  { kind: 'decide'; who: string; level: LevelName } | { kind: 'act'; action: Action; why?: string };

/**
 * Whom the computer answers for in this state: a level's character (a decision to think over), a
 * step it takes itself (an attack's shown steps with a computer in it; watch mode's rounds), or
 * nobody (a person's decision, the Dealer's).
 */
export function computerNext(session: Session): ComputerNext | null {
  const state = session.current;
  const control = session.control ?? ALL_HUMAN;
  const pending = pendingActor(state);
  if (pending.kind === 'character') {
    const who = state.combatants[pending.who];
    const level = who ? controllerOf(control, who) : 'human';
    return level === 'human' ? null : { kind: 'decide', who: pending.who, level };
  }
  if (pending.kind === 'table') {
    const attack = state.attack;
    const computerIn =
      attack && [attack.attacker, attack.target].some((id) => isComputer(control, state, id));
    return computerIn ? { kind: 'act', action: { type: CONTINUE.type } } : null;
  }
  if (pending.why === 'round' && isWatchOnly(control, Object.values(state.combatants)))
    // Watch mode calls a draw after DRAW_AFTER_ROUNDS, as ai-strength does: two careful
    // computer players could otherwise trade rounds for ever (T7: the Dealer calls it off).
    return encounterContext(state).round > DRAW_AFTER_ROUNDS
      ? { kind: 'act', action: { type: END_ENCOUNTER.type }, why: DRAW_CALLED_LINE }
      : { kind: 'act', action: { type: BEGIN_TURNS.type } };
  return null;
}

/**
 * Whether the computer answers `session` at once, so undo and redo step over it (issue 14, item
 * 2). Watch mode has no person's decision to go back to: undo steps back one decision there.
 */
export function computerAnswersAt(session: Session): boolean {
  return (
    !isWatchOnly(session.control ?? ALL_HUMAN, Object.values(session.current.combatants)) &&
    computerNext(session) !== null
  );
}

/**
 * Plays the table's computer-controlled characters (issue 14, item 2). Whenever the game waits on
 * a character whose controller (session.control) is a level, it asks the computer player and plays
 * the answer through TableStore.act, as a person would: a turn, a defence, a check card alike. An
 * attack's shown steps (A4–A8) go on by themselves when the computer attacks or defends. With no
 * character left to a person (watch mode), it begins the rounds too, so the table plays itself
 * to the end. An answer that comes back after the game moved on (an undo, the Dealer's own act)
 * is dropped: each decision is asked for one state, and played only on that state.
 */
export class ComputerTurns extends ComputerShown implements TableComputer {
  pace: Pace;
  private readonly wait: Wait;
  private asked: Session | null = null;
  private cancelWait: (() => void) | null = null;
  /** The held move, played by step() (or by resume() at a pace that does not hold). */
  private held: (() => void) | null = null;
  private player: ComputerPlayer | null = null;

  constructor(
    private readonly table: ComputerTable,
    private readonly makePlayer: () => ComputerPlayer,
    options: { pace?: Pace; wait?: Wait } = {},
  ) {
    super();
    this.pace = options.pace ?? 'brisk';
    this.wait = options.wait ?? pageTimers;
  }

  /**
   * Starts playing (a new computer player, the table heard); returns the stop, which lets the
   * player go and drops any decision under way. A stopped one may be started again (React's
   * effects run twice in development).
   */
  start(): () => void {
    const player = this.makePlayer();
    this.player = player;
    const unsubscribe = this.table.session.subscribe(() => {
      this.forgetUndoneMoves();
      this.consider();
    });
    // Made read-only, what is under way is dropped; playable again, the state is asked anew.
    const unwatch = this.table.readOnly.subscribe(() => {
      this.drop();
      this.consider();
    });
    this.table.computerAnswers = computerAnswersAt;
    this.consider();
    return () => {
      unsubscribe();
      unwatch();
      this.table.computerAnswers = null;
      this.drop();
      player.dispose();
      if (this.player === player) this.player = null;
    };
  }

  setPace(pace: Pace): void {
    this.pace = pace;
    // A move held for the step pace goes on at the new pace; one paused stays held; a beat
    // under way at the step pace holds its move.
    if (pace === 'step') this.holdBeat();
    else if (!this.paused.get()) this.release();
  }

  /**
   * Pause: the computer's next move waits, until resume() or a step(). A decision under way is
   * cancelled at once (the hard level's thought, in its worker, issue 14 item 4): Resume asks for
   * it again, and the same seed gives the same move.
   */
  pause(): void {
    this.paused.set(true);
    if (this.thinking.get()) {
      this.drop();
      return;
    }
    this.holdBeat();
  }

  /** A brisk beat under way: its move is held instead. */
  private holdBeat(): void {
    if (!this.cancelWait) return;
    this.cancelWait();
    this.cancelWait = null;
    const session = this.asked;
    this.asked = null;
    if (session) this.consider();
  }

  resume(): void {
    this.paused.set(false);
    if (this.pace !== 'step') this.release();
    // A decision cancelled by the pause is asked for again.
    this.consider();
  }

  /** Next move: plays the held move now. False when none is held (the key goes elsewhere). */
  step(): boolean {
    const held = this.held;
    if (!held) return false;
    this.held = null;
    this.holding.set(false);
    held();
    return true;
  }

  /** Lets a held move go at the pace. */
  private release(): void {
    if (!this.held) return;
    const session = this.asked;
    this.held = null;
    this.holding.set(false);
    this.asked = null;
    if (session) this.consider();
  }

  /** What the computer should do now, if anything, and it is asked for once per state. */
  private consider(): void {
    const session = this.table.session.get();
    if (session === this.asked) return;
    this.drop();
    if (this.table.readOnly.get() !== null || !this.player) return;
    const next = computerNext(session);
    if (!next) return;
    this.asked = session;
    // `byStep`: Next move asked for it, so its answer is played even while paused.
    const go = (byStep = false) => {
      this.cancelWait = null;
      // Stopped, or the game moved on, before the beat was up (an instant one cannot be cancelled).
      if (this.asked !== session) return;
      void this.play(session, next, byStep);
    };
    if (this.pace === 'step' || this.paused.get()) {
      this.held = () => go(true);
      this.holding.set(true);
    } else if (this.pace === 'instant') queueMicrotask(go);
    else this.cancelWait = this.wait(BRISK_BEAT_MS, go);
  }

  private async play(session: Session, next: ComputerNext, byStep = false): Promise<void> {
    if (next.kind === 'act') {
      if (this.table.session.get() !== session || this.asked !== session) return;
      if (next.why) this.calledOff.set(next.why);
      this.table.act(next.action);
      return;
    }
    const player = this.player;
    if (!player) return;
    const side = session.current.combatants[next.who]!.side;
    this.thinking.set({ who: next.who, level: next.level });
    // The side's view only (sideView): the computer's seat knows what its side may (issue 38).
    const move = await player.decide({
      view: sideView(session.current, side),
      level: next.level,
      seed: decisionSeed(session.start.rng.seed, session.log.length),
    });
    if (this.asked === session) this.thinking.set(null);
    // The game moved on while the computer thought: this answer is for a state that is gone.
    if (!move || this.table.session.get() !== session || this.asked !== session) return;
    const apply = () => {
      if (this.table.session.get() !== session) return;
      const shown: ComputerMoveLine = {
        who: next.who,
        level: next.level,
        why: move.why,
        fallback: move.fallback,
        at: session.log.length,
        action: move.action,
      };
      // Noted before it is played: playing it tells the table's listeners, this one among them.
      this.showMoves([...this.recentMoves.get(), shown].slice(-WHY_LINES_KEPT));
      if (!this.table.act(move.action)) this.forgetUndoneMoves();
    };
    // Paused while it thought: the move it found waits for Resume or Next move (unless Next move
    // is what asked for it: one press plays one move).
    if (this.paused.get() && !byStep) {
      this.held = apply;
      this.holding.set(true);
    } else apply();
  }

  /** Drops the lines of moves no longer in the log: undone, or replaced by another history. */
  private forgetUndoneMoves(): void {
    const { log } = this.table.session.get();
    const moves = this.recentMoves.get();
    const kept = moves.filter(
      (m) => m.at < log.length && JSON.stringify(log[m.at]) === JSON.stringify(m.action),
    );
    if (kept.length !== moves.length) this.showMoves(kept);
  }

  private drop(): void {
    this.cancelWait?.();
    this.cancelWait = null;
    if (this.held) {
      this.held = null;
      this.holding.set(false);
    }
    if (this.asked) this.player?.cancel();
    this.asked = null;
    this.thinking.set(null);
  }
}

function isComputer(control: TableControl, state: GameState, id: string): boolean {
  const c = state.combatants[id];
  return !!c && controllerOf(control, c) !== 'human';
}
