import { offersIn, type GameDef } from '../../game/gameDef.ts';
import { rebuildSession, type GameSession } from '../../game/gameSession.ts';
import { texasVerdict } from './applyTexasAction.ts';
import type { TexasEvent } from './roundEvents.ts';
import { createTexasGame, type TexasGameState } from './texasGame.ts';
import type { TexasOptions } from './texasOptions.ts';
import { TEXAS_RECORDS, texasActionSchema, type TexasAction } from './texasRecords.ts';
import { texasViewFor } from './texasViews.ts';
import { texasSeatRefusal } from './texasSeats.ts';
import { END_PLACEMENT } from './records/endPlacement.ts';

/**
 * Texas Shootout as a GameDef (issue 37): its three records behind one gate, its sessions kept
 * as the `texas` save kind, and texasViewFor.
 */
export const TEXAS_SHOOTOUT: GameDef<TexasGameState, TexasAction, TexasEvent> = {
  saveKind: 'texas',
  actionSchema: texasActionSchema,
  apply: texasVerdict,
  situation: (state) => state.phase,
  /**
   * Undo's unit (issue 15, item 4): one step the table saw. A placement is one, with the end of
   * the turn right after it if the turn ended there, so the token's owner is placing again with
   * that token back in its hand; an end of a turn in which nothing was placed (the placer passed,
   * or its 30 seconds ran out, TS2) is one of its own; so is each round's shootout. A side's
   * tokens on the board mean its last action this turn was a placement.
   */
  startsDecision: (before, action) =>
    !(action.type === END_PLACEMENT.type && before.board.some((t) => t.side === action.side)),
  firstActionStartsDecision: true,
  viewFor: texasViewFor,
  seatRefusal: texasSeatRefusal,
};

/** A game of Texas Shootout as the one session of every game holds it. */
export type TexasSession = GameSession<TexasGameState, TexasAction, TexasEvent>;

/**
 * The session a save's seed, options, log and undone actions make: the game its log replays to
 * (TS9). Throws a ReplayError naming the step a log that does not replay stops at.
 */
export function texasSessionOf(save: {
  seed: number;
  options: TexasOptions;
  log: readonly TexasAction[];
  undone?: readonly TexasAction[];
}): TexasSession {
  return rebuildSession(
    TEXAS_SHOOTOUT,
    createTexasGame(save.seed, save.options),
    save.log,
    save.undone ?? [],
  );
}

/** Every action the records offer now: each placing side's placements and end, or the SHOOT. */
export function texasOffers(state: TexasGameState): TexasAction[] {
  return offersIn<TexasGameState, TexasAction>(TEXAS_RECORDS, state.phase, state);
}
