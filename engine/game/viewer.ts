/**
 * Who looks at a game (issue 37, item 3; DESIGN.md, how data flows): the Dealer, who sees
 * everything; the public, as the TV shows the table to all; or one seat, a player's phone or the
 * computer, which sees the public view and its own share besides. A seat of the skirmish holds
 * some characters; a seat of Texas Shootout or Finger Guns holds one player.
 */
export type Viewer = 'dealer' | 'public' | Seat;

export interface Seat {
  readonly seat: string;
  /** The characters (or the one player) the seat plays. */
  readonly holds: readonly string[];
}

export const DEALER = 'dealer' satisfies Viewer;
export const PUBLIC = 'public' satisfies Viewer;

/** A seat holding `holds`, named `seat`. */
export function seat(name: string, holds: readonly string[]): Seat {
  return { seat: name, holds };
}
