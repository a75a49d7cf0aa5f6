import { describe, expect, it } from 'vitest';
import { advanceDay } from '../../../../engine/campaign/advanceDay.ts';
import { itemBetweenFights } from '../../../../engine/campaign/betweenFights.ts';
import { freshStanding, maxHpOf } from '../../../../engine/game/days/standing.ts';
import { standingChanges } from '../../../../engine/campaign/standingChanges.ts';
import type { Campaign, Standing } from '../../../../engine/model/campaign.ts';
import {
  DEFAULT_RULES_OPTIONS,
  rulesOptionsSchema,
} from '../../../../engine/rules/rulesOptions.ts';
import { KATE, NED, posseCampaign } from './campaignFixture.ts';

const RULES = DEFAULT_RULES_OPTIONS;

/** The posse with Kate's and Ned's standings changed from fresh. */
function standing(kate: Partial<Standing>, ned: Partial<Standing> = {}): Campaign {
  return posseCampaign({
    posse: [
      { character: KATE, standing: { ...freshStanding(KATE, RULES), ...kate } },
      { character: NED, standing: { ...freshStanding(NED, RULES), ...ned } },
    ],
  });
}

describe('Y2: sustenance at the start of a new day', () => {
  it('each character eats one Canned Beans or Jerky it carries; one that cannot loses 1 HP', () => {
    const { campaign, mornings } = advanceDay(
      standing({ items: ['Snake Oil', 'Jerky', 'Canned Beans'] }, { hpLeft: 6 }),
      RULES,
    );
    expect(mornings.map((m) => m.breakfast)).toEqual([
      { kind: 'ate', item: 'Jerky' },
      { kind: 'hungry', hpFrom: 6, hpTo: 5 },
    ]);
    expect(campaign.posse[0]!.standing!.items).toEqual(['Snake Oil', 'Canned Beans']);
    expect(campaign.posse[1]!.standing!.hpLeft).toBe(5);
  });

  it('never below 1 HP, and the dead neither eat nor starve', () => {
    const { campaign, mornings } = advanceDay(
      standing({ hpLeft: 0, items: ['Jerky'] }, { hpLeft: 1 }),
      RULES,
    );
    expect(mornings.map((m) => m.breakfast)).toEqual([
      { kind: 'dead' },
      { kind: 'hungry', hpFrom: 1, hpTo: 1 },
    ]);
    expect(campaign.posse.map((m) => m.standing!.hpLeft)).toEqual([0, 1]);
    expect(campaign.posse[0]!.standing!.items).toEqual(['Jerky']);
  });

  it('with the option off, nobody eats and nobody goes hungry', () => {
    const off = rulesOptionsSchema.parse({ ...RULES, sustenanceEachDay: false });
    const { campaign, mornings } = advanceDay(standing({}, { hpLeft: 6 }), off);
    expect(mornings.every((m) => m.breakfast === undefined)).toBe(true);
    expect(campaign.posse[0]!.standing!.items).toContain('Jerky');
    expect(campaign.posse[1]!.standing!.hpLeft).toBe(6);
  });

  it('is on by default, also for house rules saved before it existed', () => {
    const older: Record<string, unknown> = { ...RULES };
    delete older.sustenanceEachDay;
    expect(rulesOptionsSchema.parse(older).sustenanceEachDay).toBe(true);
  });
});

describe('W2, A8: healing and reviving between fights', () => {
  it('a Medical Kit heals 5 but never past max HP, and is used up', () => {
    const max = maxHpOf(NED, RULES);
    const result = itemBetweenFights(
      standing({}, { hpLeft: max - 2 }),
      { user: 'ned', target: 'ned', item: 'Medical Kit' },
      RULES,
    );
    if (!result.ok) throw new Error(result.reason);
    expect(result.campaign.posse[1]!.standing).toMatchObject({
      hpLeft: max,
      items: ['Slug Shells', 'Hollow Points'],
    });
    expect(result.text).toBe(`Ned uses Medical Kit: HP ${max - 2} → ${max} of ${max} (rule W2).`);
  });

  it('Snake Oil from one member heals another by 3', () => {
    const result = itemBetweenFights(
      standing({}, { hpLeft: 2 }),
      { user: 'kate', target: 'ned', item: 'Snake Oil' },
      RULES,
    );
    if (!result.ok) throw new Error(result.reason);
    expect(result.campaign.posse[1]!.standing!.hpLeft).toBe(5);
    expect(result.campaign.posse[0]!.standing!.items).not.toContain('Snake Oil');
  });

  it('a Revival Tonic brings a dead character back with 3 HP; a heal does not', () => {
    const dead = standing({ hpLeft: 0 }, { items: ['Revival Tonic', 'Medical Kit'] });
    const healed = itemBetweenFights(
      dead,
      { user: 'ned', target: 'kate', item: 'Medical Kit' },
      RULES,
    );
    expect(healed).toEqual({
      ok: false,
      reason: 'Marshal Kate is dead: only a Revival Tonic brings a character back (rule A8).',
    });
    const revived = itemBetweenFights(
      dead,
      { user: 'ned', target: 'kate', item: 'Revival Tonic' },
      RULES,
    );
    if (!revived.ok) throw new Error(revived.reason);
    expect(revived.campaign.posse[0]!.standing!.hpLeft).toBe(3);
    expect(revived.campaign.posse[1]!.standing!.items).toEqual(['Medical Kit']);
    // The living are not revived.
    const again = itemBetweenFights(
      standing({}, { items: ['Revival Tonic'] }),
      { user: 'ned', target: 'kate', item: 'Revival Tonic' },
      RULES,
    );
    expect(again.ok).toBe(false);
  });

  it('refuses an item the user does not carry', () => {
    const result = itemBetweenFights(
      standing({}),
      { user: 'kate', target: 'kate', item: 'Medical Kit' },
      RULES,
    );
    expect(result).toEqual({ ok: false, reason: 'Marshal Kate carries no Medical Kit.' });
  });
});

describe('the write-back’s confirm step', () => {
  it('lists, per character that changes, HP, chips spent, gold and items', () => {
    const before = standing({});
    const after = standing(
      { hpLeft: 4, spent: { attack: 1, defense: 0, speed: 1, range: 0, action: 0, draw: 0 } },
      {},
    );
    after.posse[1] = {
      ...after.posse[1]!,
      standing: { ...after.posse[1]!.standing!, gold: 0, items: ['Medical Kit'] },
    };
    expect(standingChanges(before, after, RULES)).toEqual([
      {
        id: 'kate',
        name: 'Marshal Kate',
        hp: { from: maxHpOf(KATE, RULES), to: 4 },
        spent: { from: 0, to: 2 },
        gold: { from: 3, to: 3 },
        itemsLost: [],
        itemsGained: [],
      },
      {
        id: 'ned',
        name: 'Ned',
        hp: { from: maxHpOf(NED, RULES), to: maxHpOf(NED, RULES) },
        spent: { from: 0, to: 0 },
        gold: { from: 2, to: 0 },
        itemsLost: ['Slug Shells', 'Hollow Points'],
        itemsGained: [],
      },
    ]);
    expect(standingChanges(before, before, RULES)).toEqual([]);
  });
});
