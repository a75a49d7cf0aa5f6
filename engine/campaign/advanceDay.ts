import type { Campaign, Standing } from '../model/campaign.ts';
import { SPENDABLE_CHIPS, type SpendableChipKind } from '../rules/chips.ts';
import type { RulesOptions } from '../rules/rulesOptions.ts';
import { feed, type Breakfast } from './sustenance.ts';
import { standingOfMember } from './standing.ts';

/** What the new day did to one posse member, for the Dealer to read. */
export interface Morning {
  id: string;
  name: string;
  /** Y1: the spent chips that came back, by kind (only the kinds that did). */
  chipsBack: Partial<Record<SpendableChipKind, number>>;
  /** Y2: what it ate, or that it went hungry; absent when the rule is off. */
  breakfast?: Breakfast;
  /** Y3: the gear tracks mended overnight, by the card's name. */
  mended: string[];
}

export interface NewDay {
  campaign: Campaign;
  day: number;
  mornings: Morning[];
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
 * Y1 (house: the Dealer advances the day): a new in-game day. Every spent chip comes back (H3,
 * Y1); each character eats or goes hungry (Y2, when the option is on); gear tracks are cleared,
 * armour mended overnight, but ammunition tracks are not: ammunition is bought (Y3). A member
 * who has not fought yet and has nothing to eat or lose keeps no standing: it is still fresh.
 */
export function advanceDay(campaign: Campaign, options: RulesOptions): NewDay {
  const mornings: Morning[] = [];
  const posse = campaign.posse.map((member) => {
    if (!member.standing && !options.sustenanceEachDay) {
      mornings.push({
        id: member.character.id,
        name: member.character.name,
        chipsBack: {},
        mended: [],
      });
      return member;
    }
    const before = standingOfMember(member, options);
    const chipsBack: Morning['chipsBack'] = {};
    for (const kind of SPENDABLE_CHIPS)
      if (before.spent[kind] > 0) chipsBack[kind] = before.spent[kind];
    const mended = before.gear.filter((g) => g.used > 0).map((g) => g.name);
    let standing: Standing = {
      ...before,
      spent: { ...NOTHING_SPENT },
      gear: before.gear.map((g) => ({ ...g, used: 0 })),
    };
    const morning: Morning = {
      id: member.character.id,
      name: member.character.name,
      chipsBack,
      mended,
    };
    if (options.sustenanceEachDay) {
      const fed = feed(standing);
      standing = fed.standing;
      morning.breakfast = fed.breakfast;
    }
    mornings.push(morning);
    return { ...member, standing };
  });
  const day = campaign.day + 1;
  return { campaign: { ...campaign, day, posse }, day, mornings };
}
