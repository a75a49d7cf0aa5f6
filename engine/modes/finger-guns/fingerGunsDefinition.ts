import { offersIn, type GameDef } from '../../game/gameDef.ts';
import { rebuildSession, type GameSession } from '../../game/gameSession.ts';
import { fingerGunsSituation, fingerGunsVerdict } from './applyFingerGunsAction.ts';
import {
  createFingerGunsGame,
  fingerGunsRules,
  type FingerGunsGame,
  type FingerGunsHouse,
  type FingerGunsSetup,
} from './fingerGunsGame.ts';
import {
  FINGER_GUNS_RECORDS,
  fingerGunsActionSchema,
  type FingerGunsAction,
} from './fingerGunsRecords.ts';
import type { FixHealthAction } from './records/fixHealth.ts';
import type { RoundChoices } from './records/playRound.ts';
import type { GestureChoices } from './records/showGesture.ts';
import { fingerGunsViewFor } from './fingerGunsViews.ts';
import type { RoundEvent } from './resolveRound.ts';
import { FIX_HEALTH } from './records/fixHealth.ts';
import { fingerGunsSeatRefusal } from './fingerGunsSeats.ts';

/**
 * Finger Guns as a GameDef (issue 37): its two records behind one gate, its sessions kept as the
 * `fingerguns` save kind, and fingerGunsViewFor.
 */
export const FINGER_GUNS: GameDef<FingerGunsGame, FingerGunsAction, RoundEvent> = {
  saveKind: 'fingerguns',
  actionSchema: fingerGunsActionSchema,
  apply: fingerGunsVerdict,
  situation: fingerGunsSituation,
  /**
   * Undo's unit (issue 15, item 4): a resolved round, with the hands shown in private before it
   * and the hand fixes made after it. A fix that ended the game (F9) is one of its own, since the
   * opposite fix is refused once it is over: a miscount cannot end a game for good, nor cost the
   * table its last round.
   */
  startsDecision: (before, action, after) =>
    action.type === FIX_HEALTH.type ? after.endedByFix : Object.keys(before.pending).length === 0,
  // Fixes before the first round are no decision: the opposite fix takes one back.
  firstActionStartsDecision: false,
  viewFor: fingerGunsViewFor,
  seatRefusal: fingerGunsSeatRefusal,
};

/** A game of Finger Guns as the one session of every game holds it. */
export type FingerGunsSession = GameSession<FingerGunsGame, FingerGunsAction, RoundEvent>;

/** A new table's session, under the house rules it chose: refuses a wrong table as create does. */
export function newFingerGunsSession(
  setup: FingerGunsSetup,
  house: Partial<FingerGunsHouse> = {},
): FingerGunsSession {
  return fingerGunsSessionOf({ setup, house, log: [] });
}

/**
 * The session a save's setup, house rules, log and undone actions make. Throws a ReplayError
 * naming the decision a log that does not replay stops at, or the setup's RulesInputError.
 */
export function fingerGunsSessionOf(save: {
  setup: FingerGunsSetup;
  house: Partial<FingerGunsHouse>;
  log: readonly FingerGunsAction[];
  undone?: readonly FingerGunsAction[];
}): FingerGunsSession {
  const start = createFingerGunsGame(save.setup, fingerGunsRules(save.house));
  return rebuildSession(FINGER_GUNS, start, save.log, save.undone ?? []);
}

/**
 * What the records offer now: each player's hand to show, the next round's choices, and each
 * tracker's hand fixes.
 */
export function fingerGunsOffers(
  game: FingerGunsGame,
): (GestureChoices | RoundChoices | FixHealthAction)[] {
  return offersIn<FingerGunsGame, GestureChoices | RoundChoices | FixHealthAction>(
    FINGER_GUNS_RECORDS,
    fingerGunsSituation(game),
    game,
  );
}
