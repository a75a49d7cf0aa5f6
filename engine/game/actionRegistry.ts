import type { ActionType } from './actions.ts';
import type { AnyActionRecord } from './actionRecord.ts';
import { ADJUST_HP } from './records/adjustHp.ts';
import { ADVANCE_DAY } from './records/advanceDay.ts';
import { AWARD_CHIP } from './records/awardChip.ts';
import { BEGIN_TURNS } from './records/beginTurns.ts';
import { BUY } from './records/buy.ts';
import { CALL_CHECK } from './records/callCheck.ts';
import { CANCEL_CHECK } from './records/cancelCheck.ts';
import { CONTINUE } from './records/continueAttack.ts';
import { DECLARE_ATTACK } from './records/declareAttack.ts';
import { DEFEND } from './records/defend.ts';
import { DRAW } from './records/draw.ts';
import { END_ENCOUNTER } from './records/endEncounter.ts';
import { END_PHASE } from './records/endPhase.ts';
import { EQUIP } from './records/equip.ts';
import { FIT } from './records/fit.ts';
import { HIDE } from './records/hide.ts';
import { MOVE } from './records/move.ts';
import { PLACE_TOKEN } from './records/placeToken.ts';
import { PLAY_CARD } from './records/playCard.ts';
import { PLAY_CHECK_CARD } from './records/playCheckCard.ts';
import { REVEAL } from './records/reveal.ts';
import { SET_FOG } from './records/setFog.ts';
import { SET_NPC_SHOWN } from './records/setNpcShown.ts';
import { SHOW_TO_PLAYERS } from './records/showToPlayers.ts';
import { SET_RULES } from './records/setRules.ts';
import { SET_SEATING } from './records/setSeating.ts';
import { SPEND_CHIP } from './records/spendChip.ts';
import { SPEND_SPEED_FOR_INITIATIVE } from './records/spendSpeedForInitiative.ts';
import { TOGGLE_DOOR } from './records/toggleDoor.ts';
import { UNEQUIP } from './records/unequip.ts';
import { USE_ITEM } from './records/useItem.ts';

/**
 * The skirmish's action records (issue 37, item 1), keyed by type so the compiler holds every
 * type to a record. Their order is the order legalActions lists each one's actions in: a turn's
 * moves, doors, attacks, cards, items, goods, draw, chips and phase end; then the Dealer's.
 */
export const ACTION_RECORDS = {
  SPEND_SPEED_FOR_INITIATIVE,
  BEGIN_TURNS,
  DEFEND,
  CONTINUE,
  PLAY_CHECK_CARD,
  CANCEL_CHECK,
  MOVE,
  TOGGLE_DOOR,
  DECLARE_ATTACK,
  PLAY_CARD,
  USE_ITEM,
  BUY,
  EQUIP,
  UNEQUIP,
  FIT,
  DRAW,
  SPEND_CHIP,
  END_PHASE,
  ADVANCE_DAY,
  END_ENCOUNTER,
  SET_RULES,
  CALL_CHECK,
  ADJUST_HP,
  AWARD_CHIP,
  PLACE_TOKEN,
  SET_SEATING,
  HIDE,
  REVEAL,
  SET_FOG,
  SET_NPC_SHOWN,
  SHOW_TO_PLAYERS,
} as const satisfies { readonly [T in ActionType]: AnyActionRecord & { type: T } };

/** The records in listing order. */
export const RECORD_LIST: readonly AnyActionRecord[] = Object.values(ACTION_RECORDS);

/** The record of an action type. */
export function recordOf(type: ActionType): AnyActionRecord {
  return ACTION_RECORDS[type];
}
