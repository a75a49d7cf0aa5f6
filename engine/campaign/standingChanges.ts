import type { Campaign, Standing } from '../model/campaign.ts';
import { SPENDABLE_CHIPS } from '../rules/chips.ts';
import type { RulesOptions } from '../rules/rulesOptions.ts';
import { standingOfMember } from '../game/days/standing.ts';

/** What a write-back changes for one posse member: the Dealer reads it before confirming. */
export interface StandingChange {
  id: string;
  name: string;
  hp: { from: number; to: number };
  /** H3: chips spent this day, all kinds together. */
  spent: { from: number; to: number };
  gold: { from: number; to: number };
  /** W4: items it no longer carries, and items it carries that it did not. */
  itemsLost: string[];
  itemsGained: string[];
}

/**
 * Issue 13, item 4: the write-back's confirm step lists, per character whose standing changes,
 * its HP, spent chips, gold and items before and after (Y3). Members left unchanged are not listed.
 */
export function standingChanges(
  before: Campaign,
  after: Campaign,
  options: RulesOptions,
): StandingChange[] {
  return after.posse.flatMap((member) => {
    const old = before.posse.find((m) => m.character.id === member.character.id);
    if (!old) return [];
    const from = standingOfMember(old, options);
    const to = standingOfMember(member, options);
    const change: StandingChange = {
      id: member.character.id,
      name: member.character.name,
      hp: { from: from.hpLeft, to: to.hpLeft },
      spent: { from: spentOf(from), to: spentOf(to) },
      gold: { from: from.gold, to: to.gold },
      itemsLost: without(from.items, to.items),
      itemsGained: without(to.items, from.items),
    };
    const same =
      change.hp.from === change.hp.to &&
      change.spent.from === change.spent.to &&
      change.gold.from === change.gold.to &&
      change.itemsLost.length === 0 &&
      change.itemsGained.length === 0 &&
      JSON.stringify(from) === JSON.stringify(to);
    return same ? [] : [change];
  });
}

function spentOf(standing: Standing): number {
  return SPENDABLE_CHIPS.reduce((n, k) => n + standing.spent[k], 0);
}

/** The items of `a` not in `b`, counting repeats (two Jerky less one is one lost). */
function without(a: readonly string[], b: readonly string[]): string[] {
  const left = [...b];
  return a.filter((item) => {
    const at = left.indexOf(item);
    if (at < 0) return true;
    left.splice(at, 1);
    return false;
  });
}
