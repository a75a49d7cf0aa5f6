import { describe, expect, it } from 'vitest';
import { resolveCheck } from '../../../../engine/resolve/resolveCheck.ts';
import { validateBuild } from '../../../../engine/resolve/validateBuild.ts';
import { CHECKS } from '../../../../engine/rules/checks.ts';
import { LEVEL_POINTS, specialCardPoints } from '../../../../engine/rules/levels.ts';
import { DEFAULT_RULES_OPTIONS } from '../../../../engine/rules/rulesOptions.ts';

describe('resolveCheck (S2–S5)', () => {
  it('S3: every check has its stat, its training and the example TN as the table TN', () => {
    expect(CHECKS.map((c) => `${c.name}:${c.stats.join('/')}:${c.training}:${c.tn}`)).toEqual([
      'Eye:sharp:natural:4',
      'Bluff:charming:natural:10',
      'Sneak:agile:natural:4',
      'Ascertain:sharp:natural:5',
      'Focus:smart:natural:5',
      'Figure:sharp:natural:5',
      'Booksmart:smart:onePoint:5',
      'Conjure Up:sharp:onePoint:7',
      'Thievin:sharp/smart:onePoint:4',
      'Lingual:smart:onePoint:5',
    ]);
  });

  it('S2: card Attack + stat + chips + gear, meeting the TN succeeds', () => {
    expect(
      resolveCheck({
        check: 'Sneak',
        stats: { agile: 2 },
        card: { attack: 1, defend: 5 },
        chips: { attack: 1 },
      }),
    ).toMatchObject({
      legal: true,
      total: 4,
      tn: 4,
      success: true,
    });
    expect(
      resolveCheck({
        check: 'conjure up',
        stats: { sharp: 3 },
        trained: ['Conjure Up'],
        card: { attack: 2 },
        gear: 1,
      }),
    ).toMatchObject({
      check: 'Conjure Up',
      total: 6,
      tn: 7,
      success: false,
    });
  });

  it('S4: 1-pt checks need training; Lingual is per tongue; natural checks never do', () => {
    expect(
      resolveCheck({ check: 'Booksmart', stats: { smart: 5 }, card: { attack: 5 } }),
    ).toMatchObject({ legal: false, reason: 'untrained' });
    expect(
      resolveCheck({ check: 'Lingual:Spanish', trained: ['Lingual:French'], card: { attack: 5 } }),
    ).toMatchObject({ legal: false });
    expect(
      resolveCheck({
        check: 'Lingual:spanish',
        trained: ['Lingual:Spanish'],
        stats: { smart: 1 },
        card: { attack: 4 },
      }),
    ).toMatchObject({
      legal: true,
      total: 5,
      success: true,
    });
    expect(resolveCheck({ check: 'Eye', card: { attack: 4 } })).toMatchObject({
      legal: true,
      success: true,
    });
  });

  it('S4: Thievin takes the higher of Sharp and Smart', () => {
    expect(
      resolveCheck({
        check: 'Thievin',
        stats: { sharp: 4, smart: 1 },
        trained: ['Thievin'],
        card: { attack: 0 },
      }),
    ).toMatchObject({
      stat: 'sharp',
      total: 4,
    });
  });

  it('S5: the Dealer’s TN replaces the table TN', () => {
    expect(resolveCheck({ check: 'Eye', card: { attack: 4 }, tn: 9 })).toMatchObject({
      tn: 9,
      success: false,
    });
  });

  it('refuses unknown checks and stats, and a Lingual without a tongue', () => {
    expect(() => resolveCheck({ check: 'Juggle', card: { attack: 1 } })).toThrow(
      'check: unknown check "Juggle"',
    );
    expect(() =>
      resolveCheck({ check: 'Eye', stats: { luck: 2 } as never, card: { attack: 1 } }),
    ).toThrow('stats.luck');
    expect(() => resolveCheck({ check: 'Lingual', card: { attack: 1 } })).toThrow(
      'Lingual is trained per tongue',
    );
  });
});

