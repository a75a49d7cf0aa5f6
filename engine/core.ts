/**
 * The engine's shared entry: what every game and the app's shell use alike — the save kinds, the
 * documents and their bundles, the settings, pictures, squares, the computer's levels, reading JSON.
 * Outside engine/ only (inside, a file imports the file it needs: lint/engineLayers.js).
 */

export { LEVEL_NAMES, type LevelName } from './model/computerLevel.ts';
// The library's bundles (issue 13, item 8): many saves in one .json file, read back entry by entry.
export {
  BUNDLE_VERSION,
  MAX_BUNDLE_BYTES,
  bundlePieces,
  bundleSizeRefusal,
  characterIdsOf,
  freeName,
  nameKey,
  openBundle,
  readBundleEntry,
  refKey,
  referencesOf,
  withReferencesRenamed,
  type BundleEntry,
  type SaveRef,
} from './save/bundle.ts';
export { BundleScanner, type ScanStep } from './save/bundleScanner.ts';
export { type SaveDocument } from './save/saveDocument.ts';
export { SAVE_KINDS, type SaveKind } from './save/saveKinds.ts';
export {
  COMPUTER_PACES,
  DEFAULT_COMPUTER_PACE,
  DEFAULT_PROJECTOR_SCALE,
  DEFAULT_SETTINGS,
  DEFAULT_TRASH_LIMITS,
  PROJECTOR_ASPECTS,
  PROJECTOR_SCALE_LIMITS,
  projectorScaleOf,
  tvStepMsOf,
  DEFAULT_STEP_MS,
  MAX_STEP_MS,
  trashLimitsOf,
  type ComputerPace,
  type ProjectorScale,
  type Settings,
  type TrashLimits,
} from './save/settingsDocument.ts';
// Models and the rules' data.
export type { Segment, Square } from './model/geometry.ts';
export { describeIssues } from './model/describeIssues.ts';
export {
  IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_SIDE,
  sniffImageType,
  type ImageType,
  type MapImage,
} from './model/image.ts';
export { parseJsonText, withoutByteOrderMark } from './model/jsonText.ts';
export { DEALER, PUBLIC, seat, type Seat, type Viewer } from './game/viewer.ts';
// One session for every game (issue 37, item 2): its log, undo and redo by decision, and replay.
export type { GameDef, Refused, TypedAction, Verdict } from './game/gameDef.ts';
export {
  beginSession,
  play,
  rebuildSession,
  redoDecision,
  redoUntil,
  undoDecision,
  undoUntil,
  type GameSession,
} from './game/gameSession.ts';
// The one undo stack of editing (issue 37, item 2): the map editor's history and the builder's.
export {
  record,
  redoStep,
  undoStackOf,
  undoStep,
  type UndoStack,
  type UndoStep,
} from './edit/undoStack.ts';
