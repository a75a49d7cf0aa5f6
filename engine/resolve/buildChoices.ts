import { CHIP_LABELS, SPENDABLE_CHIPS, chipCost, type SpendableChipKind } from '../rules/chips.ts';
import { CHECKS, STATS, type Stat } from '../rules/checks.ts';
import { CLASSES, type CharacterClass } from '../rules/classes.ts';
import { COSTS, HP_PER_UPGRADE, NAMED_TRAITS, WEAPON_TRAIT_COSTS } from '../rules/costs.ts';
import { AMMUNITION, GEAR } from '../rules/equipment.ts';
import { FACTIONS, FACTION_MARKS, type Faction } from '../rules/factions.ts';
import { ITEMS } from '../rules/items.ts';
import { LEVEL_POINTS, STARTER_TIERS, levelPoints, specialCardPoints } from '../rules/levels.ts';
import { MILESTONE_PERKS } from '../rules/milestonePerks.ts';
import type { RulesOptions } from '../rules/rulesOptions.ts';
import { SPECIAL_CARDS } from '../rules/specialCards.ts';
import { WEAPONS, WEAPON_TRAITS, type WeaponTrait } from '../rules/weapons.ts';
import { traitRange } from './judgeReach.ts';

/**
 * What the character builder may offer, worded and priced here so the form renders it and decides
 * no rule of its own (DESIGN.md, Foundry's habit: the rules model tells the sheet what is
 * possible). The prices are for showing beside each choice; what a build adds up to, and whether
 * it is valid, is validateBuild's alone.
 */
export interface BuildChoices {
  factions: FactionChoice[];
  classes: { name: CharacterClass; text: string }[];
  /** B1: each level's LP and SCP. */
  levels: { level: number; lp: number; scp: number }[];
  /** B1: the starter tiers' presets. */
  starterTiers: { name: string; level: number }[];
  /** B3: the highest stat a build may buy. */
  statMax: number;
  stats: { key: Stat; label: string }[];
  /** B2: Speed +1, Range +1, HP upgrades, each with its LP. */
  purchases: { key: 'speed' | 'range' | 'hpUpgrades'; label: string; lp: number; rule: string }[];
  chips: { kind: SpendableChipKind; label: string; lp: number }[];
  weaponTraits: { trait: WeaponTrait; label: string; lp: number; text: string }[];
  namedTraits: { name: string; lp: number; text: string }[];
  /** B2: one Character Trait, named by the Dealer. */
  characterTrait: { lp: number; text: string };
  /** S3: every check; only 1-pt ones are trained (and cost LP). */
  checks: { name: string; trainable: boolean; lp: number; text: string }[];
  /** S3, S4: Lingual is trained per tongue, `Lingual:<tongue>`. */
  lingual: { lp: number; text: string };
  /** K6: every special card with the Special Card Points it costs this class. */
  specialCards: SpecialCardChoice[];
  weapons: { name: string; text: string }[];
  items: { name: string; text: string }[];
}

export interface FactionChoice {
  name: Faction;
  mark: string;
  /** B5: "Smart +1, Charming +1" */
  bonus: string;
  /** B5: the milestone perks at levels 6 and 12. */
  perks: { level: number; name: string; text: string }[];
}

export interface SpecialCardChoice {
  name: string;
  class: CharacterClass;
  /** The card's own SCP (what the save keeps), and what this class pays (Omni's surcharge, K6). */
  cost: number;
  pays: number;
  requires: Partial<Record<Stat, number>>;
  attack: number;
  defend: number;
  /** "Sharp 3" or "no requirement" */
  requirement: string;
  text: string;
  /** K6: a card of this class (Omni: any). */
  ofClass: boolean;
}

const STAT_LABELS: Readonly<Record<Stat, string>> = {
  tough: 'Tough',
  agile: 'Agile',
  smart: 'Smart',
  sharp: 'Sharp',
  charming: 'Charming',
};

const TRAIT_LABELS: Readonly<Record<WeaponTrait, string>> = {
  pistol: 'Pistol',
  shotgun: 'Shotgun',
  rifle: 'Rifle',
  blade: 'Blade',
  body: 'Body',
};

/** B4: what each named trait does, as the ledger says. */
const NAMED_TRAIT_TEXT: Readonly<Record<(typeof NAMED_TRAITS)[number], string>> = {
  'Blade Master': 'Attack bonus with a Blade',
  Acrobat: 'jumping down deals no damage',
  Quickdraw: 'first in initiative each round',
};

