import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapSchema, type GameMapInput } from '../../../../engine/model/map.ts';
import { resolveAttack } from '../../../../engine/resolve/resolveAttack.ts';
import {
  type AttackerInput,
  type DefenderInput,
  type LegalAttack,
} from '../../../../engine/resolve/attackShapes.ts';
import { RulesInputError } from '../../../../engine/rules/rulesInputError.ts';
import { DEFAULT_RULES_OPTIONS } from '../../../../engine/rules/rulesOptions.ts';

const map = (input: Omit<GameMapInput, 'size'> = {}) =>
  mapSchema.parse({ size: [25, 6], ...input });
const legal = (m: ReturnType<typeof map>, a: AttackerInput, d: DefenderInput) => {
  const result = resolveAttack(m, a, d);
  if (!result.legal) throw new Error(`illegal: ${result.message}`);
  return result as LegalAttack;
};

describe('resolveAttack', () => {
  it('A1: checks range before LOS, and says why in words', () => {
    const walled = map({ walls: [[4, 0, 4, 6]] });
    expect(
      resolveAttack(walled, { at: [0, 2], weapon: 'Derringer' }, { at: [6, 2], hp: 9 }),
    ).toMatchObject({
      legal: false,
      reason: 'out_of_range',
      distance: 6,
      range: 5,
    });
    expect(
      resolveAttack(walled, { at: [1, 2], card: { attack: 5 } }, { at: [6, 2], hp: 9 }),
    ).toMatchObject({
      legal: false,
      reason: 'no_line_of_sight',
      message: 'no line of sight from B3 to G3: a wall is in the way',
    });
  });

  it('A1/B2: Range purchases and Range chips extend a ranged weapon', () => {
    expect(
      resolveAttack(
        map(),
        { at: [0, 2], card: { attack: 3 }, rangeBonus: 1, chips: { range: 1 } },
        { at: [10, 2], hp: 9 },
      ),
    ).toMatchObject({
      legal: true,
      range: DEFAULT_RULES_OPTIONS.pistolRange + 2,
    });
  });

  it('A9: melee reaches adjacent squares only, diagonals included, and Range does not extend it', () => {
    const blade = { card: { attack: 3 }, trait: 'blade', rangeBonus: 3, chips: { range: 2 } };
    expect(resolveAttack(map(), { at: [2, 2], ...blade }, { at: [3, 3], hp: 9 })).toMatchObject({
      legal: true,
      range: 1,
    });
    expect(resolveAttack(map(), { at: [2, 2], ...blade }, { at: [4, 2], hp: 9 })).toMatchObject({
      legal: false,
      reason: 'out_of_range',
    });
  });

  it('A9: melee is blocked by a wall or closed door between, and ignores cover', () => {
    const m = map({
      doors: [{ at: [3, 0, 3, 6], open: false }],
      cover: [{ id: 'barrel', squares: [[2, 1]] }],
    });
    expect(
      resolveAttack(m, { at: [2, 2], card: { attack: 3 }, trait: 'body' }, { at: [3, 2], hp: 9 }),
    ).toMatchObject({
      reason: 'no_line_of_sight',
    });
    const result = legal(
      m,
      { at: [2, 2], card: { attack: 3 }, trait: 'body' },
      { at: [1, 1], hp: 9 },
    );
    expect(result.coverVerdict).toBeNull();
    expect(result.cover).toBe(false);
  });

  it('D5: Buckshot falls off before any modifier, to at least 1; a Slug does not', () => {
    const far = { at: [13, 2] as [number, number], hp: 20 };
    // Sawed-Off 9, distance 8 (range 8): 9 − ⌊7/2⌋ = 6.
    expect(legal(map(), { at: [5, 2], weapon: 'Sawed-Off' }, far)).toMatchObject({
      baseAttack: 6,
      falloff: 3,
      attack: 6,
    });
    // Shotgun-trait card of 2 at distance 6: max(1, 2 − 2) = 1, then +1 ammunition.
    expect(
      legal(map(), { at: [7, 2], card: { attack: 2 }, trait: 'shotgun', ammo: 1 }, far),
    ).toMatchObject({ baseAttack: 1, attack: 2 });
    expect(legal(map(), { at: [5, 2], weapon: 'Sawed-Off', slug: true }, far)).toMatchObject({
      baseAttack: 9,
      falloff: 0,
    });
  });

  it('D6: a Slug from anything but a shotgun is refused', () => {
    expect(() =>
      resolveAttack(
        map(),
        { at: [0, 2], weapon: 'Bolt Action', slug: true },
        { at: [5, 2], hp: 9 },
      ),
    ).toThrow(RulesInputError);
    expect(() =>
      resolveAttack(map(), { at: [0, 2], card: { attack: 3 }, slug: true }, { at: [5, 2], hp: 9 }),
    ).toThrow('attacker.slug');
  });

  it('A5: cover halves the attack, rounding up, after attack-mode chips (H1)', () => {
    const m = map({ cover: [{ id: 'barrel', squares: [[4, 2]] }] });
    expect(
      legal(m, { at: [1, 2], card: { attack: 6 }, chips: { attack: 1 } }, { at: [7, 2], hp: 9 }),
    ).toMatchObject({
      attackBeforeCover: 7,
      cover: true,
      attack: 4,
    });
  });

  it('A7/D4: Rifle and damage-mode chips add only when the attack deals damage', () => {
    expect(
      legal(
        map(),
        { at: [1, 2], weapon: 'Repeater Rifle', chips: { attack: 2, attackMode: 'damage' } },
        { at: [6, 2], hp: 9, defend: 3 },
      ),
    ).toMatchObject({
      attack: 4,
      baseDamage: 1,
      damage: 4,
    });
    expect(
      legal(
        map(),
        { at: [1, 2], weapon: 'Repeater Rifle', chips: { attack: 2, attackMode: 'damage' } },
        { at: [6, 2], hp: 9, defend: 4 },
      ),
    ).toMatchObject({
      damage: 0,
      damageModifiers: [],
    });
  });

  it('E1: the higher side gets +1, never more; B4: Blade Master +2 with a Blade only', () => {
    const m = map({
      ranks: [
        { rank: 3, squares: [[1, 2]] },
        { rank: 1, squares: [[9, 2]] },
      ],
    });
    expect(legal(m, { at: [1, 2], card: { attack: 4 } }, { at: [6, 2], hp: 9 }).attack).toBe(5);
    expect(
      legal(m, { at: [6, 2], card: { attack: 4 } }, { at: [1, 2], hp: 9, defend: 1 }).defense,
    ).toBe(2);
    // Both raised: the higher one (rank 3) still gets only +1.
    expect(legal(m, { at: [1, 2], card: { attack: 4 } }, { at: [9, 2], hp: 9 }).attack).toBe(5);
    expect(
      legal(
        map(),
        { at: [1, 2], card: { attack: 4 }, traits: ['Blade Master'] },
        { at: [6, 2], hp: 9 },
      ).attack,
    ).toBe(4);
  });

  it('A8: gear absorbs first, then HP, never below 0; HP 0 is dead', () => {
    expect(
      legal(map(), { at: [1, 2], card: { attack: 6 } }, { at: [5, 2], hp: 2, gear: 1 }),
    ).toMatchObject({
      damage: 6,
      absorbed: 1,
      hpDamage: 2,
      gear: 0,
      hp: 0,
      dead: true,
    });
  });

  it('refuses what it cannot evaluate, naming the field', () => {
    const d = { at: [5, 2] as [number, number], hp: 9 };
    expect(() => resolveAttack(map(), { at: [1, 2], weapon: 'Gatling' }, d)).toThrow(
      'attacker.weapon: unknown weapon "Gatling"',
    );
    expect(() =>
      resolveAttack(map(), { at: [1, 2], card: { attack: 3 }, trait: 'laser' }, d),
    ).toThrow('attacker.trait');
    expect(() =>
      resolveAttack(map(), { at: [1, 2], card: { attack: 3 }, traits: ['Lucky'] }, d),
    ).toThrow('attacker.traits[0]');
    expect(() => resolveAttack(map(), { at: [30, 2], card: { attack: 3 } }, d)).toThrow(
      'attacker.at: [30, 2] is off the 25×6 map',
    );
    expect(() => resolveAttack(map(), { at: [1, 2] }, d)).toThrow('attacker: needs a card');
  });

  it('properties: damage ≥ 0, HP stays in [0, max], cover is ⌈a/2⌉, elevation adds at most 1', () => {
    fc.assert(
      fc.property(
        fc.record({
          attack: fc.integer({ min: 0, max: 12 }),
          chips: fc.integer({ min: 0, max: 3 }),
          mode: fc.constantFrom('attack' as const, 'damage' as const),
          ammo: fc.integer({ min: 0, max: 2 }),
          defend: fc.integer({ min: 0, max: 8 }),
          defenseChips: fc.integer({ min: 0, max: 3 }),
          hp: fc.integer({ min: 0, max: 18 }),
          gear: fc.integer({ min: 0, max: 4 }),
          withCover: fc.boolean(),
          attackerRank: fc.integer({ min: 0, max: 4 }),
          defenderRank: fc.integer({ min: 0, max: 4 }),
        }),
        (c) => {
          const m = map({
            cover: c.withCover ? [{ id: 'crate', squares: [[4, 2]] }] : [],
            ranks: [
              { rank: c.attackerRank, squares: [[1, 2]] },
              { rank: c.defenderRank, squares: [[7, 2]] },
            ],
          });
          const r = legal(
            m,
            {
              at: [1, 2],
              card: { attack: c.attack },
              ammo: c.ammo,
              chips: { attack: c.chips, attackMode: c.mode },
            },
            {
              at: [7, 2],
              hp: c.hp,
              gear: c.gear,
              defend: c.defend,
              chips: { defense: c.defenseChips },
            },
          );
          expect(r.damage).toBeGreaterThanOrEqual(0);
          expect(r.hp).toBeGreaterThanOrEqual(0);
          expect(r.hp).toBeLessThanOrEqual(c.hp);
          expect(r.attack).toBe(r.cover ? Math.ceil(r.attackBeforeCover / 2) : r.attackBeforeCover);
          const elevation = r.attackModifiers
            .filter((mod) => mod.rule === 'E1')
            .reduce((s, mod) => s + mod.value, 0);
          const defElevation = r.defenseModifiers
            .filter((mod) => mod.rule === 'E1')
            .reduce((s, mod) => s + mod.value, 0);
          expect(elevation).toBeLessThanOrEqual(1);
          expect(defElevation).toBeLessThanOrEqual(1);
          expect(elevation + defElevation).toBe(c.attackerRank === c.defenderRank ? 0 : 1);
          expect(r.absorbed + r.hpDamage).toBeLessThanOrEqual(r.damage);
        },
      ),
      { numRuns: 500 },
    );
  });
});
