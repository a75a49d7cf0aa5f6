import { SPENDABLE_CHIPS, chipCost, isSpendableChip } from '../rules/chips.ts';
import { parseCheckName, type Stats } from '../rules/checks.ts';
import { DECK_SIZE } from '../rules/cards.ts';
import { CLASSES, findClass, type CharacterClass } from '../rules/classes.ts';
import {
  COSTS,
  HP_PER_UPGRADE,
  WEAPON_TRAIT_COSTS,
  findNamedTrait,
  type NamedTrait,
} from '../rules/costs.ts';
import { FACTIONS, type Faction } from '../rules/factions.ts';
import { MAX_LEVEL, isLevel, levelPoints, specialCardPoints } from '../rules/levels.ts';
import { milestonePerksAt, type MilestonePerk } from '../rules/milestonePerks.ts';
import { RulesInputError } from '../rules/rulesInputError.ts';
import { DEFAULT_RULES_OPTIONS, type RulesOptions } from '../rules/rulesOptions.ts';
import { WEAPON_TRAITS, isWeaponTrait, type WeaponTrait } from '../rules/weapons.ts';
import type { BuildInput } from '../model/buildInput.ts';
import { readStats } from './readStats.ts';

export const VIOLATION_CODES = [
  'class_restricted',
  'deck_over',
  'lp_over',
  'prerequisite',
  'scp_over',
  'stat_range',
  'unknown_class',
  'unknown_faction',
  'weapon_trait',
] as const;
export type ViolationCode = (typeof VIOLATION_CODES)[number];

export interface Violation {
  code: ViolationCode;
  /** What is wrong, citing the rule. */
  message: string;
  /** B6: what to change to put it right, in the builder's words. */
  hint: string;
}

export interface LpItem {
  item: string;
  lp: number;
  rule: string;
}

export interface BuildVerdict {
  valid: boolean;
  lpSpent: number;
  lpAvailable: number;
  scpSpent: number;
  scpAvailable: number;
  hp: number;
  speed: number;
  /** B3 bought stats + B5 faction bonus + B5 milestone perks of the level reached. */
  finalStats: Stats;
  /** B5: the milestone perks this character has at its level (they are in finalStats). */
  perks: MilestonePerk[];
  /** Every LP spent or refunded, so the builder can show the sum. */
  lpItems: LpItem[];
  /** Each code at most once, sorted. */
  violations: ViolationCode[];
  /** Every problem found, in words (several may share a code). */
  problems: Violation[];
}

/**
 * B1–B6: prices a build and lists every violation, not just the first (B6). LP: stats bought
 * (B3, a negative stat refunds nothing), Speed and Range purchases, chips, the weapon trait
 * (refunds for Blade and Body), named traits, Character Traits, HP upgrades, and trained 1-pt
 * checks (natural checks cost nothing). SCP: special cards (Omni pays the surcharge, K6). Final
 * stats add the faction bonus and the milestone perks of the level reached (B5). Each problem says
 * what to change (its hint).
 */
