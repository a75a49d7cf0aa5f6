import { actionSchema, type Action } from './actions.ts';
import { situationKeyOf } from './actionGate.ts';
import { applyAction } from './applyAction.ts';
import { isDecisionStart } from './decisions.ts';
import type { GameDef } from './gameDef.ts';
import type { GameState } from './gameState.ts';
import type { Rejection } from './rejection.ts';
import type { GameEvent } from './outcome.ts';
import { situationOf } from './situation.ts';
import { viewFor } from './viewFor.ts';
import { refusalFor, seatRefusal } from './seatGate.ts';
import { skirmishPreview } from './seatPreview.ts';

/**
 * The skirmish as a GameDef (issue 37, item 1): its 29 action records (actionRegistry.ts) behind
 * the one gate and dispatch, an attack or a check as one decision, and viewFor.
 */
export const SKIRMISH: GameDef<GameState, Action, GameEvent, Rejection> = {
  saveKind: 'session',
  actionSchema,
  apply: applyAction,
  situation: (state) => situationKeyOf(situationOf(state)),
  startsDecision: (before, action) => isDecisionStart(before, action),
  firstActionStartsDecision: true,
  /**
   * After every action that changed the map (a door). A toggle is patched into the index of the
   * map before it (grid/mapEdits.ts), which needs that map's index; replaying from the checkpoint
   * after the last door starts on the current map, whose index is always cached, instead of on an
   * older map whose index may have left the cache.
   */
  checkpointAfter: (before, after) => after.map !== before.map,
  viewFor,
  seatRefusal,
  refusalFor,
  preview: skirmishPreview,
};
