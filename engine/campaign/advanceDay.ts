import type { Campaign, PosseMember } from '../model/campaign.ts';
import type { RulesOptions } from '../rules/rulesOptions.ts';
import { morningOf, type Morning } from '../game/days/morning.ts';
import { standingOfMember } from '../game/days/standing.ts';

export type { Morning } from '../game/days/morning.ts';

export interface NewDay {
  campaign: Campaign;
  day: number;
  mornings: Morning[];
}

/**
 * Y1 (house: the Dealer advances the day): a new in-game day for the whole posse, each member's
 * morning as morningOf says (chips back, H3, Y1; boosts gone, W5; Y2 sustenance; Y3 gear mended).
 */
export function advanceDay(campaign: Campaign, options: RulesOptions): NewDay {
  const mornings: Morning[] = [];
  const posse = campaign.posse.map((member) => {
    const next = memberMorning(member, options);
    mornings.push(next.morning);
    return next.member;
  });
  const day = campaign.day + 1;
  return { campaign: { ...campaign, day, posse }, day, mornings };
}

/**
 * One member's new day. A member who has not fought yet and has nothing to eat or lose keeps no
 * standing: it is still fresh.
 */
export function memberMorning(
  member: PosseMember,
  options: RulesOptions,
): { member: PosseMember; morning: Morning } {
  const who = { id: member.character.id, name: member.character.name };
  if (!member.standing && !options.sustenanceEachDay)
    return { member, morning: { ...who, chipsBack: {}, mended: [] } };
  const { standing, morning } = morningOf(who, standingOfMember(member, options), options, {
    eats: true,
  });
  return { member: { ...member, standing }, morning };
}
