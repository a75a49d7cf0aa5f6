import { buildOf, type Character } from '../model/character.ts';
import type { Campaign, Standing } from '../model/campaign.ts';
import { validateBuild } from '../resolve/validateBuild.ts';
import { CHIP_LABELS, SPENDABLE_CHIPS } from '../rules/chips.ts';
import type { RulesOptions } from '../rules/rulesOptions.ts';
import { maxHpOf } from '../game/days/standing.ts';

export type MemberUpdate =
  { ok: true; campaign: Campaign; changes: string[] } | { ok: false; reason: string };

/**
 * Issue 13, item 4: a posse member brought up to date with its saved character (a level gained in
 * the builder, B1–B6). The build is the saved one's; the member keeps its id, so the encounters
 * that seat it by id still do, and its standing (Y3): the HP left, never above the new max (A8);
 * the chips spent this day, never more than the new build has of a kind (H3); its gold, items,
 * tracks, fitted items and weapon, which are what it carries now, not what a new character starts
 * with. What no longer fits is said in words; a build that breaks the rules is refused (B6).
 */
export function memberFromSaved(
  campaign: Campaign,
  id: string,
  saved: Character,
  options: RulesOptions,
): MemberUpdate {
  const member = campaign.posse.find((m) => m.character.id === id);
  if (!member) return { ok: false, reason: 'Only a member of the posse can be updated.' };
  const old = member.character;
  const verdict = validateBuild(buildOf(saved), options);
  if (verdict.violations.length > 0)
    return {
      ok: false,
      reason: `The saved ${saved.name} cannot ride: its build is not valid (rule B6): ${verdict.problems.map((p) => p.message).join('; ')}.`,
    };
  const character: Character = { ...saved, id: old.id };
  const changes: string[] = [];
  if (saved.level !== old.level) changes.push(`level ${old.level} → ${saved.level}`);
  const maxFrom = maxHpOf(old, options);
  const maxTo = verdict.hp;
  if (maxFrom !== maxTo) changes.push(`max HP ${maxFrom} → ${maxTo}`);
  for (const kind of SPENDABLE_CHIPS)
    if (old.chips[kind] !== saved.chips[kind])
      changes.push(`${CHIP_LABELS[kind]} chips ${old.chips[kind]} → ${saved.chips[kind]}`);
  const standing = member.standing ? kept(member.standing, character, maxTo, changes) : undefined;
  if (!member.standing) changes.push('it has not fought yet, so it starts as the saved build says');
  if (changes.length === 0) changes.push('nothing changes: the posse already has this build');
  return {
    ok: true,
    campaign: {
      ...campaign,
      posse: campaign.posse.map((m) =>
        m === member ? { character, ...(standing ? { standing } : {}) } : m,
      ),
    },
    changes: changes.map((c) => `${old.name}: ${c}.`),
  };
}

/** The member's standing on its new build: what still fits, and words for what does not. */
function kept(standing: Standing, character: Character, max: number, changes: string[]): Standing {
  let hpLeft = standing.hpLeft;
  if (hpLeft > max) {
    changes.push(`HP ${hpLeft} is more than the new max: capped at ${max} (rule A8)`);
    hpLeft = max;
  } else changes.push(`keeps its HP, ${hpLeft} of ${max} (rule Y3)`);
  const spent = { ...standing.spent };
  for (const kind of SPENDABLE_CHIPS) {
    if (spent[kind] <= character.chips[kind]) continue;
    changes.push(
      `${spent[kind]} ${CHIP_LABELS[kind]} spent today, but the new build has ${character.chips[kind]}: ${character.chips[kind]} stay spent (rule H3)`,
    );
    spent[kind] = character.chips[kind];
  }
  changes.push(
    `keeps its gold (${standing.gold}) and what it carries, not the saved build's starting gold and items (rule Y3)`,
  );
  return { ...standing, hpLeft, spent };
}