export function validateBuild(
  input: BuildInput,
  options: RulesOptions = DEFAULT_RULES_OPTIONS,
): BuildVerdict {
  if (typeof input.level !== 'number' || !isLevel(input.level)) {
    throw new RulesInputError('level', `must be a level from 1 to 12 (got ${String(input.level)})`);
  }
  const problems: Violation[] = [];
  const lpItems: LpItem[] = [];
  const add = (item: string, lp: number, rule: string) => {
    if (lp !== 0) lpItems.push({ item, lp, rule });
  };

  const faction = FACTIONS.find(
    (f) =>
      f.toLowerCase() ===
      String(input.faction ?? '')
        .trim()
        .toLowerCase(),
  );
  if (!faction)
    problems.push({
      code: 'unknown_faction',
      message: `unknown faction "${input.faction}"; one of ${FACTIONS.join(', ')}`,
      hint: `Choose a faction: ${FACTIONS.join(', ')}.`,
    });
  const characterClass = findClass(String(input.class ?? ''));
  if (!characterClass)
    problems.push({
      code: 'unknown_class',
      message: `unknown class "${input.class}"`,
      hint: `Choose a class: ${CLASSES.join(', ')}.`,
    });

  const bought = readStats(input.stats, 'stats');
  for (const [stat, value] of Object.entries(bought) as [keyof Stats, number][]) {
    if (value < 0 || value > options.statMax) {
      problems.push({
        code: 'stat_range',
        message: `${stat} ${value} is outside 0–${options.statMax} (rule B3)`,
        hint: `Set ${STAT_WORDS[stat]} to a number from 0 to ${options.statMax}.`,
      });
    }
    add(`${stat} ${value}`, Math.max(0, value) * options.statCost, 'B3');
  }

  const speed = count(input.speed, 'speed');
  const range = count(input.range, 'range');
  add(`Speed +${speed}`, speed * COSTS.speed, 'B2');
  add(`Range +${range}`, range * COSTS.range, 'B2');

  for (const [kind, n] of Object.entries(input.chips ?? {})) {
    if (!isSpendableChip(kind)) {
      throw new RulesInputError(
        `chips.${kind}`,
        `unknown chip; the chips are ${SPENDABLE_CHIPS.join(', ')}`,
      );
    }
    add(
      `${count(n, `chips.${kind}`)} ${kind} chip(s)`,
      count(n, `chips.${kind}`) * chipCost(kind),
      'B2',
    );
  }

  const weaponTrait = readWeaponTrait(input.weaponTrait, problems);
  if (weaponTrait)
    add(
      `${weaponTrait} trait`,
      weaponTrait === 'pistol' ? options.pistolCost : WEAPON_TRAIT_COSTS[weaponTrait],
      weaponTrait === 'pistol' ? 'B3' : 'B2',
    );

  const traits: NamedTrait[] = (input.traits ?? []).map((name, i) => {
    const trait = findNamedTrait(name);
    if (!trait)
      throw new RulesInputError(
        `traits[${i}]`,
        `unknown trait "${name}"; the traits are Blade Master, Acrobat, Quickdraw`,
      );
    return trait;
  });
  for (const trait of new Set(traits)) add(trait, COSTS.namedTrait, 'B2');
  const characterTraits = count(input.characterTraits, 'characterTraits');
  add(`${characterTraits} Character Trait(s)`, characterTraits * COSTS.characterTrait, 'B2');
  const hpUpgrades = count(input.hpUpgrades, 'hpUpgrades');
  add(`${hpUpgrades} HP upgrade(s)`, hpUpgrades * COSTS.hpUpgrade, 'B2');

  const trainedLabels = new Set<string>();
  (input.trained ?? []).forEach((name, i) => {
    const check = parseCheckName(name);
    if ('error' in check) throw new RulesInputError(`trained[${i}]`, check.error);
    if (check.definition.training !== 'onePoint' || trainedLabels.has(check.label.toLowerCase()))
      return;
    trainedLabels.add(check.label.toLowerCase());
    add(`trained ${check.label}`, options.trainedCheckCost, 'S3');
  });

  const bonus = faction ? options.factionBonuses[faction] : undefined;
  const perks = faction ? milestonePerksAt(faction, input.level) : [];
  const finalStats: Stats = { ...bought };
  for (const lift of [bonus?.stats ?? {}, ...perks.map((p) => p.stats)])
    for (const [stat, value] of Object.entries(lift) as [keyof Stats, number][])
      finalStats[stat] += value;

  const scpSpent = priceSpecialCards(input, characterClass, finalStats, options, problems);

  const lpSpent = lpItems.reduce((total, item) => total + item.lp, 0);
  const lpAvailable = levelPoints(input.level);
  const scpAvailable = specialCardPoints(input.level);
  problems.push(...overBudget(input, lpSpent, scpSpent));

  const violations = [...new Set(problems.map((p) => p.code))].sort();
  return {
    valid: violations.length === 0,
    lpSpent,
    lpAvailable,
    scpSpent,
    scpAvailable,
    hp: options.baseHp + hpUpgrades * HP_PER_UPGRADE + (bonus?.hp ?? 0),
    speed: options.baseSpeed + speed + (bonus?.speed ?? 0),
    finalStats,
    perks,
    lpItems,
    violations,
    problems,
  };
}

/**
 * K6: the special cards' SCP (Omni pays the surcharge), and each card's class and stat
 * prerequisites against the final stats, a problem for each it breaks.
 */
