/**
 * The skirmish's entry (DESIGN.md: one authority): its game, actions and legal moves, the intents
 * that answer a pointer or a panel (planMove, attackOptions, previewAttack…), the board's queries,
 * maps and their editing and import, characters, NPCs, encounters, the campaign, the computer
 * players, and the rules content and options. The renderer reaches the skirmish's rules only
 * through here, so no range, cost, legality or refusal sentence is worked out twice.
 */

// The game and its actions.
export type { Action, ActionType } from './game/actions.ts';
export { actionSchema } from './game/actions.ts';
export { DEALER_BOUNDS } from './game/dealerBounds.ts';
export { applyAction, applyUntrustedAction } from './game/applyAction.ts';
export type { ActionResult, GameEvent } from './game/outcome.ts';
export type { Rejection, RejectionReason } from './game/rejection.ts';
export { SKIRMISH } from './game/skirmishGame.ts';
export type {
  AmmoTrack,
  AttackState,
  Card,
  ChipStack,
  Combatant,
  GameState,
  GearTrack,
  HpTrack,
  Tracker,
} from './game/gameState.ts';
export { createEncounter, type EncounterSetup, type Participant } from './game/createEncounter.ts';
export { encounterFromMap } from './game/encounterFromMap.ts';
export {
  marketView,
  type MarketView,
  type ShelfCard,
  type StoreView,
} from './game/intents/marketView.ts';
export { storeControl, type StoreStanding } from './game/storeControl.ts';
export { storeCards, type StoreCard, type GoodsKind } from './rules/storeCatalogue.ts';
export { setupFromEncounter, type EncounterCast } from './game/encounterSetup.ts';
// What the game waits for, and what may be done now.
export { situationOf, type Situation, type TurnPhase } from './game/situation.ts';
export { pendingActor, type Pending } from './game/pendingActor.ts';
export {
  activeCharacter,
  combatantOf,
  encounterContext,
  isDown,
  turnContext,
} from './game/queries.ts';
export { isLegal, legalActions, type Actor, type LegalActions } from './game/legalActions.ts';
export { type ActionTemplate } from './game/actionTemplate.ts';
// Each action type's record, and its action: code names a type through these (issue 37).
export { ADJUST_HP, type AdjustHpAction } from './game/records/adjustHp.ts';
export { ADVANCE_DAY, type AdvanceDayAction } from './game/records/advanceDay.ts';
export { AWARD_CHIP, type AwardChipAction } from './game/records/awardChip.ts';
export { BEGIN_TURNS, type BeginTurnsAction } from './game/records/beginTurns.ts';
export { BUY, type BuyAction } from './game/records/buy.ts';
export { CALL_CHECK, type CallCheckAction } from './game/records/callCheck.ts';
export { CANCEL_CHECK, type CancelCheckAction } from './game/records/cancelCheck.ts';
export { CONTINUE, type ContinueAction } from './game/records/continueAttack.ts';
export { DECLARE_ATTACK, type DeclareAttackAction } from './game/records/declareAttack.ts';
export { DEFEND, type DefendAction } from './game/records/defend.ts';
export { DRAW, type DrawAction } from './game/records/draw.ts';
export { END_ENCOUNTER, type EndEncounterAction } from './game/records/endEncounter.ts';
export { END_PHASE, type EndPhaseAction } from './game/records/endPhase.ts';
export { EQUIP, type EquipAction } from './game/records/equip.ts';
export { FIT, type FitAction } from './game/records/fit.ts';
export { HIDE, type HideAction } from './game/records/hide.ts';
export { MOVE, type MoveAction } from './game/records/move.ts';
export { PLACE_TOKEN, type PlaceTokenAction } from './game/records/placeToken.ts';
export { PLAY_CARD, type PlayCardAction } from './game/records/playCard.ts';
export { PLAY_CHECK_CARD, type PlayCheckCardAction } from './game/records/playCheckCard.ts';
export { REVEAL, type RevealAction } from './game/records/reveal.ts';
export { SET_FOG, type SetFogAction } from './game/records/setFog.ts';
export { SET_NPC_SHOWN, type SetNpcShownAction } from './game/records/setNpcShown.ts';
export { SHOW_TO_PLAYERS, type ShowToPlayersAction } from './game/records/showToPlayers.ts';
export { tableShownSchema, type TableShown } from './game/tableShown.ts';
export { NPC_HP_SHOWN, NPC_SHOWN_ALL, type NpcHpShown, type NpcShown } from './game/npcShown.ts';
export { SET_RULES, type SetRulesAction } from './game/records/setRules.ts';
export { SET_SEATING, type SetSeatingAction } from './game/records/setSeating.ts';
export { SPEND_CHIP, type SpendChipAction } from './game/records/spendChip.ts';
export {
  SPEND_SPEED_FOR_INITIATIVE,
  type SpendSpeedForInitiativeAction,
} from './game/records/spendSpeedForInitiative.ts';
export { TOGGLE_DOOR, type ToggleDoorAction } from './game/records/toggleDoor.ts';
export { UNEQUIP, type UnequipAction } from './game/records/unequip.ts';
export { USE_ITEM, type UseItemAction } from './game/records/useItem.ts';
// Intents: the engine's answer to a pointer or a panel.
export { planMove, type MovePlan } from './game/intents/planMove.ts';
export {
  attackOptions,
  type AmmoOption,
  type AttackOptions,
  type AttackWith,
} from './game/intents/attackOptions.ts';
export { strongestAttack } from './game/intents/strongestAttack.ts';
export {
  previewAttack,
  type AttackPreview,
  type ChipWarning,
} from './game/intents/previewAttack.ts';
export { doorBeside } from './game/intents/doorBeside.ts';
export {
  characterCard,
  NO_FACTION_MARK,
  type CharacterCard,
  type ChipCountView,
  type FactionView,
  type HandCardView,
  type TierView,
  type TrackView,
  type WeaponView,
} from './game/intents/characterCard.ts';
export { badgeLegend, type BadgeLegend, type TrackerLegend } from './game/intents/badgeLegend.ts';
export { attackRange, fieldOfFire, moveReach, type FirePlan } from './game/intents/boardQueries.ts';
export { attackStepLines, coverWhy, type AttackInView, type StepLine } from './game/attackSteps.ts';
export { ATTACK_STEPS, type AttackStep } from './machines/attackMachine.ts';
export type { ReachableSquare } from './grid/reachable.ts';
export type { SightOverlay } from './grid/sightOverlay.ts';
export type { CoverVerdict } from './grid/coverBetween.ts';
// The Measure tool's questions (issue 12): G1's distance, and G3–G7's line of sight and cover
// between any two squares, by the one trace and judgement an attack uses.
export { distance } from './grid/distance.ts';
export { coverBetween } from './grid/coverBetween.ts';
export type { LegalAttack, Modifier } from './resolve/attackShapes.ts';
export type { ChipEffect } from './resolve/chipEffects.ts';
// Names the table reads (squares, columns, doors).
export { columnName, squareName } from './grid/squareName.ts';
export { doorName } from './grid/doorsBeside.ts';
export { coverName } from './grid/coverName.ts';
// Door and wall edits that derive the new map's grid index from the old one's (the editor).
export { withDoorToggled, withWallsAdded, withWallsRemoved } from './grid/mapEdits.ts';
// Universal VTT import (issue 12, item 5): a parsed .dd2vtt/.df2vtt/.uvtt as a map, its
// background image and a report of what was left out, for the Library's import.
export {
  importUvtt,
  MAX_UVTT_FILE_BYTES,
  type UvttImport,
  type UvttImportOptions,
  type UvttImportReport,
} from './import/importUvtt.ts';
export { UvttInputError } from './import/uvttInputError.ts';
// The map editor (issue 12): edit actions, their history, live validation and the clipboard.
export {
  editActionSchema,
  type EditAction,
  type EditActionInput,
  type EditActionType,
} from './edit/editAction.ts';
export { applyEdit } from './edit/applyEdit.ts';
export type { EditResult } from './edit/editResult.ts';
export {
  beginGesture,
  cancelGesture,
  createHistory,
  edit,
  endGesture,
  HISTORY_LIMIT,
  nextRedo,
  nextUndo,
  redoEdit,
  undoEdit,
  type EditHistory,
  type HistoryStep,
} from './edit/editHistory.ts';
export {
  selectInBox,
  selectionSchema,
  type Selection,
  type SelectionInput,
  type SquareBox,
} from './edit/selection.ts';
export {
  CLIPBOARD_FORMAT,
  clipboardSchema,
  copySelection,
  type Clipboard,
} from './edit/clipboard.ts';
export {
  mapErrors,
  mapWarnings,
  validateMap,
  type FindingCode,
  type MapFinding,
  type MapValidation,
} from './edit/validateMap.ts';
export { playableMap, type Playable } from './edit/playableMap.ts';
export { MAX_RANK } from './edit/rankBounds.ts';
// What the projector may show.
export { publicView, type PublicCombatant, type PublicView } from './game/publicView.ts';
export { viewFor, type SkirmishView } from './game/viewFor.ts';
export {
  seatView,
  type HeldCard,
  type SeatCharacter,
  type SeatPrompt,
  type SeatView,
} from './game/seatView.ts';
export type { OfferedAction, OfferedMove, SeatOffers } from './game/seatOffers.ts';
export type { ActionPreview } from './game/gameDef.ts';
// The fog of war's modes, and its squares as the projector receives them (issue 11).
export { FOG_MODES, type Fog, type FogMode } from './game/fogState.ts';
export { decodeCells } from './game/fogCells.ts';
// Sessions: log, undo by decision, replay.
export {
  act,
  redo,
  replay,
  replaySession,
  startSession,
  stateAfter,
  undo,
  withControl,
  withPractice,
  type Session,
  type SessionResult,
} from './game/session.ts';
// Solo practice (issue 14, item 3): its set-up, its result, and the record of them.
export {
  asPractice,
  practiceControl,
  practiceSeatsRefusal,
  practiceEncounter,
  type PracticeChoices,
} from './game/practiceSetup.ts';
export { practiceAssist, practiceResultOf, practiceStopWords } from './game/practiceResult.ts';
export {
  EMPTY_PRACTICE_RECORD,
  PRACTICE_RECORD_NAME,
  PRACTICE_RESULTS,
  RECENT_RESULTS,
  practicePlaySchema,
  practiceRecordSchema,
  practiceTally,
  withPracticeResult,
  type PracticeOutcome,
  type PracticePlay,
  type PracticeRecord,
  type PracticeResult,
  type PracticeTally,
} from './model/practiceRecord.ts';
// The computer players (issue 14): a side's view, the three levels, who plays whom.
export { sideView, type Side, type SideView } from './ai/sideView.ts';
export { decider } from './ai/decider.ts';
export { actionWords } from './ai/actionWords.ts';
export { decideAt, decisionSeed } from './ai/levelDecision.ts';
export { HARD_BUDGET } from './ai/hardLevel.ts';
export { DRAW_AFTER_ROUNDS } from './game/practiceResult.ts';
export { normalDecision, type Decision } from './ai/normalLevel.ts';
export {
  ALL_HUMAN,
  controllerOf,
  controllerSchema,
  hasComputerPlayer,
  isWatchOnly,
  tableControlSchema,
  type Controller,
  type TableControl,
} from './game/tableControl.ts';
export { isDecisionStart } from './game/decisions.ts';
export {
  encounterSummary,
  type CharacterTally,
  type DamageTally,
  type EncounterOutcome,
  type EncounterSummary,
  type Fall,
} from './game/encounterSummary.ts';
// Saves, and the table's preferences (a document of their own, never game actions).
export { sessionFromSave, sessionToSave } from './save/sessionSave.ts';
export {
  COVER_KINDS,
  MAX_DEALER_NOTES,
  MAX_MAP_SIDE,
  mapSchema,
  type Building,
  type CoverObject,
  type Door,
  type GameMap,
  type MapBackground,
} from './model/map.ts';
export type { Token } from './model/token.ts';
export { buildOf, characterSchema, type Character } from './model/character.ts';
// The character builder (issue 13, B1–B6): the verdict on a build, and what the form may offer.
export {
  validateBuild,
  type BuildVerdict,
  type LpItem,
  type Violation,
  type ViolationCode,
} from './resolve/validateBuild.ts';
export { type BuildInput } from './model/buildInput.ts';
export {
  buildChoices,
  type BuildChoices,
  type FactionChoice,
  type SpecialCardChoice,
} from './resolve/buildChoices.ts';
export type { MilestonePerk } from './rules/milestonePerks.ts';
export { houseContent, type HouseContentEntry } from './rules/houseContent.ts';
// N1: the NPC cards the editor's token tool places (assets/npcs).
export { npcCardSchema, type NpcCard } from './model/npcCard.ts';
export { EXAMPLE_NPC_CARDS, exampleNpcCard } from './model/exampleNpcs.ts';
export {
  encounterSchema,
  placementSchema,
  seatingOf,
  type Encounter,
  type EncounterInput,
  type Placement,
} from './model/encounter.ts';
export {
  campaignPlaySchema,
  campaignSchema,
  posseMemberSchema,
  standingSchema,
  type Campaign,
  type CampaignInput,
  type CampaignPlay,
  type PosseMember,
  type Standing,
} from './model/campaign.ts';
// Issue 13, item 4: the campaign between its encounters (Y1–Y3, W2, A8).
export {
  carriedTracks,
  freshStanding,
  maxHpOf,
  standingOf,
  standingOfMember,
  type CarriedTrack,
} from './game/days/standing.ts';
export { outcomeOf, type EncounterPlayed } from './campaign/outcome.ts';
export { advanceDay, memberMorning, type NewDay } from './campaign/advanceDay.ts';
export { chipsWords, morningOf, morningWords, type Morning } from './game/days/morning.ts';
export { SUSTENANCE_ITEMS, type Breakfast } from './game/days/sustenance.ts';
export {
  BETWEEN_FIGHTS_ITEMS,
  itemBetweenFights,
  type ItemUse,
  type ItemUseResult,
} from './campaign/betweenFights.ts';
export { campaignEncounter, type CampaignEncounter } from './campaign/campaignEncounter.ts';
export { standingChanges, type StandingChange } from './campaign/standingChanges.ts';
export { memberFromSaved, type MemberUpdate } from './campaign/memberUpdate.ts';
export { fittedItemSchema, type FittedItem } from './model/fittedItem.ts';
export {
  DEFAULT_RULES_OPTIONS,
  rulesOptionsSchema,
  type RulesOptions,
} from './rules/rulesOptions.ts';
export {
  RULES_OPTIONS_GUIDE,
  rulesOptionField,
  type EditableRulesOption,
  type RulesOptionField,
  type RulesOptionGuide,
} from './rules/rulesOptionsGuide.ts';
export { RulesInputError } from './rules/rulesInputError.ts';
export { FACTIONS, FACTION_MARKS, type Faction } from './rules/factions.ts';
export {
  THREAT_TIERS,
  TIER_SHAPES,
  tierLabel,
  tierName,
  type ThreatTier,
} from './rules/threatTiers.ts';
// The NPC card form's choices (N1): the stats a card sets and the weapons and traits it names.
export { STATS } from './rules/checks.ts';
export { WEAPONS, WEAPON_TRAITS } from './rules/weapons.ts';
export { CHIP_LABELS, SPENDABLE_CHIPS, type SpendableChipKind } from './rules/chips.ts';
export { HAND_SIZE } from './rules/cards.ts';
// W2: the item catalogue, so the table names items and their effects as the rules do.
export { ITEMS, type ItemCard } from './rules/items.ts';
