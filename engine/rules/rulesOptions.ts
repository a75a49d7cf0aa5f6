import { z } from 'zod';
import { FACTIONS } from './factions.ts';
import { STATS } from './checks.ts';
import type { Faction } from './factions.ts';
import type { Stat } from './checks.ts';

/** F1 (closed): a Finger Guns player's health is 0–20, never above 20. */
export const FINGER_GUNS_MAX_HEALTH = 20;

/** B5 (house): what a faction adds to a character. */
export interface FactionBonus {
  readonly stats: Partial<Record<Stat, number>>;
  readonly hp?: number;
  readonly speed?: number;
  /** B5 Phantoms: "no terrain can slow them down" — one rank up without a passage (E3). */
  readonly stepUpWithoutPassage?: boolean;
}

/**
 * Every house rule of the ledger, as a named, typed option with the project's default. The Dealer
 * can change these; engine functions take the options and never write a house value as a literal.
 * Closed rules are constants elsewhere in engine/rules and are not options.
 */
export interface RulesOptions {
  /** T3: moving 0 squares is allowed. */
  readonly allowZeroMove: boolean;
  /**
   * T6: how many places earlier a Speed chip spent at round start moves its character. That it
   * can is closed (H1: "act earlier in initiative"), so there is no option to turn it off.
   */
  readonly speedChipInitiativePlaces: number;

  /** H1 (house, how much): what one spendable chip is worth (+Attack, +Defense, +movement, +range, +actions). */
  readonly chipValue: number;

  /** H1: an Attack chip in attack mode adds before cover (so it is halved with the rest). */
  readonly attackChipBeforeCover: boolean;
  /** H1/A7: a damage-mode Attack chip counts only when the attack deals damage. */
  readonly damageChipOnlyOnDamage: boolean;

  /** S2: which value of a card a check counts. */
  readonly checkCardValue: 'attack' | 'defend';
  /** S4: a 1-pt check cannot be made untrained. */
  readonly untrainedOnePointChecksAllowed: boolean;
  /** S4: Thievin uses the higher of Sharp and Smart. */
  readonly thievinUsesHigherStat: boolean;

  /** B3: stat points are bought at this cost, up to this many before faction bonuses. */
  readonly statCost: number;
  readonly statMax: number;
  /** B3: base HP (three blocks of 3) and base Speed. (The block an upgrade adds is closed, B2.) */
  readonly baseHp: number;
  readonly baseSpeed: number;
  /** B3: the Pistol base trait's range and LP cost (Shotgun and Rifle ranges are closed, B2). */
  readonly pistolRange: number;
  readonly pistolCost: number;
  /** B3: each trained 1-pt check costs this many LP (S3 "1 pt"). */
  readonly trainedCheckCost: number;

  /** B4: Blade Master's Attack bonus with a Blade. */
  readonly bladeMasterAttackBonus: number;
  /** B4: Acrobat takes no jump damage. */
  readonly acrobatIgnoresJumpDamage: boolean;
  /** B4: Quickdraw goes to the front of initiative each round. */
  readonly quickdrawFirst: boolean;

  /** B5: the eight factions' bonuses. */
  readonly factionBonuses: Readonly<Record<Faction, FactionBonus>>;

  /** K6: Omni pays this many more Special Card Points per special card. */
  readonly omniSpecialCardSurcharge: number;

  /** A2: a weapon card is not discarded when it attacks; a full ammunition track cannot be spent. */
  readonly weaponCardsStayInPlay: boolean;
  /** A9: melee reach in squares (8-neighbour), not extended by Range purchases or chips. */
  readonly meleeReach: number;
  /** A9: melee ignores cover. */
  readonly meleeIgnoresCover: boolean;

  /** D5: Buckshot loses 1 Attack per this many squares beyond the first, down to the minimum. */
  readonly buckshotFalloffEvery: number;
  readonly buckshotMinAttack: number;
  /** D5: a card attack with the Shotgun trait is Buckshot. */
  readonly shotgunTraitIsBuckshot: boolean;
  /** D6: a Slug is shotgun ammunition: a shotgun firing it has no Buckshot falloff. */
  readonly slugHasNoFalloff: boolean;

  /** G5: an object is shared when one of its squares is within this many squares (8-neighbour). */
  readonly sharedCoverReach: number;

  /**
   * E3: how many ranks one step may climb through a passage; Phantoms-style exemptions come from
   * factionBonuses. At least 1: passages are the way up (closed), so none may forbid every climb.
   */
  readonly maxStepUpRanks: number;

