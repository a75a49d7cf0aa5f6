import type { Side } from './board.ts';
import type { CardOutcome } from './cardOutcome.ts';

/**
 * One step of a Texas Shootout round, in the order it happened, for a UI to show one at a time and
 * for the game log. Every event carries a sentence for the table; the fields let a board animate it.
 */
export type TexasEvent =
  /** TS4: a shooter with no living enemy in range does not shoot and uses no roll. */
  | { kind: 'noShot'; shooter: string; text: string }
  /** TS4: a shot: the d10 roll, the shooter's DM and their sum, the damage. */
  | {
      kind: 'shot';
      shooter: string;
      target: string;
      roll: number;
      dm: number;
      damage: number;
      text: string;
    }
  /**
   * TS4, TS5, TS7: damage landing on a card, from a shot or as overflow; `total` is its damage this
   * round so far, and `armor`/`health` how that total splits, Armor first.
   */
  | {
      kind: 'damage';
      card: string;
      amount: number;
      overflow: boolean;
      total: number;
      armor: number;
      health: number;
      text: string;
    }
  /** TS4: the card's damage this round passed its Health + Armor. */
  | { kind: 'killed'; card: string; by: string; text: string }
  /** TS5: a kill's leftover, onto the card behind, or lost (`to` null) when nobody stands there. */
  | { kind: 'overflow'; from: string; to: string | null; amount: number; text: string }
  /** TS6, TS7: after both sides have resolved, what the round did to each card. */
  | { kind: 'outcome'; card: string; outcome: CardOutcome; damage: number; text: string }
  /** TS7: where a card goes at the end of the round. */
  | {
      kind: 'cardMoved';
      card: string;
      owner: Side;
      to: CardDestination;
      text: string;
    }
  /** TS8: the game is won. */
  | { kind: 'won'; winners: Side[]; text: string };

/** TS7: a victory pile (whose), the owner's discard (and a new draw), or back to the owner's hand. */
export type CardDestination =
  { pile: 'victory'; side: Side } | { pile: 'discard'; side: Side } | { pile: 'hand'; side: Side };
