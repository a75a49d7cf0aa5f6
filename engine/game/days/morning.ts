import type { Standing } from '../../model/campaign.ts';
import { CHIP_LABELS, SPENDABLE_CHIPS, type SpendableChipKind } from '../../rules/chips.ts';
import type { RulesOptions } from '../../rules/rulesOptions.ts';
import { feed, type Breakfast } from './sustenance.ts';

/** What the new day did to one character, for the Dealer to read. */
export interface Morning {
  id: string;
  name: string;
  /** Y1: the spent chips that came back, by kind (only the kinds that did). */
  chipsBack: Partial<Record<SpendableChipKind, number>>;
  /** Y2: what it ate, or that it went hungry; absent when the rule is off (or for an NPC). */
  breakfast?: Breakfast;
  /** Y3: the gear tracks mended overnight, by the card's name. */
  mended: string[];
}

const NOTHING_SPENT: Standing['spent'] = {
  attack: 0,
  defense: 0,
  speed: 0,
  range: 0,
  action: 0,
  draw: 0,
};

/**
 * Y1 (house: the Dealer advances the day): what a new in-game day does to one character, the one
 * rule both the campaign screen (advanceDay) and the table (ADVANCE_DAY) apply. Every spent chip
 * comes back (H3, Y1); the minor goods' boosts, which lasted "this day", are gone (W5); gear
 * tracks are cleared, armour mended overnight, but ammunition tracks are not: ammunition is
 * bought (Y3); and, when `eats`, it eats one Canned Beans or Jerky or starts the day 1 HP down
 * (Y2, when the option is on). `mends: false` is the table's day as it was before it did all
 * this (option fullDayAtTable off): the chips and boosts only.
 */
export function morningOf(
  who: { id: string; name: string },
  before: Standing,
  options: RulesOptions,
  { eats, mends = true }: { eats: boolean; mends?: boolean },
): { standing: Standing; morning: Morning } {
  const chipsBack: Morning['chipsBack'] = {};
  for (const kind of SPENDABLE_CHIPS)
    if (before.spent[kind] > 0) chipsBack[kind] = before.spent[kind];
  let standing: Standing = {
    ...before,
    spent: { ...NOTHING_SPENT },
    gear: mends ? before.gear.map((g) => ({ ...g, used: 0 })) : before.gear,
    boosts: [],
  };
  const morning: Morning = {
    id: who.id,
    name: who.name,
    chipsBack,
    mended: mends ? before.gear.filter((g) => g.used > 0).map((g) => g.name) : [],
  };
  if (eats && mends && options.sustenanceEachDay) {
    const fed = feed(standing);
    standing = fed.standing;
    morning.breakfast = fed.breakfast;
  }
  return { standing, morning };
}

/** H1: chips by kind in words ("1 Speed · 2 Attack"), or "none". */
export function chipsWords(chips: Partial<Record<SpendableChipKind, number>>): string {
  const parts = SPENDABLE_CHIPS.filter((k) => (chips[k] ?? 0) > 0).map(
    (k) => `${chips[k]} ${CHIP_LABELS[k]}`,
  );
  return parts.length > 0 ? parts.join(' · ') : 'none';
}

/** What the new day did to one character, in one sentence (Y1, Y2, Y3): the log's and the screen's. */
export function morningWords(m: Morning): string {
  const back = chipsWords(m.chipsBack);
  const parts = [back === 'none' ? 'no chips to return' : `chips back: ${back} (rule Y1)`];
  const b = m.breakfast;
  if (b?.kind === 'ate') parts.push(`ate ${b.item} (rule Y2)`);
  if (b?.kind === 'hungry')
    parts.push(
      b.hpFrom === b.hpTo
        ? `went hungry, and stays at ${b.hpTo} HP: never below 1 (rule Y2)`
        : `went hungry: HP ${b.hpFrom} → ${b.hpTo} (rule Y2)`,
    );
  if (b?.kind === 'dead') parts.push('is dead, and neither eats nor starves');
  if (m.mended.length > 0) parts.push(`${m.mended.join(', ')} mended overnight (rule Y3)`);
  return `${m.name}: ${parts.join('; ')}.`;
}
