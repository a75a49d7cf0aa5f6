import { describe, expect, it } from 'vitest';
import { validateBuild } from '../../../../engine/resolve/validateBuild.ts';
import { type BuildInput } from '../../../../engine/model/buildInput.ts';
import { buildChoices } from '../../../../engine/resolve/buildChoices.ts';
import { createEncounter } from '../../../../engine/game/createEncounter.ts';
import { characterSchema } from '../../../../engine/model/character.ts';
import { CLASSES } from '../../../../engine/rules/classes.ts';
import { DECK_SIZE } from '../../../../engine/rules/cards.ts';
import { FACTIONS } from '../../../../engine/rules/factions.ts';
import { houseContent } from '../../../../engine/rules/houseContent.ts';
import { MILESTONE_PERKS, milestonePerksAt } from '../../../../engine/rules/milestonePerks.ts';
import { DEFAULT_RULES_OPTIONS } from '../../../../engine/rules/rulesOptions.ts';
import { SPECIAL_CARDS } from '../../../../engine/rules/specialCards.ts';
import { STATS, type Stat } from '../../../../engine/rules/checks.ts';
import { streetMap } from '../game/encounterFixture.ts';

const base = { faction: 'Lawmen', class: 'Gunslinger' } as const;

function asInput(name: string) {
  const card = SPECIAL_CARDS.find((c) => c.name === name)!;
  return {
    name: card.name,
    class: card.special!.class,
    cost: card.special!.cost,
    requires: card.special!.requires ?? {},
  };
}

describe('B5: milestone perks (house content)', () => {
  it('every faction has one perk at level 6 and one at 12, each a real stat lift, marked house', () => {
    for (const faction of FACTIONS) {
      const perks = MILESTONE_PERKS.filter((p) => p.faction === faction);
      expect(perks.map((p) => p.level).sort((a, b) => a - b)).toEqual([6, 12]);
      for (const perk of perks) {
        expect(perk.origin).toBe('house');
        expect(perk.rule).toBe('B5');
        const lift = Object.values(perk.stats).reduce((a, b) => a + (b ?? 0), 0);
        expect(lift).toBeGreaterThan(0);
      }
    }
    expect(milestonePerksAt('Ronin', 5)).toEqual([]);
    expect(milestonePerksAt('Ronin', 11).map((p) => p.level)).toEqual([6]);
    expect(milestonePerksAt('Ronin', 12).map((p) => p.level)).toEqual([6, 12]);
  });

  it('a level-6 verdict includes its faction’s perk in the final stats, and level 12 both', () => {
    for (const faction of FACTIONS) {
      const at = (level: number) => validateBuild({ ...base, faction, level });
      const five = at(5);
      const six = at(6);
      const twelve = at(12);
      expect(five.perks).toEqual([]);
      expect(six.perks.map((p) => p.name)).toEqual(milestonePerksAt(faction, 6).map((p) => p.name));
      expect(twelve.perks).toHaveLength(2);
      for (const stat of STATS) {
        const lift = (level: number) =>
          milestonePerksAt(faction, level).reduce((n, p) => n + (p.stats[stat] ?? 0), 0);
        expect(six.finalStats[stat] - five.finalStats[stat]).toBe(lift(6));
        expect(twelve.finalStats[stat] - five.finalStats[stat]).toBe(lift(12));
      }
      // Perks lift stats only: HP and Speed stay the ledger's (B3, B2, B5 bonus).
      expect([six.hp, six.speed, twelve.hp, twelve.speed]).toEqual([
        five.hp,
        five.speed,
        five.hp,
        five.speed,
      ]);
    }
  });

  it('B6: a perk counts towards a special card’s requirement', () => {
    // Lawmen's level-12 perk is Sharp +1: Sharp 3 bought meets Dead Eye's Sharp 4 only at 12.
    const build = (level: number): BuildInput => ({
      ...base,
      class: 'Sharpshooter',
      level,
      stats: { sharp: 3 },
      specialCards: [asInput('Dead Eye')],
    });
    expect(validateBuild(build(11)).violations).toEqual(['prerequisite']);
    expect(validateBuild(build(12)).valid).toBe(true);
  });
});

