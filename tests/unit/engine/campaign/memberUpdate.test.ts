import { describe, expect, it } from 'vitest';
import { memberFromSaved } from '../../../../engine/campaign/memberUpdate.ts';
import { maxHpOf } from '../../../../engine/game/days/standing.ts';
import { campaignEncounter } from '../../../../engine/campaign/campaignEncounter.ts';
import { createEncounter } from '../../../../engine/game/createEncounter.ts';
import { characterSchema } from '../../../../engine/model/character.ts';
import type { Campaign } from '../../../../engine/model/campaign.ts';
import { DEFAULT_RULES_OPTIONS } from '../../../../engine/rules/rulesOptions.ts';
import { fixtureEncounter, KATE, MAP, posseCampaign } from './campaignFixture.ts';

const RULES = DEFAULT_RULES_OPTIONS;

/** Kate after a fight: 5 HP left, her Speed chip spent, 1 gold and a Medical Kit bought. */
function wounded(): Campaign {
  const campaign = posseCampaign();
  return {
    ...campaign,
    posse: campaign.posse.map((m) =>
      m.character.id === 'kate'
        ? {
            ...m,
            standing: {
              hpLeft: 5,
              gear: [{ name: 'Leather Duster', used: 1 }],
              ammo: [],
              spent: { attack: 0, defense: 0, speed: 1, range: 0, action: 0, draw: 0 },
              gold: 1,
              items: ['Leather Duster', 'Medical Kit'],
              fitted: [],
              boosts: [],
            },
          }
        : m,
    ),
  };
}

/** The builder's Kate, a level up: saved under another id, one more HP upgrade, Speed for Attack. */
const LEVELLED = characterSchema.parse({
  ...KATE,
  id: 'kate-2',
  level: KATE.level + 1,
  hpUpgrades: KATE.hpUpgrades + 1,
  chips: { attack: 2, defense: 1, speed: 0 },
  gold: 20,
  items: ['Snake Oil'],
});

describe('a posse member updated from its saved character (issue 13, item 4)', () => {
  it('B1–B6, Y3: takes the new build, keeps its id and its standing; what no longer fits is said', () => {
    const before = wounded();
    const result = memberFromSaved(before, 'kate', LEVELLED, RULES);
    if (!result.ok) throw new Error(result.reason);
    const kate = result.campaign.posse[0]!;
    expect(kate.character).toEqual({ ...LEVELLED, id: 'kate' });
    expect(maxHpOf(kate.character, RULES)).toBeGreaterThan(maxHpOf(KATE, RULES));
    // HP, gold, items and tracks are the member's, not the builder's (Y3).
    expect(kate.standing).toMatchObject({
      hpLeft: 5,
      gold: 1,
      items: ['Leather Duster', 'Medical Kit'],
      gear: [{ name: 'Leather Duster', used: 1 }],
    });
    // H3: no Speed chip in the new build, so none of it can stay spent.
    expect(kate.standing!.spent.speed).toBe(0);
    expect(result.changes).toContain(
      'Marshal Kate: 1 Speed spent today, but the new build has 0: 0 stay spent (rule H3).',
    );
    expect(result.changes[0]).toBe(`Marshal Kate: level ${KATE.level} → ${KATE.level + 1}.`);
    expect(result.campaign.posse[1]).toEqual(before.posse[1]);
    // The encounter that seats "kate" by id still seats her, with the new build.
    const state = createEncounter(
      campaignEncounter(result.campaign, fixtureEncounter(), MAP, 7).setup,
    );
    expect(state.combatants.kate!.hp).toMatchObject({
      hpLeft: 5,
      max: maxHpOf(LEVELLED, RULES),
    });
    expect(state.combatants.kate!.chips.attack).toBe(2);
  });

  it('A8: more HP than the new max is capped, in words', () => {
    const before = wounded();
    const full = {
      ...before,
      posse: before.posse.map((m) =>
        m.standing ? { ...m, standing: { ...m.standing, hpLeft: maxHpOf(KATE, RULES) } } : m,
      ),
    };
    const smaller = characterSchema.parse({ ...KATE, hpUpgrades: 0, stats: { ...KATE.stats } });
    const max = maxHpOf(smaller, RULES);
    expect(max).toBeLessThan(maxHpOf(KATE, RULES));
    const result = memberFromSaved(full, 'kate', smaller, RULES);
    if (!result.ok) throw new Error(result.reason);
    expect(result.campaign.posse[0]!.standing!.hpLeft).toBe(max);
    expect(result.changes.join(' ')).toMatch(/capped at \d+ \(rule A8\)/);
  });

  it('B6: a saved build that breaks the rules is refused in words, and nothing changes', () => {
    const broken = characterSchema.parse({ ...KATE, stats: { ...KATE.stats, tough: 40 } });
    const result = memberFromSaved(wounded(), 'kate', broken, RULES);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(/^The saved Marshal Kate cannot ride: .*rule B6/);
  });

  it('a member who has not fought yet simply takes the saved build, gold and items too', () => {
    const result = memberFromSaved(posseCampaign(), 'kate', LEVELLED, RULES);
    if (!result.ok) throw new Error(result.reason);
    expect(result.campaign.posse[0]).toEqual({ character: { ...LEVELLED, id: 'kate' } });
  });
});
