import { type LevelName } from '../engine/core.ts';
import { decideAt, type Action, type SideView } from '../engine/skirmish.ts';

/**
 * What the computer asks for one decision (issue 14): the game as its side may know it (sideView:
 * the computer's seat's view, issue 38; the whole state never leaves the table), at what level.
 */
export interface DecisionRequest {
  view: SideView;
  level: LevelName;
  seed: number;
  /** The hard level's playouts; its default (HARD_BUDGET) when left out. */
  budget?: number;
}

/** The computer's move, and the line the table shows for it (issue 14, item 2). */
export interface ComputerMove {
  action: Action;
  why: string;
  /**
   * Set when the move is not the asked level's: the worker died or overran, and the normal level
   * decided instead. One line, for the table to say (issue 14, "Bad input").
   */
  fallback: string | null;
}

/**
 * Where the computer thinks: in this page (tests, the easy and normal levels) or in a worker that
 * never blocks the window (workerPlayer.ts). Both read only `sideView(state, side)`.
 */
export interface ComputerPlayer {
  /** The move, or null when the side has nothing to decide (or the decision was cancelled). */
  decide(request: DecisionRequest): Promise<ComputerMove | null>;
  /** Drops the decision under way: its promise resolves to null. */
  cancel(): void;
  dispose(): void;
}

/** The decision as the engine makes it, on this thread: the one function both places call. */
export function decideNow(request: DecisionRequest): ComputerMove | null {
  const decision = decideAt(request.level, request.view, request.seed, request.budget);
  return decision ? { ...decision, fallback: null } : null;
}

/** A computer player on this thread: quick levels, hosts with no workers, and tests. */
export function inProcessPlayer(): ComputerPlayer {
  let generation = 0;
  return {
    async decide(request) {
      const asked = ++generation;
      const move = decideNow(request);
      return asked === generation ? move : null;
    },
    cancel() {
      generation++;
    },
    dispose() {
      generation++;
    },
  };
}