export function buildChoices(characterClass: string, options: RulesOptions): BuildChoices {
  const omni = characterClass === 'Omni';
  return {
    factions: FACTIONS.map((name) => {
      const bonus = options.factionBonuses[name];
      const parts = [
        ...Object.entries(bonus.stats).map(([s, n]) => `${STAT_LABELS[s as Stat]} ${signed(n)}`),
        ...(bonus.hp ? [`HP ${signed(bonus.hp)}`] : []),
        ...(bonus.speed ? [`Speed ${signed(bonus.speed)}`] : []),
        ...(bonus.stepUpWithoutPassage ? ['steps up one rank without a passage'] : []),
      ];
      return {
        name,
        mark: FACTION_MARKS[name],
        bonus: parts.join(', '),
        perks: MILESTONE_PERKS.filter((p) => p.faction === name).map((p) => ({
          level: p.level,
          name: p.name,
          text: p.text,
        })),
      };
    }),
    classes: CLASSES.map((name) => ({
      name,
      text:
        name === 'Omni'
          ? `any class's special cards, +${options.omniSpecialCardSurcharge} SCP each (rule K6)`
          : `${name} special cards (rule K6)`,
    })),
    levels: LEVEL_POINTS.map((lp, i) => ({
      level: i + 1,
      lp: levelPoints(i + 1),
      scp: specialCardPoints(i + 1),
    })),
    starterTiers: Object.entries(STARTER_TIERS).map(([name, level]) => ({ name, level })),
    statMax: options.statMax,
    stats: STATS.map((key) => ({ key, label: STAT_LABELS[key] })),
    purchases: [
      { key: 'speed', label: 'Speed +1', lp: COSTS.speed, rule: 'B2' },
      { key: 'range', label: 'Range +1', lp: COSTS.range, rule: 'B2' },
      { key: 'hpUpgrades', label: `+${HP_PER_UPGRADE} HP`, lp: COSTS.hpUpgrade, rule: 'B2' },
    ],
    chips: SPENDABLE_CHIPS.map((kind) => ({
      kind,
      label: `${CHIP_LABELS[kind]} chip`,
      lp: chipCost(kind),
    })),
    weaponTraits: WEAPON_TRAITS.map((trait) => {
      const lp = trait === 'pistol' ? options.pistolCost : WEAPON_TRAIT_COSTS[trait];
      const range = traitRange(trait, options);
      return {
        trait,
        label: TRAIT_LABELS[trait],
        lp,
        text: `range ${range}${trait === 'blade' || trait === 'body' ? ', melee' : ''}`,
      };
    }),
    namedTraits: NAMED_TRAITS.map((name) => ({
      name,
      lp: COSTS.namedTrait,
      text: NAMED_TRAIT_TEXT[name],
    })),
    characterTrait: {
      lp: COSTS.characterTrait,
      text: 'a trait the Dealer writes; no automated effect (rule B4)',
    },
    checks: CHECKS.filter((c) => !c.perTongue).map((c) => ({
      name: c.name,
      trainable: c.training === 'onePoint',
      lp: c.training === 'onePoint' ? options.trainedCheckCost : 0,
      text: `${c.stats.map((s) => STAT_LABELS[s]).join(' or ')}, TN ${c.tn}${c.training === 'natural' ? ', natural' : ''}`,
    })),
    lingual: {
      lp: options.trainedCheckCost,
      text: CHECKS.filter((c) => c.perTongue)
        .map(
          (c) => `${c.stats.map((s) => STAT_LABELS[s]).join(' or ')}, TN ${c.tn}, one tongue each`,
        )
        .join(''),
    },
    specialCards: SPECIAL_CARDS.flatMap((card) => {
      if (!card.special) return [];
      const cardClass = card.special.class as CharacterClass;
      const requires = (card.special.requires ?? {}) as Partial<Record<Stat, number>>;
      const requirement = Object.entries(requires)
        .map(([s, n]) => `${STAT_LABELS[s as Stat]} ${n}`)
        .join(', ');
      return [
        {
          name: card.name,
          class: cardClass,
          cost: card.special.cost,
          pays: card.special.cost + (omni ? options.omniSpecialCardSurcharge : 0),
          requires,
          attack: card.attack,
          defend: card.defend,
          requirement: requirement || 'no requirement',
          text: card.text ?? '',
          ofClass: omni || cardClass === characterClass,
        },
      ];
    }),
    weapons: WEAPONS.map((w) => ({
      name: w.name,
      text: `Attack ${w.attack}, range ${w.range}${w.note ? `, ${w.note}` : ''}`,
    })),
    items: [
      ...ITEMS.map((i) => ({ name: i.name, text: i.effect })),
      ...GEAR.map((g) => ({ name: g.name, text: `gear, absorbs ${g.absorbs}` })),
      ...AMMUNITION.map((a) => ({
        name: a.name,
        text: `ammunition, ${a.slug ? 'Slug' : `+${a.modifier}`}, ${a.uses} use(s)`,
      })),
    ],
  };
}

function signed(n: number): string {
  return n >= 0 ? `+${n}` : String(n);
}
