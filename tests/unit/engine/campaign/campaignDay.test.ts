import { describe, expect, it } from 'vitest';
import { advanceDay } from '../../../../engine/campaign/advanceDay.ts';
import { campaignEncounter } from '../../../../engine/campaign/campaignEncounter.ts';
import { outcomeOf } from '../../../../engine/campaign/outcome.ts';
import { carriedTracks } from '../../../../engine/game/days/standing.ts';
import { createEncounter } from '../../../../engine/game/createEncounter.ts';
import { withCombatant } from '../../../../engine/game/combatantShape.ts';
import type { GameState } from '../../../../engine/game/gameState.ts';
import { legalActions } from '../../../../engine/game/legalActions.ts';
import type { Campaign } from '../../../../engine/model/campaign.ts';
import { DEFAULT_RULES_OPTIONS } from '../../../../engine/rules/rulesOptions.ts';
import { play, refusal } from '../game/drive.ts';
import { fixtureEncounter, MAP, posseCampaign } from './campaignFixture.ts';
import { ADJUST_HP } from '../../../../engine/game/records/adjustHp.ts';
import { ADVANCE_DAY } from '../../../../engine/game/records/advanceDay.ts';
import { END_ENCOUNTER } from '../../../../engine/game/records/endEncounter.ts';
import { SPEND_SPEED_FOR_INITIATIVE } from '../../../../engine/game/records/spendSpeedForInitiative.ts';

const ENCOUNTER = fixtureEncounter();
const SPEED_FOR_INITIATIVE = { type: SPEND_SPEED_FOR_INITIATIVE.type, who: 'kate' } as const;

function start(campaign: Campaign, seed = 7): GameState {
  return createEncounter(campaignEncounter(campaign, ENCOUNTER, MAP, seed).setup);
}

function writeBack(campaign: Campaign, state: GameState): Campaign {
  const { seats } = campaignEncounter(campaign, ENCOUNTER, MAP, 7);
  return outcomeOf(campaign, state, {
    encounter: 'Dusty Crossing – showdown',
    seats,
    result: 'ended',
  });
}