describe('validateBuild (B1–B6)', () => {
  const base = { level: 1, faction: 'Lawmen', class: 'Gunslinger' };

  it('B1: LP 17…40 by level, SCP 1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 14', () => {
    expect(LEVEL_POINTS).toEqual([17, 19, 21, 23, 25, 27, 29, 31, 33, 35, 37, 40]);
    expect(Array.from({ length: 12 }, (_, i) => specialCardPoints(i + 1))).toEqual([
      1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 14,
    ]);
  });

  it('B2/B3: prices every purchase; Body refunds 2; natural checks are free; a negative stat refunds nothing', () => {
    const verdict = validateBuild({
      ...base,
      stats: { tough: -1, agile: 3 },
      speed: 1,
      range: 2,
      chips: { action: 1, draw: 1 },
      weaponTrait: 'body',
      traits: ['Acrobat'],
      characterTraits: 1,
      trained: ['Eye', 'Booksmart', 'Lingual:Spanish', 'Lingual:French'],
    });
    // 3 + 1 + 2 + (2 + 1) − 2 + 4 + 3 + 3 = 17
    expect(verdict.lpSpent).toBe(17);
    expect(verdict.violations).toEqual(['stat_range']);
  });

  it('B5: faction bonuses change final stats, HP and Speed', () => {
    expect(validateBuild({ ...base, faction: 'Regulars', hpUpgrades: 1 })).toMatchObject({
      hp: 15,
      speed: 5,
    });
    expect(validateBuild({ ...base, faction: 'Drifters' })).toMatchObject({ hp: 9, speed: 6 });
    expect(
      validateBuild({ ...base, faction: 'Desperados', stats: { sharp: 1 } }).finalStats.sharp,
    ).toBe(3);
  });

  it('K6: Omni may take any class’s card and pays +1 SCP; others only their own', () => {
    const card = { name: 'Quick Hands', class: 'Brawler', cost: 1 };
    expect(validateBuild({ ...base, level: 2, class: 'Omni', specialCards: [card] })).toMatchObject(
      { scpSpent: 2, scpAvailable: 2, valid: true },
    );
    expect(validateBuild({ ...base, specialCards: [card] }).violations).toEqual([
      'class_restricted',
    ]);
    expect(validateBuild({ ...base, class: 'Omni', specialCards: [card] }).violations).toEqual([
      'scp_over',
    ]);
  });

  it('B6: requirements use final stats, faction bonus included', () => {
    const card = { name: 'Dead Eye', class: 'Sharpshooter', cost: 1, requires: { sharp: 4 } };
    expect(
      validateBuild({
        ...base,
        faction: 'Desperados',
        class: 'Sharpshooter',
        stats: { sharp: 2 },
        specialCards: [card],
      }).valid,
    ).toBe(true);
    expect(
      validateBuild({
        ...base,
        faction: 'Lawmen',
        class: 'Sharpshooter',
        stats: { sharp: 2 },
        specialCards: [card],
      }).violations,
    ).toEqual(['prerequisite']);
  });

  it('B6: lists every violation once, sorted, and an unknown faction or class is a violation', () => {
    const verdict = validateBuild({
      level: 1,
      faction: 'Pirates',
      class: 'Wizard',
      stats: { tough: 6, agile: 6, smart: 6 },
      weaponTrait: 'laser',
      specialCards: [{ name: 'A', class: 'Doc', cost: 3 }],
    });
    expect(verdict.violations).toEqual([
      'lp_over',
      'scp_over',
      'stat_range',
      'unknown_class',
      'unknown_faction',
      'weapon_trait',
    ]);
    expect(verdict.problems.filter((p) => p.code === 'stat_range')).toHaveLength(3);
  });

  it('refuses a level outside 1–12, unknown traits, chips and checks', () => {
    expect(() => validateBuild({ ...base, level: 13 })).toThrow(
      'level: must be a level from 1 to 12',
    );
    expect(() => validateBuild({ ...base, traits: ['Lucky'] })).toThrow('traits[0]');
    expect(() => validateBuild({ ...base, chips: { luck: 1 } as never })).toThrow('chips.luck');
    expect(() => validateBuild({ ...base, trained: ['Juggle'] })).toThrow('trained[0]');
  });

  it('reads every number it uses from the rules options', () => {
    const generous = { ...DEFAULT_RULES_OPTIONS, baseHp: 12, baseSpeed: 6, statMax: 6 };
    expect(validateBuild({ ...base, stats: { tough: 6 } }, generous)).toMatchObject({
      hp: 12,
      speed: 6,
      violations: [],
    });
  });
});
