import {
  ALL_HUMAN,
  controllerOf,
  decisionSeed,
  isWatchOnly,
  pendingActor,
  type Action,
  type GameState,
  type LevelName,
  type Session,
  type TableControl,
} from '../../engine/index.ts';
import type { ComputerPlayer } from '../ai/computerPlayer.ts';
import { createStore } from './store.ts';
import type { TableStore } from './tableStore.ts';

/** How fast the computer's moves follow each other (issue 14, item 2). */
export type Pace = 'instant' | 'brisk';

/** Brisk: a beat between the computer's actions, so the table sees each move and attack step. */
export const BRISK_BEAT_MS = 600;

/** A clock the pace waits on: the page's timers, or a test's. Returns a way to cancel the wait. */
export type Wait = (ms: number, then: () => void) => () => void;

const pageTimers: Wait = (ms, then) => {
  const id = setTimeout(then, ms);
  return () => clearTimeout(id);
};

/** The computer's last move, for the turn panel's "why" line. */
export interface ComputerMoveShown {
  who: string;
  level: LevelName;
  why: string;
  /** Set when the worker failed and the normal level moved instead: one line to show. */
  fallback: string | null;
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
export class ComputerTurns {
  readonly lastMove = createStore<ComputerMoveShown | null>(null);
  pace: Pace;
  private readonly wait: Wait;
  private asked: Session | null = null;
  private cancelWait: (() => void) | null = null;
  private player: ComputerPlayer | null = null;

  constructor(
    private readonly table: TableStore,
    private readonly makePlayer: () => ComputerPlayer,
    options: { pace?: Pace; wait?: Wait } = {},
  ) {
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
    const unsubscribe = this.table.session.subscribe(() => this.consider());
    // Watch mode has no person's decision to go back to: undo steps back one decision there.
    this.table.undoesFurther = (session) =>
      !isWatchOnly(session.control ?? ALL_HUMAN, Object.values(session.current.combatants)) &&
      this.nextFor(session) !== null;
    this.consider();
    return () => {
      unsubscribe();
      this.table.undoesFurther = null;
      this.drop();
      player.dispose();
      if (this.player === player) this.player = null;
    };
  }

  setPace(pace: Pace): void {
    this.pace = pace;
  }

  /** What the computer should do now, if anything, and it is asked for once per state. */
  private consider(): void {
    const session = this.table.session.get();
    if (session === this.asked) return;
    this.drop();
    if (this.table.readOnly.get() !== null || !this.player) return;
    const next = this.nextFor(session);
    if (!next) return;
    this.asked = session;
    const go = () => {
      this.cancelWait = null;
      // Stopped, or the game moved on, before the beat was up (an instant one cannot be cancelled).
      if (this.asked !== session) return;
      void this.play(session, next);
    };
    if (this.pace === 'instant') queueMicrotask(go);
    else this.cancelWait = this.wait(BRISK_BEAT_MS, go);
  }

  /** Whom the computer answers for in this state: a level's character, a step, or none. */
  private nextFor(
    session: Session,
  ): { kind: 'decide'; who: string; level: LevelName } | { kind: 'act'; action: Action } | null {
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
      return computerIn ? { kind: 'act', action: { type: 'CONTINUE' } } : null;
    }
    if (pending.why === 'round' && isWatchOnly(control, Object.values(state.combatants)))
      return { kind: 'act', action: { type: 'BEGIN_TURNS' } };
    return null;
  }

  private async play(
    session: Session,
    next: NonNullable<ReturnType<ComputerTurns['nextFor']>>,
  ): Promise<void> {
    if (next.kind === 'act') {
      if (this.table.session.get() === session && this.asked === session)
        this.table.act(next.action);
      return;
    }
    const player = this.player;
    if (!player) return;
    const side = session.current.combatants[next.who]!.side;
    const move = await player.decide({
      state: session.current,
      side,
      level: next.level,
      seed: decisionSeed(session.start.rng.seed, session.log.length),
    });
    // The game moved on while the computer thought: this answer is for a state that is gone.
    if (!move || this.table.session.get() !== session || this.asked !== session) return;
    this.lastMove.set({ who: next.who, level: next.level, why: move.why, fallback: move.fallback });
    this.table.act(move.action);
  }

  private drop(): void {
    this.cancelWait?.();
    this.cancelWait = null;
    if (this.asked) this.player?.cancel();
    this.asked = null;
  }
}

function isComputer(control: TableControl, state: GameState, id: string): boolean {
  const c = state.combatants[id];
  return !!c && controllerOf(control, c) !== 'human';
}
