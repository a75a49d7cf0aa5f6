import type { Campaign, PosseMember } from '../model/campaign.ts';
import { ITEMS } from '../rules/items.ts';
import type { RulesOptions } from '../rules/rulesOptions.ts';
import { maxHpOf, standingOfMember } from '../game/days/standing.ts';

/** One member gives another (or itself) an item from its pack, between two encounters. */
export interface ItemUse {
  /** Whose pack the item comes from, by character id. */
  user: string;
  target: string;
  item: string;
}

export type ItemUseResult =
  { ok: true; campaign: Campaign; text: string } | { ok: false; reason: string };

/** The items that can be used between fights: the pharmacy's (W2). */
export const BETWEEN_FIGHTS_ITEMS: readonly string[] = ITEMS.filter(
  (i) => i.heal !== undefined || i.revive !== undefined,
).map((i) => i.name);

/**
 * Healing between fights (issue 13, item 4). W2: a Medical Kit heals 5 and Snake Oil 3, never past
 * max HP (house option); A8 (house): a Revival Tonic brings a dead character back with 3 HP. The
 * item is spent from the user's pack. Healing the dead, reviving the living, or an item the user
 * does not carry is refused in words.
 */
export function itemBetweenFights(
  campaign: Campaign,
  use: ItemUse,
  options: RulesOptions,
): ItemUseResult {
  const user = memberOf(campaign, use.user);
  const target = memberOf(campaign, use.target);
  if (!user || !target) return { ok: false, reason: 'Only a member of the posse can use an item.' };
  const card = ITEMS.find((i) => i.name === use.item);
  if (!card || !BETWEEN_FIGHTS_ITEMS.includes(card.name))
    return { ok: false, reason: `${use.item} does not heal (rule W2).` };
  const from = standingOfMember(user, options);
  if (from.hpLeft === 0)
    return {
      ok: false,
      reason: `${user.character.name} is dead and cannot use an item (rule A8).`,
    };
  const at = from.items.indexOf(card.name);
  if (at < 0) return { ok: false, reason: `${user.character.name} carries no ${card.name}.` };
  const name = target.character.name;
  const before = standingOfMember(target, options).hpLeft;
  const max = maxHpOf(target.character, options);
  let hp: number;
  if (card.revive !== undefined) {
    if (before > 0)
      return {
        ok: false,
        reason: `${name} is not dead: a Revival Tonic only brings back the dead (rule A8).`,
      };
    hp = Math.min(card.revive, max);
  } else {
    if (before === 0)
      return {
        ok: false,
        reason: `${name} is dead: only a Revival Tonic brings a character back (rule A8).`,
      };
    hp = options.healingCappedAtMax ? Math.min(before + card.heal!, max) : before + card.heal!;
  }
  const posse = campaign.posse.map((m) => {
    let standing = standingOfMember(m, options);
    if (m.character.id === user.character.id)
      standing = { ...standing, items: standing.items.filter((_, i) => i !== at) };
    if (m.character.id === target.character.id) standing = { ...standing, hpLeft: hp };
    return m === user || m === target ? { ...m, standing } : m;
  });
  const giver = user === target ? `${name} uses` : `${user.character.name} gives ${name}`;
  return {
    ok: true,
    campaign: { ...campaign, posse },
    text:
      card.revive !== undefined
        ? `${giver} a Revival Tonic: back with ${hp} HP (rule A8).`
        : `${giver} ${card.name}: HP ${before} → ${hp} of ${max} (rule W2).`,
  };
}

function memberOf(campaign: Campaign, id: string): PosseMember | undefined {
  return campaign.posse.find((m) => m.character.id === id);
}
