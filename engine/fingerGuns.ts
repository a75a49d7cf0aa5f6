/** Finger Guns' entry: its game, round, computer players and save. */

// Issue 15, item 1: Finger Guns at one table (F1–F10).
export {
  GESTURES,
  MAX_HEALTH,
  fingerGunsEnd,
  resolveFingerGunsRound,
  type FingerGunsPlayer,
  type Gesture,
  type GestureInput,
  type RoundEvent,
} from './modes/finger-guns/resolveRound.ts';
export {
  createFingerGunsGame,
  fingerGunsHouse,
  fingerGunsHouseSchema,
  fingerGunsRematch,
  fingerGunsRules,
  whoMayCountDown,
  type FingerGunsGame,
  type FingerGunsHouse,
  type FingerGunsSetup,
  type ResolvedRound,
} from './modes/finger-guns/fingerGunsGame.ts';
export {
  applyFingerGunsAction,
  type FingerGunsResult,
} from './modes/finger-guns/applyFingerGunsAction.ts';
export { FIX_HEALTH } from './modes/finger-guns/records/fixHealth.ts';
export { PLAY_ROUND, gesturesOf } from './modes/finger-guns/records/playRound.ts';
export { SHOW_GESTURE } from './modes/finger-guns/records/showGesture.ts';
export type { FingerGunsAction } from './modes/finger-guns/fingerGunsRecords.ts';
export {
  FINGER_GUNS,
  fingerGunsSessionOf,
  newFingerGunsSession,
  type FingerGunsSession,
} from './modes/finger-guns/fingerGunsDefinition.ts';
export {
  fingerGunsViewFor,
  type FingerGunsPublicView,
  type FingerGunsSeatView,
  type FingerGunsView,
} from './modes/finger-guns/fingerGunsViews.ts';
export {
  FINGER_GUNS_BOTS,
  LOW_HEALTH,
  botGesture,
  type FingerGunsBot,
} from './modes/finger-guns/fingerGunsBots.ts';
export {
  FINGER_GUNS_ENTRY_MODES,
  fingerGunsSaveSchema,
  fingerGunsToSave,
  type FingerGunsEntryMode,
  type FingerGunsSave,
} from './modes/finger-guns/fingerGunsSave.ts';
export { fingerGunsSeats } from './modes/finger-guns/fingerGunsSeats.ts';