function priceSpecialCards(
  input: BuildInput,
  characterClass: CharacterClass | undefined,
  finalStats: Stats,
  options: RulesOptions,
  problems: Violation[],
): number {
  let scpSpent = 0;
  (input.specialCards ?? []).forEach((card, i) => {
    const field = `specialCards[${i}]`;
    if (typeof card?.cost !== 'number' || !Number.isInteger(card.cost) || card.cost < 0) {
      throw new RulesInputError(`${field}.cost`, 'must be a whole number, 0 or more');
    }
    scpSpent += card.cost + (characterClass === 'Omni' ? options.omniSpecialCardSurcharge : 0);
    const cardClass = findClass(String(card.class ?? ''));
    if (characterClass && characterClass !== 'Omni' && cardClass !== characterClass) {
      problems.push({
        code: 'class_restricted',
        message: `${card.name} is a ${card.class} card; a ${characterClass} cannot take it (rule K6)`,
        hint:
          cardClass === 'Omni'
            ? `Remove ${card.name}, or make the character an Omni.`
            : `Remove ${card.name}, or make the character a ${card.class} or an Omni.`,
      });
    }
    const requires = readStats(card.requires, `${field}.requires`);
    for (const [stat, needed] of Object.entries(card.requires ?? {}) as [keyof Stats, number][]) {
      if (finalStats[stat] < requires[stat]) {
        problems.push({
          code: 'prerequisite',
          message: `${card.name} needs ${stat} ${needed}; the character has ${finalStats[stat]} (rule K6)`,
          hint: `Raise ${STAT_WORDS[stat]} by ${requires[stat] - finalStats[stat]}, or remove ${card.name}.`,
        });
      }
    }
  });
  return scpSpent;
}

/** B1, K1, K6: LP and SCP beyond the level's, and special cards beyond a deck. */
function overBudget(input: BuildInput, lpSpent: number, scpSpent: number): Violation[] {
  const over: Violation[] = [];
  const lpAvailable = levelPoints(input.level);
  const scpAvailable = specialCardPoints(input.level);
  if (lpSpent > lpAvailable)
    over.push({
      code: 'lp_over',
      message: `${lpSpent} LP spent of ${lpAvailable} (rule B1)`,
      hint: `Take back ${lpSpent - lpAvailable} LP of purchases${orLevel(levelWith(levelPoints, lpSpent))}.`,
    });
  if (scpSpent > scpAvailable)
    over.push({
      code: 'scp_over',
      message: `${scpSpent} SCP spent of ${scpAvailable} (rule B1)`,
      hint: `Remove special cards worth ${scpSpent - scpAvailable} SCP${orLevel(levelWith(specialCardPoints, scpSpent))}.`,
    });
  const cards = input.specialCards?.length ?? 0;
  if (cards > DECK_SIZE)
    over.push({
      code: 'deck_over',
      message: `${cards} special cards; a deck holds ${DECK_SIZE} cards (rules K1, K6)`,
      hint: `Remove ${cards - DECK_SIZE} special card(s).`,
    });
  return over;
}

/** B3: exactly one base weapon trait; a missing one is the Pistol. */
function readWeaponTrait(raw: unknown, problems: Violation[]): WeaponTrait | null {
  if (raw === undefined || raw === null) return 'pistol';
  const name = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (isWeaponTrait(name)) return name;
  problems.push({
    code: 'weapon_trait',
    message: `a build has exactly one of pistol, shotgun, rifle, blade, body (got ${JSON.stringify(raw)})`,
    hint: `Choose one weapon trait: ${WEAPON_TRAITS.join(', ')}.`,
  });
  return null;
}

const STAT_WORDS: Readonly<Record<keyof Stats, string>> = {
  tough: 'Tough',
  agile: 'Agile',
  smart: 'Smart',
  sharp: 'Sharp',
  charming: 'Charming',
};

/** B1: the lowest level whose points (LP or SCP) cover this much, or null past level 12. */
function levelWith(points: (level: number) => number, spent: number): number | null {
  for (let level = 1; level <= MAX_LEVEL; level++) if (points(level) >= spent) return level;
  return null;
}

function orLevel(level: number | null): string {
  return level === null ? '' : `, or raise the level to ${level}`;
}

function count(value: unknown, field: string): number {
  if (value === undefined) return 0;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new RulesInputError(
      field,
      `must be a whole number, 0 or more (got ${JSON.stringify(value)})`,
    );
  }
  return value;
}

export type { CharacterClass, Faction };
