import { describe, expect, it } from 'vitest';
import { advanceDay } from '../../../../engine/campaign/advanceDay.ts';
import { campaignEncounter } from '../../../../engine/campaign/campaignEncounter.ts';
import { outcomeOf } from '../../../../engine/campaign/outcome.ts';
import { createEncounter } from '../../../../engine/game/createEncounter.ts';
import { withCombatant } from '../../../../engine/game/combatantShape.ts';
import { applyAction } from '../../../../engine/game/applyAction.ts';
import type { GameState } from '../../../../engine/game/gameState.ts';
import type { Campaign } from '../../../../engine/model/campaign.ts';
import { DEFAULT_RULES_OPTIONS } from '../../../../engine/rules/rulesOptions.ts';
import { play } from '../game/drive.ts';
import { fixtureEncounter, MAP, posseCampaign } from './campaignFixture.ts';
import { ADVANCE_DAY } from '../../../../engine/game/records/advanceDay.ts';

const ENCOUNTER = fixtureEncounter();

/** Kate with her duster 2 used, a Speed chip spent, a Coffee Beans boost; Ned with no food. */
function worn(campaign: Campaign, options = DEFAULT_RULES_OPTIONS): GameState {
  const state = createEncounter({
    ...campaignEncounter(campaign, ENCOUNTER, MAP, 7).setup,
    options,
  });
  const kate = state.combatants.kate!;
  const ned = state.combatants.ned!;
  return {
    ...state,
    combatants: {
      ...state.combatants,
      kate: withCombatant(kate, {
        gear: kate.gear.map((g) => ({ ...g, track: { ...g.track, gearUsed: 2 } })),
        chips: { ...kate.chips, speed: 0 },
        spent: { ...kate.spent, speed: 1 },
        boosts: [{ item: 'Coffee Beans', bonus: 1 }],
      }),
      ned: withCombatant(ned, { hp: { ...ned.hp, hpLeft: 6 } }),
    },
  };
}

function writeBack(campaign: Campaign, state: GameState): Campaign {
  const { seats } = campaignEncounter(campaign, ENCOUNTER, MAP, 7);
  return outcomeOf(campaign, state, { encounter: 'showdown', seats, result: '' });
}

describe('ADVANCE_DAY at the table is the campaign’s new day (Y1–Y3, H3, W5)', () => {
  it('a day at the table leaves the posse as the campaign screen’s day would', () => {
    const campaign = posseCampaign();
    const state = worn(campaign);
    const atTable = writeBack(campaign, play(state, { type: ADVANCE_DAY.type }));
    const onScreen = advanceDay(writeBack(campaign, state), DEFAULT_RULES_OPTIONS).campaign;
    expect(atTable.posse).toEqual(onScreen.posse);
    expect(atTable.day).toBe(onScreen.day);
  });

  it('Y1, Y2, Y3, W5: chips back, Jerky eaten or 1 HP lost, gear mended, boosts gone; ammunition kept', () => {
    const state = worn(posseCampaign());
    const ned = state.combatants.ned!;
    const slugs = (s: GameState) => s.combatants.ned!.ammo.map((a) => a.track.ammoUsed);
    const used = {
      ...state,
      combatants: {
        ...state.combatants,
        ned: withCombatant(ned, {
          ammo: ned.ammo.map((a) => ({ ...a, track: { ...a.track, ammoUsed: 1 } })),
        }),
      },
    };
    const result = applyAction(used, { type: ADVANCE_DAY.type });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const kate = result.state.combatants.kate!;
    expect(kate.chips.speed).toBe(1);
    expect(kate.spent.speed).toBe(0);
    expect(kate.gear.map((g) => g.track.gearUsed)).toEqual([0]);
    expect(kate.items).not.toContain('Jerky');
    expect(kate.boosts).toEqual([]);
    expect(result.state.combatants.ned!.hp.hpLeft).toBe(5);
    expect(slugs(result.state)).toEqual(slugs(used));
    expect(result.events.map((e) => e.text)).toEqual([
      'Day 2 dawns: spent chips return (rule Y1). Gear tracks are mended overnight; ammunition is not (rule Y3).',
      'Marshal Kate: chips back: 1 Speed (rule Y1); ate Jerky (rule Y2); Leather Duster mended overnight (rule Y3).',
      'Ned: no chips to return; went hungry: HP 6 → 5 (rule Y2).',
    ]);
  });

  it('Y2 feeds the posse only: an NPC neither eats nor starves at the table, but gets its chips back', () => {
    const state = worn(posseCampaign());
    const tom = state.combatants.tom!;
    const spent = {
      ...state,
      combatants: {
        ...state.combatants,
        tom: withCombatant(tom, {
          // Jerky in its pocket: an NPC's food is the Dealer's concern, not the dawn's.
          items: ['Jerky'],
          hp: { ...tom.hp, hpLeft: 3 },
          spent: { ...tom.spent, attack: 1 },
          chips: { ...tom.chips, attack: tom.chips.attack - 1 },
        }),
      },
    };
    const result = applyAction(spent, { type: ADVANCE_DAY.type });
    if (!result.ok) throw new Error(result.message);
    const after = result.state.combatants;
    // The posse eats or goes hungry (Kate eats her Jerky, Ned has none and loses 1 HP)…
    expect(after.kate!.items).not.toContain('Jerky');
    expect(after.ned!.hp.hpLeft).toBe(5);
    // …the NPC does neither, and its chips come back all the same (Y1).
    expect(after.tom!.items).toEqual(['Jerky']);
    expect(after.tom!.hp.hpLeft).toBe(3);
    expect(after.tom!.spent.attack).toBe(0);
    expect(after.tom!.chips.attack).toBe(tom.chips.attack);
    expect(result.events.map((e) => e.text).join('\n')).not.toMatch(/Tom:.*rule Y2/);
  });

  it('with the option off (a session saved before it), the table’s day returns the chips only', () => {
    const options = { ...DEFAULT_RULES_OPTIONS, fullDayAtTable: false };
    const state = worn(posseCampaign(), options);
    const result = applyAction(state, { type: ADVANCE_DAY.type });
    if (!result.ok) throw new Error(result.message);
    const kate = result.state.combatants.kate!;
    expect(kate.chips.speed).toBe(1);
    expect(kate.gear.map((g) => g.track.gearUsed)).toEqual([2]);
    expect(kate.items).toContain('Jerky');
    expect(result.state.combatants.ned!.hp.hpLeft).toBe(6);
    expect(result.events.map((e) => e.text)).toEqual([
      'Day 2 dawns: spent chips return (rule Y1).',
    ]);
  });
});
