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
  applyFingerGunsAction,
  createFingerGunsGame,
  fingerGunsEndedByFix,
  fingerGunsHouse,
  fingerGunsHouseSchema,
  fingerGunsRematch,
  fingerGunsRules,
  replayFingerGuns,
  undoFingerGunsRound,
  whoMayCountDown,
  type FingerGunsAction,
  type FingerGunsGame,
  type FingerGunsHouse,
  type FingerGunsResult,
  type FingerGunsSetup,
  type ResolvedRound,
} from './modes/finger-guns/fingerGunsGame.ts';
export {
  FINGER_GUNS_BOTS,
  LOW_HEALTH,
  botGesture,
  type FingerGunsBot,
} from './modes/finger-guns/fingerGunsBots.ts';
export {
  FINGER_GUNS_ENTRY_MODES,
  fingerGunsFromSave,
  fingerGunsSaveSchema,
  fingerGunsToSave,
  type FingerGunsEntryMode,
  type FingerGunsSave,
} from './modes/finger-guns/fingerGunsSave.ts';