  /** M3: the cost of opening or closing an adjacent door. (A step costs 1: closed, E4.) */
  readonly doorToggleCost: number;

  /** X1: item cards per store. */
  readonly cardsPerStore: number;
  /**
   * X3 (house): a store with someone inside but no posse at 2 Gold Value is open to all (else to
   * no one). An empty store is open to all whatever this says (closed).
   */
  readonly uncontrolledStoreOpenToAll: boolean;

  /** W2: using an item is an action; healing never exceeds max HP. */
  readonly itemUseIsAction: boolean;
  readonly healingCappedAtMax: boolean;
  /**
   * Y2: each new day a player character eats Canned Beans or Jerky, or starts it 1 HP down (never
   * below 1). NPCs are the Dealer's concern.
   */
  readonly sustenanceEachDay: boolean;
  /**
   * Y1 (house: the Dealer advances the day): a new day called at the table does all a day does
   * on the campaign screen: it also mends gear (Y3) and feeds the posse (Y2), not only returns
   * the chips (H3).
   */
  readonly fullDayAtTable: boolean;

  /**
   * X5: the Marketplace is an expansion, off unless the Dealer turns it on for the campaign or the
   * encounter: then stores sell (X1, X3, X4).
   */
  readonly marketplace: boolean;
  /** W4: items a character carries at most (equipped and fitted ones not counted, W3). */
  readonly inventoryLimit: number;
  /** W4: equipping or unequipping a weapon card is an action (T4). */
  readonly equipIsAction: boolean;
  /** W5: Coffee Beans add this to the next check this day. */
  readonly coffeeBeansCheckBonus: number;
  /** W5: Cigarettes add this to the next Charming check this day. */
  readonly cigarettesCharmingBonus: number;
  /** W5: Aromatic Bitters heal this many HP. */
  readonly aromaticBittersHeal: number;
  /** W5: a Scope adds this Attack to attacks with the weapon card it is fitted to (W3, S5). */
  readonly scopeAttackBonus: number;

  /** F1: the health every Finger Guns player starts with (closed: health is 0–20). */
  readonly fingerGunsStartHealth: number;
  /** F8: Ghosts still gesture (Shot, Dynamite, Power Shot; their Saloon only cancels). */
  readonly fingerGunsGhostsGesture: boolean;
  /** F9: players at the table, at least and at most, within 4–8 (three Survivors end a game). */
  readonly fingerGunsMinPlayers: number;
  readonly fingerGunsMaxPlayers: number;
}

export const DEFAULT_RULES_OPTIONS: RulesOptions = Object.freeze({
  allowZeroMove: true,
  speedChipInitiativePlaces: 1,

  chipValue: 1,

  attackChipBeforeCover: true,
  damageChipOnlyOnDamage: true,

  checkCardValue: 'attack',
  untrainedOnePointChecksAllowed: false,
  thievinUsesHigherStat: true,

  statCost: 1,
  statMax: 5,
  baseHp: 9,
  baseSpeed: 5,
  pistolRange: 8,
  pistolCost: 0,
  trainedCheckCost: 1,

  bladeMasterAttackBonus: 2,
  acrobatIgnoresJumpDamage: true,
  quickdrawFirst: true,

  factionBonuses: {
    Lawmen: { stats: { smart: 1, charming: 1 } },
    Desperados: { stats: { sharp: 2 } },
    Drifters: { stats: { agile: 1 }, speed: 1 },
    Regulars: { stats: { tough: 1 }, hp: 3 },
    'Bounty Hunters': { stats: { sharp: 1, smart: 1 } },
    Grifters: { stats: { smart: 1, tough: 1 } },
    Phantoms: { stats: { agile: 1 }, stepUpWithoutPassage: true },
    Ronin: { stats: { smart: 1, agile: 1 } },
  },

  omniSpecialCardSurcharge: 1,

  weaponCardsStayInPlay: true,
  meleeReach: 1,
  meleeIgnoresCover: true,

  buckshotFalloffEvery: 2,
  buckshotMinAttack: 1,
  shotgunTraitIsBuckshot: true,
  slugHasNoFalloff: true,

  sharedCoverReach: 1,

  maxStepUpRanks: 1,

  doorToggleCost: 1,

  cardsPerStore: 12,
  uncontrolledStoreOpenToAll: true,

  itemUseIsAction: true,
  healingCappedAtMax: true,
  sustenanceEachDay: true,
  fullDayAtTable: true,

  marketplace: false,
  inventoryLimit: 6,
  equipIsAction: true,
  coffeeBeansCheckBonus: 1,
  cigarettesCharmingBonus: 1,
  aromaticBittersHeal: 1,
  scopeAttackBonus: 1,

  fingerGunsStartHealth: 20,
  fingerGunsGhostsGesture: true,
  fingerGunsMinPlayers: 4,
  fingerGunsMaxPlayers: 8,
});

