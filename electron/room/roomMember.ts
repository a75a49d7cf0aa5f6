import type { ReportedFrame } from './roomProtocol.ts';
import type { Placed } from './places.ts';
import type { RequestBudget } from './requestBudget.ts';

/** What a client says as it joins the table room. */
export interface JoinOptions {
  pass?: unknown;
  /** A seat's phone: the name its player gave, for the Dealer's list. */
  name?: unknown;
  /**
   * A seat's phone: an id it keeps (its page's storage), so the phone the Dealer seated is seated
   * again by itself when its page reloads.
   */
  device?: unknown;
  /**
   * The Dealer's window that holds the game itself and plays ahead (tableMirror.ts): it is sent
   * answers, not views.
   */
  mirror?: unknown;
}

/** What the room knows of each client: who it is, its budget, and what it was sent last. */
export interface Member extends Placed {
  /** The pass it joined with: renewing a pass sends its holders away. */
  pass: string;
  mirror: boolean;
  budget: RequestBudget;
  /** The view it was sent last (null: none yet, so the next goes whole); the next is a patch. */
  sent: unknown;
  /** Joined, back, or a new game: the public is told the controls (and the pause) first. */
  greet: boolean;
  /** False while its place waits for it to come back. */
  connected: boolean;
  /** The background it was sent last (undefined: none yet, not even "none"). */
  pictured?: unknown;
  /** The picture shown to the players it was sent last (issue 40, item 5). */
  shownPicture?: unknown;
  /** False for a seat's phone until the Dealer seats it: it is sent no view and plays nothing. */
  seated: boolean;
  /** A seat's phone: the name it gave and the id it keeps (null: none given). */
  phone: { name: string | null; device: string | null } | null;
  /** A players' screen on this machine: what it last said it shows, and when (a count). */
  frame?: { frame: ReportedFrame; told: number };
}
