import { describe, expect, it } from 'vitest';
import { advanceDay } from '../../../../engine/campaign/advanceDay.ts';
import { campaignEncounter } from '../../../../engine/campaign/campaignEncounter.ts';
import { outcomeOf } from '../../../../engine/campaign/outcome.ts';
import { createEncounter } from '../../../../engine/game/createEncounter.ts';
import { withCombatant } from '../../../../engine/game/combatantShape.ts';
import type { GameState } from '../../../../engine/game/gameState.ts';
import type { Campaign } from '../../../../engine/model/campaign.ts';
import { campaignSchema } from '../../../../engine/model/campaign.ts';
import { npcCardSchema } from '../../../../engine/model/npcCard.ts';
import { parseSaveDocument } from '../../../../engine/save/saveDocument.ts';
import {
  DEFAULT_RULES_OPTIONS,
  rulesOptionsSchema,
} from '../../../../engine/rules/rulesOptions.ts';
import npcFixture from '../../../fixtures/npc-v1.json';
import campaignFixture from '../../../fixtures/campaign-v1.json';
import { play } from '../game/drive.ts';
import { fixtureEncounter, MAP, posseCampaign } from './campaignFixture.ts';
import { ADVANCE_DAY } from '../../../../engine/game/records/advanceDay.ts';
import { END_ENCOUNTER } from '../../../../engine/game/records/endEncounter.ts';

const ENCOUNTER = fixtureEncounter();

function start(campaign: Campaign, seed = 7): GameState {
  return createEncounter(campaignEncounter(campaign, ENCOUNTER, MAP, seed).setup);
}

function writeBack(campaign: Campaign, state: GameState): Campaign {
  const { seats } = campaignEncounter(campaign, ENCOUNTER, MAP, 7);
  return outcomeOf(campaign, state, { encounter: 'showdown', seats, result: 'ended' });
}

function withKate(state: GameState, change: Parameters<typeof withCombatant>[1]): GameState {
  const kate = withCombatant(state.combatants.kate!, change);
  return { ...state, combatants: { ...state.combatants, kate } };
}

describe('what a campaign carries between its encounters (issue 13, item 4)', () => {
  it('X1: what the stores sold in one encounter stays sold in the next', () => {
    const campaign = posseCampaign({ marketplace: true });
    const first = { ...start(campaign), sold: ['jenkins-bros:10'] };
    const after = writeBack(campaign, first);
    expect(after.sold).toEqual(['jenkins-bros:10']);
    expect(start(after, 8).sold).toEqual(['jenkins-bros:10']);
    // A second encounter adds to the list and loses none of it.
    const second = { ...start(after, 8), sold: ['jenkins-bros:10', 'monco-mcatte:2'] };
    expect(writeBack(after, second).sold).toEqual(['jenkins-bros:10', 'monco-mcatte:2']);
  });

  it('X1, W4: the gold spent and the items bought go back with the posse', () => {
    const campaign = posseCampaign({ marketplace: true });
    const kate = start(campaign).combatants.kate!;
    const bought = withKate(start(campaign), {
      gold: kate.gold - 2,
      items: [...kate.items, 'Hollow Points'],
    });
    const after = writeBack(campaign, bought);
    expect(after.posse[0]!.standing).toMatchObject({
      gold: kate.gold - 2,
      items: [...kate.items, 'Hollow Points'],
    });
    const next = start(after, 8).combatants.kate!;
    expect(next.gold).toBe(kate.gold - 2);
    expect(next.ammo.map((a) => a.name)).toContain('Hollow Points');
  });

  it('W5: a boost not yet used lasts the day into the next encounter, and not into the next day', () => {
    const campaign = posseCampaign();
    const boosted = withKate(start(campaign), { boosts: [{ item: 'Coffee Beans', bonus: 1 }] });
    const after = writeBack(campaign, boosted);
    expect(start(after, 8).combatants.kate!.boosts).toEqual([{ item: 'Coffee Beans', bonus: 1 }]);
    const morning = advanceDay(after, DEFAULT_RULES_OPTIONS).campaign;
    expect(morning.posse[0]!.standing!.boosts).toEqual([]);
    expect(start(morning, 9).combatants.kate!.boosts).toBeUndefined();
  });

  it('Y1–Y3: a day the Dealer advanced in play is a morning too for a member who did not sit', () => {
    const campaign = posseCampaign();
    const onlyKate = {
      ...ENCOUNTER,
      placements: ENCOUNTER.placements.filter((p) => p.id !== 'ned'),
      seating: [],
    };
    // Ned spent a chip earlier today and went without food: he is hungry on the new day (Y2).
    const nedStood = {
      ...campaign,
      posse: [
        campaign.posse[0]!,
        {
          ...campaign.posse[1]!,
          standing: {
            hpLeft: 8,
            gold: 4,
            items: [],
            gear: [],
            ammo: [],
            fitted: [],
            boosts: [],
            spent: { attack: 1, defense: 0, speed: 0, range: 0, action: 0, draw: 0 },
          },
        },
      ],
    };
    const { setup, seats } = campaignEncounter(nedStood, onlyKate, MAP, 7);
    const ended = play(
      createEncounter(setup),
      { type: ADVANCE_DAY.type },
      { type: END_ENCOUNTER.type },
    );
    const after = outcomeOf(nedStood, ended, { encounter: 'x', seats, result: '' });
    expect(after.day).toBe(2);
    expect(after.posse[1]!.standing).toMatchObject({
      hpLeft: 7,
      spent: { attack: 0 },
    });
  });
});

describe('NPC gold (X1, X3, N1)', () => {
  it('an npc v1 card saved without gold is still v1 and valid, with 0 gold', () => {
    const parsed = parseSaveDocument(npcFixture);
    expect(parsed.ok).toBe(true);
    expect(parsed.ok && parsed.doc.schemaVersion).toBe(1);
    expect(npcCardSchema.parse(npcFixture.data).gold).toBe(0);
  });

  it('X1: the card’s gold is the combatant’s, seated at the table', () => {
    const withGold = {
      ...ENCOUNTER,
      placements: ENCOUNTER.placements.map((p) =>
        p.npc ? { ...p, npc: { ...p.npc, gold: 5 } } : p,
      ),
    };
    const state = createEncounter(campaignEncounter(posseCampaign(), withGold, MAP, 7).setup);
    expect(state.combatants.tom!.gold).toBe(5);
  });
});

describe('a campaign v1 saved before the carried stock and boosts', () => {
  it('still loads, with nothing sold and no boosts (the stock and boosts needed no version)', () => {
    const parsed = parseSaveDocument(campaignFixture);
    // Read at v1, migrated to v2 (issue 36's rules options; this campaign keeps none of its own).
    expect(parsed.ok && parsed.doc.schemaVersion).toBe(2);
    const campaign = campaignSchema.parse(campaignFixture.data);
    expect(campaign.sold).toEqual([]);
    for (const m of campaign.posse) if (m.standing) expect(m.standing.boosts).toEqual([]);
  });

  it('rules options saved before the full day at the table keep the chips-only day', () => {
    const older: Record<string, unknown> = { ...DEFAULT_RULES_OPTIONS };
    delete older.fullDayAtTable;
    expect(rulesOptionsSchema.parse(older).fullDayAtTable).toBe(false);
    expect(DEFAULT_RULES_OPTIONS.fullDayAtTable).toBe(true);
  });
});
