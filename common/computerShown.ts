import type { LevelName } from '../engine/core.ts';
import type { Action } from '../engine/skirmish.ts';
import { createStore } from './store.ts';

/** The computer's last move, for the turn panel's "why" line. */
export interface ComputerMoveShown {
  who: string;
  level: LevelName;
  why: string;
  /** Set when the worker failed and the normal level moved instead: one line to show. */
  fallback: string | null;
}

/** A move of the computer's as the panel lists it: where it is in the log, and what it was. */
export interface ComputerMoveLine extends ComputerMoveShown {
  at: number;
  action: Action;
}

/** What the computer shows the table, as data: what the room tells the Dealer's windows. */
export interface ComputerShownState {
  moves: readonly ComputerMoveLine[];
  calledOff: string | null;
  paused: boolean;
  holding: boolean;
  thinking: { who: string; level: LevelName } | null;
}

/**
 * What the computer shows the table (issue 14, item 2), as stores the turn panel reads: the
 * computer that plays (ComputerTurns) sets them, and the Dealer's window that follows the room's
 * computer (renderer/room/roomComputer.ts) sets them from what the room says (showState).
 */
export class ComputerShown {
  /** The newest of `recentMoves`, or null. */
  readonly lastMove = createStore<ComputerMoveShown | null>(null);
  /**
   * The computer's moves still in the log, each with its why line, newest last: a move undone
   * leaves with its line, so the panel never explains a move the table no longer shows.
   */
  readonly recentMoves = createStore<readonly ComputerMoveLine[]>([]);
  /** Why watch mode ended the encounter itself (the draw after DRAW_AFTER_ROUNDS), once it has. */
  readonly calledOff = createStore<string | null>(null);
  /** Paused by the table (watch mode's Pause): the computer holds its next move until Resume. */
  readonly paused = createStore(false);
  /** A move is held for the table's word: Next move plays it (step pace, or paused). */
  readonly holding = createStore(false);
  /** Who the computer is thinking for, and at what level, while it thinks (the table says so). */
  readonly thinking = createStore<{ who: string; level: LevelName } | null>(null);

  /** All of it, as data. */
  shownState(): ComputerShownState {
    return {
      moves: this.recentMoves.get(),
      calledOff: this.calledOff.get(),
      paused: this.paused.get(),
      holding: this.holding.get(),
      thinking: this.thinking.get(),
    };
  }

  /** Shows `state`: what another computer shows (the room's, or this window's own). */
  showState(state: ComputerShownState): void {
    this.showMoves(state.moves);
    this.calledOff.set(state.calledOff);
    this.paused.set(state.paused);
    this.holding.set(state.holding);
    this.thinking.set(state.thinking);
  }

  /** Hears any change to what it shows; returns the stop. */
  onShownChange(listener: () => void): () => void {
    const stores = [
      this.lastMove,
      this.recentMoves,
      this.calledOff,
      this.paused,
      this.holding,
      this.thinking,
    ];
    const stops = stores.map((store) => store.subscribe(listener));
    return () => stops.forEach((stop) => stop());
  }

  protected showMoves(moves: readonly ComputerMoveLine[]): void {
    this.recentMoves.set(moves);
    this.lastMove.set(moves.at(-1) ?? null);
  }
}