describe('K6: special cards for every class (house content)', () => {
  it('every class, Omni included, has cards of its own; names are unique; all marked house', () => {
    for (const c of CLASSES)
      expect(SPECIAL_CARDS.filter((s) => s.special?.class === c).length).toBeGreaterThanOrEqual(2);
    expect(new Set(SPECIAL_CARDS.map((c) => c.name)).size).toBe(SPECIAL_CARDS.length);
    expect(SPECIAL_CARDS.every((c) => c.origin === 'house')).toBe(true);
  });

  it('every card can be taken by a valid build of its class, once its requirements are bought', () => {
    for (const card of SPECIAL_CARDS) {
      const stats = Object.fromEntries(
        Object.entries(card.special!.requires ?? {}).map(([s, n]) => [s, n]),
      ) as Partial<Record<Stat, number>>;
      const verdict = validateBuild({
        level: 3,
        faction: 'Lawmen',
        class: card.special!.class,
        stats,
        specialCards: [asInput(card.name)],
      });
      expect({ card: card.name, problems: verdict.problems }).toEqual({
        card: card.name,
        problems: [],
      });
    }
  });

  it('an Omni card is Omni’s alone; Omni takes any class’s card and pays the surcharge', () => {
    const jack = asInput('Jack of All Trades');
    expect(validateBuild({ ...base, level: 1, specialCards: [jack] }).violations).toEqual([
      'class_restricted',
    ]);
    const omni = validateBuild({
      ...base,
      class: 'Omni',
      level: 2,
      specialCards: [jack],
    });
    expect(omni).toMatchObject({ valid: true, scpSpent: 2, scpAvailable: 2 });
  });

  it('K6 house: special cards replace basic cards and the deck stays 12', () => {
    const character = characterSchema.parse({
      id: 'omni',
      name: 'Odd Job',
      level: 6,
      faction: 'Ronin',
      class: 'Omni',
      stats: { smart: 2, sharp: 3 },
      specialCards: ['Jack of All Trades', 'Quick Study', 'Fan the Hammer'].map(asInput),
    });
    const state = createEncounter({
      map: streetMap,
      participants: [{ id: 'omni', at: [1, 1], side: 'pc', character }],
      seed: 3,
    });
    const cards = Object.values(state.combatants.omni!.cards);
    expect(cards).toHaveLength(DECK_SIZE);
    expect(cards.filter((c) => c.special).map((c) => c.name)).toEqual([
      'Jack of All Trades',
      'Quick Study',
      'Fan the Hammer',
    ]);
  });

  it('K1, K6: more special cards than a deck holds is a violation, naming how many to remove', () => {
    const many = Array.from({ length: DECK_SIZE + 2 }, (_, i) => ({
      name: `Card ${i}`,
      class: 'Brawler',
      cost: 1,
    }));
    const verdict = validateBuild({ ...base, class: 'Brawler', level: 12, specialCards: many });
    expect(verdict.violations).toEqual(['deck_over']);
    expect(verdict.problems[0]!.hint).toBe('Remove 2 special card(s).');
  });
});