describe('a posse from fight to fight (issue 13, item 4)', () => {
  it('H3, Y1: a chip spent in encounter 1 of day 1 is still spent in encounter 2, and back on day 2', () => {
    const day1 = posseCampaign();
    const first = play(
      start(day1),
      { type: SPEND_SPEED_FOR_INITIATIVE.type, who: 'kate' },
      { type: END_ENCOUNTER.type },
    );
    const afterFirst = writeBack(day1, first);
    expect(afterFirst.posse[0]!.standing!.spent.speed).toBe(1);
    expect(afterFirst.played).toMatchObject([{ encounter: 'Dusty Crossing – showdown', day: 1 }]);

    const second = start(afterFirst, 8);
    expect(second.combatants.kate!.chips.speed).toBe(0);
    expect(second.combatants.kate!.spent.speed).toBe(1);
    // The chips she did not spend are all there.
    expect(second.combatants.kate!.chips).toMatchObject({ attack: 1, defense: 1 });
    refusal(second, { type: SPEND_SPEED_FOR_INITIATIVE.type, who: 'kate' });
    expect(legalActions(second, 'kate').actions).not.toContainEqual(SPEED_FOR_INITIATIVE);

    const day2 = advanceDay(
      writeBack(afterFirst, play(second, { type: END_ENCOUNTER.type })),
      DEFAULT_RULES_OPTIONS,
    );
    expect(day2.day).toBe(2);
    expect(day2.mornings.find((m) => m.id === 'kate')!.chipsBack).toEqual({ speed: 1 });
    const third = start(day2.campaign, 9);
    expect(third.day.context.day).toBe(2);
    expect(third.combatants.kate!.chips.speed).toBe(1);
    expect(third.combatants.kate!.spent.speed).toBe(0);
    expect(legalActions(third, 'kate').actions).toContainEqual(SPEED_FOR_INITIATIVE);
  });

  it('Y3: HP carries over to the next encounter', () => {
    const campaign = posseCampaign();
    const first = play(
      start(campaign),
      { type: ADJUST_HP.type, combatant: 'ned', by: -4 },
      { type: END_ENCOUNTER.type },
    );
    const max = first.combatants.ned!.hp.max;
    const next = start(writeBack(campaign, first), 8);
    expect(next.combatants.ned!.hp).toMatchObject({ hpLeft: max - 4, max });
  });

  it('Y3: a new day clears the gear tracks, not the ammunition tracks', () => {
    const campaign = posseCampaign();
    const fresh = start(campaign);
    const kate = fresh.combatants.kate!;
    const ned = fresh.combatants.ned!;
    // As an encounter leaves them: Kate's duster took 2, Ned fired one Slug Shell.
    const worn: GameState = {
      ...fresh,
      combatants: {
        ...fresh.combatants,
        kate: withCombatant(kate, {
          gear: kate.gear.map((g) => ({ ...g, track: { ...g.track, gearUsed: 2 } })),
        }),
        ned: withCombatant(ned, {
          ammo: ned.ammo.map((a) =>
            a.name === 'Slug Shells' ? { ...a, track: { ...a.track, ammoUsed: 1 } } : a,
          ),
        }),
      },
    };
    const after = writeBack(campaign, worn);
    // Same day: both carry over.
    const sameDay = start(after, 8);
    expect(sameDay.combatants.kate!.gear).toMatchObject([
      { name: 'Leather Duster', track: { gearUsed: 2 } },
    ]);
    expect(sameDay.combatants.ned!.ammo.find((a) => a.name === 'Slug Shells')!.track.ammoUsed).toBe(
      1,
    );

    // The campaign screen shows the same tracks, with their lengths (H4).
    expect(carriedTracks(after.posse[0]!.standing!).gear).toEqual([
      { name: 'Leather Duster', used: 2, max: 2 },
    ]);
    expect(carriedTracks(after.posse[1]!.standing!).ammo).toEqual([
      { name: 'Slug Shells', used: 1, max: 2 },
      { name: 'Hollow Points', used: 0, max: 3 },
    ]);
    const night = advanceDay(after, DEFAULT_RULES_OPTIONS);
    expect(night.mornings.find((m) => m.id === 'kate')!.mended).toEqual(['Leather Duster']);
    const nextDay = start(night.campaign, 9);
    expect(nextDay.combatants.kate!.gear).toMatchObject([
      { name: 'Leather Duster', track: { gearUsed: 0 } },
    ]);
    expect(nextDay.combatants.ned!.ammo.find((a) => a.name === 'Slug Shells')!.track.ammoUsed).toBe(
      1,
    );
  });

  it('Y3, W4, X1: gold and items carry over, and tracks follow the items carried', () => {
    const campaign = posseCampaign();
    const fresh = start(campaign);
    const ned = fresh.combatants.ned!;
    const state: GameState = {
      ...fresh,
      combatants: {
        ...fresh.combatants,
        // Ned spent 2 gold and has no Hollow Points left in his pack.
        ned: withCombatant(ned, {
          gold: 0,
          items: ned.items.filter((i) => i !== 'Hollow Points'),
        }),
      },
    };
    const next = start(writeBack(campaign, state), 8).combatants.ned!;
    expect(next.gold).toBe(0);
    expect(next.items).toEqual(['Slug Shells', 'Medical Kit']);
    expect(next.ammo.map((a) => a.name)).toEqual(['Slug Shells']);
  });

  it('Y1: the day the table ended on is the campaign’s (the Dealer advanced it in play)', () => {
    const campaign = posseCampaign();
    const ended = play(start(campaign), { type: ADVANCE_DAY.type }, { type: END_ENCOUNTER.type });
    const after = writeBack(campaign, ended);
    expect(after.day).toBe(2);
    expect(after.played[0]!.day).toBe(2);
  });

  it('a member the encounter did not seat keeps its standing', () => {
    const campaign = posseCampaign();
    const onlyKate = {
      ...ENCOUNTER,
      placements: ENCOUNTER.placements.filter((p) => p.id !== 'ned'),
      seating: [],
    };
    const { setup, seats } = campaignEncounter(campaign, onlyKate, MAP, 7);
    const ended = play(createEncounter(setup), { type: END_ENCOUNTER.type });
    const after = outcomeOf(campaign, ended, { encounter: 'x', seats, result: '' });
    expect(after.posse[1]).toEqual(campaign.posse[1]);
    expect(after.posse[0]!.standing).toBeDefined();
  });
});

describe('X1: a campaign with the Marketplace on', () => {
  it('plays its encounters with the stores open, and one with it off with them shut', () => {
    expect(start({ ...posseCampaign(), marketplace: true }).options.marketplace).toBe(true);
    expect(start(posseCampaign()).options.marketplace).toBe(false);
  });

  it('X5: off in a new campaign, on when the Dealer turns it on for the campaign or for the encounter', () => {
    const fresh = posseCampaign();
    expect(fresh.marketplace).toBe(false);
    expect(start(fresh).options.marketplace).toBe(false);
    const withStores = { ...ENCOUNTER, rules: { ...DEFAULT_RULES_OPTIONS, marketplace: true } };
    const setup = campaignEncounter(fresh, withStores, MAP, 7).setup;
    expect(createEncounter(setup).options.marketplace).toBe(true);
  });
});
