import { z } from 'zod';
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
 * Everything a player, the Dealer or the AI can do, as data: the log stores these, undo replays
 * them, and the bridge carries them. Each type's schema is its record's (records/, issue 37);
 * this is their union. `who` names the character acting.
 */
export const actionSchema = z.discriminatedUnion('type', [
  SPEND_SPEED_FOR_INITIATIVE.schema,
  BEGIN_TURNS.schema,
  MOVE.schema,
  TOGGLE_DOOR.schema,
  SPEND_CHIP.schema,
  END_PHASE.schema,
  DECLARE_ATTACK.schema,
  DEFEND.schema,
  CONTINUE.schema,
  CALL_CHECK.schema,
  PLAY_CHECK_CARD.schema,
  CANCEL_CHECK.schema,
  PLAY_CARD.schema,
  USE_ITEM.schema,
  BUY.schema,
  EQUIP.schema,
  UNEQUIP.schema,
  FIT.schema,
  DRAW.schema,
  ADVANCE_DAY.schema,
  SET_RULES.schema,
  ADJUST_HP.schema,
  AWARD_CHIP.schema,
  PLACE_TOKEN.schema,
  SET_SEATING.schema,
  HIDE.schema,
  REVEAL.schema,
  SET_FOG.schema,
  SET_NPC_SHOWN.schema,
  SHOW_TO_PLAYERS.schema,
  END_ENCOUNTER.schema,
]);

export type Action = z.infer<typeof actionSchema>;
export type ActionType = Action['type'];