describe('B6: every violation says what to change', () => {
  it('gives each problem a hint naming the change', () => {
    const verdict = validateBuild({
      level: 1,
      faction: 'Pirates',
      class: 'Wizard',
      stats: { tough: 6, agile: 5, smart: 5 },
      weaponTrait: 'laser',
      specialCards: [{ name: 'Dead Eye', class: 'Sharpshooter', cost: 2, requires: { sharp: 4 } }],
    });
    const hints = Object.fromEntries(verdict.problems.map((p) => [p.code, p.hint]));
    expect(hints).toEqual({
      unknown_faction: `Choose a faction: ${FACTIONS.join(', ')}.`,
      unknown_class: `Choose a class: ${CLASSES.join(', ')}.`,
      stat_range: 'Set Tough to a number from 0 to 5.',
      weapon_trait: 'Choose one weapon trait: pistol, shotgun, rifle, blade, body.',
      prerequisite: 'Raise Sharp by 4, or remove Dead Eye.',
      // 16 LP of stats against 17: within budget, so no lp_over. SCP 2 of 1: level 2 has 2.
      scp_over: 'Remove special cards worth 1 SCP, or raise the level to 2.',
    });
  });

  it('LP over: how much to take back, and the lowest level that would pay for it', () => {
    const over = validateBuild({
      ...base,
      level: 1,
      stats: { tough: 5, agile: 5, smart: 5 },
      speed: 4,
    });
    expect(over.problems).toEqual([
      {
        code: 'lp_over',
        message: '19 LP spent of 17 (rule B1)',
        hint: 'Take back 2 LP of purchases, or raise the level to 2.',
      },
    ]);
    const beyond = validateBuild({
      ...base,
      level: 12,
      stats: { tough: 5, agile: 5, smart: 5, sharp: 5, charming: 5 },
      chips: { action: 8 },
    });
    expect(beyond.problems[0]!.hint).toBe('Take back 1 LP of purchases.');
  });

  it('a card of another class: remove it, or change the class', () => {
    const verdict = validateBuild({
      ...base,
      class: 'Doc',
      level: 1,
      specialCards: [asInput('Quick Holster')],
    });
    expect(verdict.problems.map((p) => p.hint)).toEqual([
      'Remove Quick Holster, or make the character a Gunslinger or an Omni.',
      'Raise Agile by 2, or remove Quick Holster.',
    ]);
  });
});

describe('buildChoices: what the builder offers, priced as validateBuild prices it', () => {
  it('each choice’s LP is what the verdict’s bill charges for it', () => {
    const choices = buildChoices('Gunslinger', DEFAULT_RULES_OPTIONS);
    const spent = (input: Partial<BuildInput>) =>
      validateBuild({ ...base, level: 1, ...input }).lpSpent;
    for (const chip of choices.chips) expect(spent({ chips: { [chip.kind]: 1 } })).toBe(chip.lp);
    for (const p of choices.purchases) expect(spent({ [p.key]: 1 })).toBe(p.lp);
    for (const t of choices.weaponTraits) expect(spent({ weaponTrait: t.trait })).toBe(t.lp);
    for (const t of choices.namedTraits) expect(spent({ traits: [t.name] })).toBe(t.lp);
    for (const c of choices.checks) expect(spent({ trained: [c.name] })).toBe(c.lp);
    expect(spent({ trained: ['Lingual:Spanish'] })).toBe(choices.lingual.lp);
    expect(spent({ characterTraits: 1 })).toBe(choices.characterTrait.lp);
  });

  it('K6: marks the class’s own cards; Omni may take every card and pays one more each', () => {
    const doc = buildChoices('Doc', DEFAULT_RULES_OPTIONS);
    expect(doc.specialCards.filter((c) => c.ofClass).map((c) => c.class)).toEqual(
      doc.specialCards.filter((c) => c.class === 'Doc').map(() => 'Doc'),
    );
    const omni = buildChoices('Omni', DEFAULT_RULES_OPTIONS);
    expect(omni.specialCards.every((c) => c.ofClass && c.pays === c.cost + 1)).toBe(true);
    expect(buildChoices('Doc', DEFAULT_RULES_OPTIONS).starterTiers).toEqual([
      { name: 'Minion', level: 3 },
      { name: '2nd Character', level: 5 },
      { name: 'Main Character', level: 8 },
    ]);
  });

  it('lists every perk and special card as house content, with its rule', () => {
    const content = houseContent();
    expect(content.filter((c) => c.rule === 'B5')).toHaveLength(MILESTONE_PERKS.length);
    expect(content.filter((c) => c.rule === 'K6')).toHaveLength(SPECIAL_CARDS.length);
    expect(content).toContainEqual({
      rule: 'K6',
      kind: 'Special card',
      name: 'Dead Eye',
      text: 'Sharpshooter, 2 SCP, Attack 7 / Defend 0, needs Sharp 4: A single, perfect shot.',
    });
  });
});
