import { z } from 'zod';
import { rulesOptionsSchema, type RulesOptions } from './rulesOptions.ts';

/** One house rule as the Dealer sees it in the rules options: its ledger id and what it means. */
export interface RulesOptionGuide {
  readonly key: EditableRulesOption;
  readonly rule: string;
  readonly label: string;
  /** When the change takes effect, if not at once. */
  readonly note?: string;
}

/**
 * The options a Dealer edits one value at a time. Faction bonuses are a table, not a value: they
 * stay as they are saved.
 */
export type EditableRulesOption = Exclude<keyof RulesOptions, 'factionBonuses'>;

const AT_NEXT_ENCOUNTER = 'applies when the next encounter is set up';

/** Every editable house rule, in ledger order, with the words the rules options panel shows. */
export const RULES_OPTIONS_GUIDE: readonly RulesOptionGuide[] = [
  { key: 'allowZeroMove', rule: 'T3', label: 'Moving 0 squares is allowed' },
  {
    key: 'speedChipInitiativePlaces',
    rule: 'T6',
    label: 'Places earlier per Speed chip spent at round start',
  },
  { key: 'chipValue', rule: 'H1', label: 'What one spendable chip is worth' },
  {
    key: 'attackChipBeforeCover',
    rule: 'H1',
    label: 'Attack chips add before cover halves the Attack',
  },
  {
    key: 'damageChipOnlyOnDamage',
    rule: 'H1',
    label: 'A damage-mode Attack chip counts only if the attack deals damage',
  },
  { key: 'checkCardValue', rule: 'S2', label: 'A check counts the card’s value' },
  {
    key: 'untrainedOnePointChecksAllowed',
    rule: 'S4',
    label: '1-pt checks may be made untrained',
  },
  { key: 'thievinUsesHigherStat', rule: 'S4', label: 'Thievin uses the higher of Sharp and Smart' },
  { key: 'statCost', rule: 'B3', label: 'LP per stat point', note: AT_NEXT_ENCOUNTER },
  { key: 'statMax', rule: 'B3', label: 'Most points bought in one stat' },
  { key: 'baseHp', rule: 'B3', label: 'Base HP', note: AT_NEXT_ENCOUNTER },
  { key: 'baseSpeed', rule: 'B3', label: 'Base Speed', note: AT_NEXT_ENCOUNTER },
  { key: 'pistolRange', rule: 'B3', label: 'Pistol range' },
  { key: 'pistolCost', rule: 'B3', label: 'Pistol LP cost', note: AT_NEXT_ENCOUNTER },
  { key: 'trainedCheckCost', rule: 'B3', label: 'LP per trained 1-pt check' },
  { key: 'bladeMasterAttackBonus', rule: 'B4', label: 'Blade Master Attack bonus with a Blade' },
  { key: 'acrobatIgnoresJumpDamage', rule: 'B4', label: 'Acrobat takes no jump damage' },
  {
    key: 'quickdrawFirst',
    rule: 'B4',
    label: 'Quickdraw acts first each round',
    note: AT_NEXT_ENCOUNTER,
  },
  {
    key: 'omniSpecialCardSurcharge',
    rule: 'K6',
    label: 'Extra SCP Omni pays per special card',
  },
  {
    key: 'weaponCardsStayInPlay',
    rule: 'A2',
    label: 'A weapon card stays equipped after it attacks',
  },
  { key: 'meleeReach', rule: 'A9', label: 'Melee reach in squares' },
  { key: 'meleeIgnoresCover', rule: 'A9', label: 'Melee ignores cover' },
  { key: 'buckshotFalloffEvery', rule: 'D5', label: 'Buckshot loses 1 Attack every … squares' },
  { key: 'buckshotMinAttack', rule: 'D5', label: 'Buckshot never drops below' },
  { key: 'shotgunTraitIsBuckshot', rule: 'D5', label: 'A Shotgun-trait card attack is Buckshot' },
  { key: 'slugHasNoFalloff', rule: 'D6', label: 'A Slug has no Buckshot falloff' },
  {
    key: 'sharedCoverReach',
    rule: 'G5',
    label: 'Cover is shared within … squares of the attacker',
  },
  { key: 'maxStepUpRanks', rule: 'E3', label: 'Ranks one step may climb through a passage' },
  { key: 'doorToggleCost', rule: 'M3', label: 'Movement to open or close a door' },
  { key: 'marketplace', rule: 'X5', label: 'The Marketplace: stores sell in play' },
  { key: 'cardsPerStore', rule: 'X1', label: 'Item cards per store' },
  {
    key: 'uncontrolledStoreOpenToAll',
    rule: 'X3',
    label: 'A store with someone inside but nobody in control is open to all',
  },
  { key: 'itemUseIsAction', rule: 'W2', label: 'Using an item takes the action' },
  { key: 'healingCappedAtMax', rule: 'W2', label: 'Healing never goes past max HP' },
  {
    key: 'sustenanceEachDay',
    rule: 'Y2',
    label: 'Each new day a character eats, or starts it 1 HP down',
  },
  {
    key: 'fullDayAtTable',
    rule: 'Y1',
    label: 'Next day at the table also mends gear and feeds the posse (Y2, Y3)',
  },
  { key: 'inventoryLimit', rule: 'W4', label: 'Items carried at most (equipped not counted)' },
  { key: 'equipIsAction', rule: 'W4', label: 'Equipping or unequipping takes the action' },
  { key: 'coffeeBeansCheckBonus', rule: 'W5', label: 'Coffee Beans: + to the next check this day' },
  {
    key: 'cigarettesCharmingBonus',
    rule: 'W5',
    label: 'Cigarettes: + to the next Charming check this day',
  },
  { key: 'aromaticBittersHeal', rule: 'W5', label: 'Aromatic Bitters: HP healed' },
  {
    key: 'scopeAttackBonus',
    rule: 'W5',
    label: 'A Scope: + Attack with the weapon it is fitted to',
  },
  {
    key: 'fingerGunsStartHealth',
    rule: 'F1',
    label: 'Finger Guns: the health each player starts with',
    note: 'applies from the next game',
  },
  { key: 'fingerGunsGhostsGesture', rule: 'F8', label: 'Finger Guns: Ghosts still gesture' },
  { key: 'fingerGunsMinPlayers', rule: 'F9', label: 'Finger Guns: fewest players' },
  { key: 'fingerGunsMaxPlayers', rule: 'F9', label: 'Finger Guns: most players' },
];

/** How a rules option is edited: read from the options schema, so the panel and the checks agree. */
export type RulesOptionField =
  | { kind: 'boolean' }
  | { kind: 'number'; min: number | null; max: number | null }
  | { kind: 'choice'; choices: readonly string[] };

export function rulesOptionField(key: EditableRulesOption): RulesOptionField {
  const declared = rulesOptionsSchema.shape[key];
  // An option added after saves were made carries a default for them; it edits as its value does.
  const schema = declared instanceof z.ZodDefault ? declared.unwrap() : declared;
  if (schema instanceof z.ZodBoolean) return { kind: 'boolean' };
  if (schema instanceof z.ZodEnum) return { kind: 'choice', choices: schema.options as string[] };
  const number = schema as z.ZodNumber;
  // .int() alone bounds a zod number by the safe integers; that is no limit a Dealer meets.
  const finite = (n: number | null) =>
    n === null || !Number.isSafeInteger(n) || Math.abs(n) === Number.MAX_SAFE_INTEGER ? null : n;
  return { kind: 'number', min: finite(number.minValue), max: finite(number.maxValue) };
}
