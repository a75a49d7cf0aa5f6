/** Texas Shootout's entry: its game, actions, options, computer placers and save. */

// Texas Shootout (issue 15, TS1–TS9): the game, its reducer and log, the placement clock, the round's
// steps and the computer placers, so the renderer's Texas screen works nothing out itself.
export {
  createTexasGame,
  nextToPlace,
  placedCounts as texasPlacedCounts,
  victoryCounts as texasVictoryCounts,
  type TexasGameState,
} from './modes/texas-shootout/texasGame.ts';
export {
  applyTexasAction,
  type TexasAction,
  type TexasVerdict,
} from './modes/texas-shootout/applyTexasAction.ts';
export { END_PLACEMENT } from './modes/texas-shootout/records/endPlacement.ts';
export { PLACE } from './modes/texas-shootout/records/place.ts';
export { SHOOT } from './modes/texas-shootout/records/shoot.ts';
export {
  TEXAS_SHOOTOUT,
  texasSessionOf,
  type TexasSession,
} from './modes/texas-shootout/texasDefinition.ts';
export {
  PLACEMENT_SECONDS,
  SIDES as TEXAS_SIDES,
  TOKENS_PER_SIDE as TEXAS_TOKENS_PER_SIDE,
  otherSide as otherTexasSide,
  squareName as texasSquareName,
  type Row as TexasRow,
  type Side as TexasSide,
} from './modes/texas-shootout/board.ts';
export type { TexasCard } from './modes/texas-shootout/cardStats.ts';
export type { CardOutcome as TexasCardOutcome } from './modes/texas-shootout/cardOutcome.ts';
export type { TexasToken } from './modes/texas-shootout/placement.ts';
export { initiativeOrder as texasInitiativeOrder } from './modes/texas-shootout/initiative.ts';
export type { TexasRoundResult } from './modes/texas-shootout/resolveTexasRound.ts';
export type { CardDestination, TexasEvent } from './modes/texas-shootout/roundEvents.ts';
export {
  clockForOpenedHand,
  isPlacementClockExpired,
  pausePlacementClock,
  placementSecondsLeft,
  placementTurnKey,
  startPlacementClock,
  tickPlacementClock,
  type PlacementClock,
} from './modes/texas-shootout/placementClock.ts';
export { HAND_SIZE as TEXAS_HAND_SIZE } from './modes/texas-shootout/texasDeck.ts';
export {
  ROUNDS as TEXAS_ROUNDS,
  WINNING_PILE as TEXAS_WINNING_PILE,
} from './modes/texas-shootout/winners.ts';
export {
  DEFAULT_TEXAS_OPTIONS,
  texasOptionsSchema,
  type TexasOptions,
} from './modes/texas-shootout/texasOptions.ts';
export {
  computerPlacement,
  heuristicPlacer,
  placementActions,
  randomPlacer,
  type PlannedToken,
  type TexasPlacer,
} from './modes/texas-shootout/texasPlacers.ts';
export { playTexasOut } from './modes/texas-shootout/texasPlayOut.ts';
export {
  TEXAS_SEATS,
  texasSaveSchema,
  type TexasSave,
  type TexasSeat,
} from './modes/texas-shootout/texasSave.ts';
export {
  texasViewFor,
  type TexasPublicView,
  type TexasSeatView,
  type TexasView,
} from './modes/texas-shootout/texasViews.ts';
export { texasSeatName, texasSeatSide, texasSeats } from './modes/texas-shootout/texasSeats.ts';
