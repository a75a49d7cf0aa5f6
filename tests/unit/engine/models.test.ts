import { describe, expect, it } from 'vitest';
import { buildOf, characterSchema } from '../../../engine/model/character.ts';
import { describeIssues } from '../../../engine/model/describeIssues.ts';
import { npcCardSchema } from '../../../engine/model/npcCard.ts';
import { validateBuild } from '../../../engine/resolve/validateBuild.ts';
import kate from '../../../assets/characters/marshal-kate.json';
import ned from '../../../assets/characters/ned-calloway.json';
import npcs from '../../../assets/npcs/examples.json';

describe('the character model', () => {
  it('reads the sample character, and its build is the level-1 build that spends all 17 LP', () => {
    const character = characterSchema.parse(kate);
    expect(character.traits).toEqual([]);
    expect(validateBuild(buildOf(character))).toMatchObject({
      valid: true,
      lpSpent: 17,
      lpAvailable: 17,
      hp: 12,
      speed: 6,
    });
  });

  it('reads the second sample character: a valid Sharpshooter build with a shotgun and Slug Shells', () => {
    const character = characterSchema.parse(ned);
    expect(validateBuild(buildOf(character))).toMatchObject({
      valid: true,
      lpSpent: 11,
      hp: 9,
      // B5 Drifters: Speed +1 on the base 5.
      speed: 6,
    });
    expect(character.items).toContain('Slug Shells');
  });

  it('names the field of what it refuses', () => {
    const refuse = (patch: object) => {
      const result = characterSchema.safeParse({ ...kate, ...patch });
      if (result.success) throw new Error('expected a refusal');
      return describeIssues(result.error);
    };
    expect(refuse({ faction: 'Pirates' })).toContain('faction');
    expect(refuse({ level: 13 })).toContain('level');
    expect(refuse({ trained: ['Juggle'] })).toContain('trained[0]: not a check of rule S3');
    expect(refuse({ weapon: 'Gatling' })).toContain('weapon: not a weapon of rule W1');
    expect(refuse({ chips: { luck: 1 } })).toBe('chips: Unrecognized key: "luck"');
  });
});

describe('NPC cards (N1)', () => {
  it('reads the source’s example NPCs, one per tier tag', () => {
    const cards = npcs.map((n) => npcCardSchema.parse(n));
    expect(cards.map((c) => `${c.tier.color[0]!.toUpperCase()}${c.tier.level} ${c.name}`)).toEqual([
      'R3 Tom',
      'R2 Rose',
      'B1 Julius',
      'B3 Guard',
      'G1 Buster',
      'G1 Ralph',
    ]);
    expect(cards[0]!.hidden).toBe(false);
  });
});