const factionBonusSchema = z.object({
  stats: z.partialRecord(z.enum(STATS), z.number().int()),
  hp: z.number().int().optional(),
  speed: z.number().int().optional(),
  stepUpWithoutPassage: z.boolean().optional(),
});

/**
 * The rules options as saved with a session or chosen by the Dealer: every option, validated, so a
 * file cannot smuggle in a missing or mistyped house rule.
 */
export const rulesOptionsSchema = z
  .object({
    allowZeroMove: z.boolean(),
    speedChipInitiativePlaces: z.number().int().min(1),
    chipValue: z.number().int().min(1),
    attackChipBeforeCover: z.boolean(),
    damageChipOnlyOnDamage: z.boolean(),
    checkCardValue: z.enum(['attack', 'defend']),
    untrainedOnePointChecksAllowed: z.boolean(),
    thievinUsesHigherStat: z.boolean(),
    statCost: z.number().int().min(0),
    statMax: z.number().int().min(0),
    baseHp: z.number().int().min(1),
    baseSpeed: z.number().int().min(0),
    pistolRange: z.number().int().min(1),
    pistolCost: z.number().int(),
    trainedCheckCost: z.number().int().min(0),
    bladeMasterAttackBonus: z.number().int(),
    acrobatIgnoresJumpDamage: z.boolean(),
    quickdrawFirst: z.boolean(),
    factionBonuses: z.record(z.enum(FACTIONS), factionBonusSchema),
    omniSpecialCardSurcharge: z.number().int().min(0),
    weaponCardsStayInPlay: z.boolean(),
    meleeReach: z.number().int().min(1),
    meleeIgnoresCover: z.boolean(),
    buckshotFalloffEvery: z.number().int().min(1),
    buckshotMinAttack: z.number().int().min(0),
    shotgunTraitIsBuckshot: z.boolean(),
    slugHasNoFalloff: z.boolean(),
    // G5 (closed): an obstacle the attacker shares never gives cover; at 0 none could be shared.
    sharedCoverReach: z.number().int().min(1),
    // E3 (closed): passages lead up, so one rank is the least a step may climb through one.
    maxStepUpRanks: z.number().int().min(1),
    doorToggleCost: z.number().int().min(0),
    cardsPerStore: z.number().int().min(1),
    uncontrolledStoreOpenToAll: z.boolean(),
    itemUseIsAction: z.boolean(),
    healingCappedAtMax: z.boolean(),
    // Added with the campaign (issue 13): options saved before it have the rule on.
    sustenanceEachDay: z.boolean().default(true),
    // A session saved before the table's day did all a day does replays as it was played: its
    // ADVANCE_DAY returned the chips only. A new table takes the default (true).
    fullDayAtTable: z.boolean().default(false),
    // Added with the Marketplace (issue 13): a save's options from before them take the defaults.
    marketplace: z.boolean().default(false),
    inventoryLimit: z.number().int().min(0).default(6),
    equipIsAction: z.boolean().default(true),
    coffeeBeansCheckBonus: z.number().int().min(0).default(1),
    cigarettesCharmingBonus: z.number().int().min(0).default(1),
    aromaticBittersHeal: z.number().int().min(0).default(1),
    // Added as options (issue 36): a save's options from before them played by the same values.
    scopeAttackBonus: z.number().int().min(0).default(1),
    fingerGunsStartHealth: z.number().int().min(1).max(FINGER_GUNS_MAX_HEALTH).default(20),
    fingerGunsGhostsGesture: z.boolean(),
    // F9: the game ends at three or fewer Survivors, so fewer than 4 cannot play; 8 is the most.
    fingerGunsMinPlayers: z.number().int().min(4).max(8),
    fingerGunsMaxPlayers: z.number().int().min(4).max(8),
  })
  // Only house rules are options: a closed rule (K1's hand of 4, say) offered as one is refused.
  .strict()
  .refine((o) => o.fingerGunsMinPlayers <= o.fingerGunsMaxPlayers, {
    message: 'the fewest Finger Guns players is more than the most',
    path: ['fingerGunsMinPlayers'],
  }) satisfies z.ZodType<RulesOptions>;
