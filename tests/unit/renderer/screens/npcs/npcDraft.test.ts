import { describe, expect, it } from 'vitest';
import { EXAMPLE_NPC_CARDS, npcCardSchema, STATS } from '../../../../../engine/index.ts';
import {
  cardFromDraft,
  cardIdFor,
  draftFromCard,
  EMPTY_NPC_DRAFT,
} from '../../../../../renderer/screens/npcs/npcDraft.ts';
import { cardsByTier, EXAMPLE_CARDS } from '../../../../../renderer/screens/npcs/npcLibrary.ts';
import fixture from '../../../../fixtures/npc-v1.json';

describe('the NPC card form (N1)', () => {
  it('gives back every example card and the saved fixture as it was', () => {
    for (const card of [...EXAMPLE_NPC_CARDS, npcCardSchema.parse(fixture.data)]) {
      const verdict = cardFromDraft(draftFromCard(card), card.id);
      // A stat at 0 is the same card whether it is written or left out (the schema reads 0).
      const stats = { ...Object.fromEntries(STATS.map((s) => [s, 0])), ...card.stats };
      expect(verdict).toEqual({ ok: true, card: { ...card, stats } });
    }
  });

  it('names each field at fault in words: an empty name, HP below 1, a level past 9, a number that is none', () => {
    const verdict = cardFromDraft(
      {
        ...EMPTY_NPC_DRAFT,
        name: '  ',
        hp: '0',
        level: '12',
        speed: 'fast',
        stats: { ...EMPTY_NPC_DRAFT.stats, sharp: '2.5' },
      },
      'x',
    );
    expect(verdict.ok).toBe(false);
    if (verdict.ok) return;
    expect(verdict.errors).toEqual({
      name: 'Name: cannot be empty',
      hp: 'HP: at least 1',
      level: 'Tier level: at most 9',
      speed: 'Speed: a whole number, please',
      'stat-sharp': 'Sharp: a whole number, please',
    });
  });

  it('a new card: its tier, faction left to the placing, weapon and chips as chosen', () => {
    const verdict = cardFromDraft(
      {
        ...EMPTY_NPC_DRAFT,
        name: 'Deputy Hicks',
        color: 'blue',
        level: '2',
        weapon: 'Pepperbox',
        chips: { ...EMPTY_NPC_DRAFT.chips, defense: '1' },
      },
      'deputy-hicks',
    );
    expect(verdict.ok && verdict.card).toMatchObject({
      id: 'deputy-hicks',
      tier: { color: 'blue', level: 2 },
      weapon: 'Pepperbox',
      chips: { defense: 1 },
    });
    expect(verdict.ok && verdict.card.faction).toBeUndefined();
  });

  it('an id from the name, the first one free', () => {
    expect(cardIdFor('Deputy Hicks', new Set())).toBe('deputy-hicks');
    expect(cardIdFor('Tom (copy)', new Set(['tom-copy']))).toBe('tom-copy-2');
    expect(cardIdFor('!!!', new Set())).toBe('npc');
  });
});

describe('an NPC card’s gold (X1, X3)', () => {
  it('is kept from the form, and a gold below 0 is refused naming the field', () => {
    const draft = { ...EMPTY_NPC_DRAFT, name: 'Banker', gold: '4' };
    const verdict = cardFromDraft(draft, 'banker');
    expect(verdict.ok && verdict.card.gold).toBe(4);
    expect(draftFromCard(npcCardSchema.parse({ ...fixture.data, gold: 4 })).gold).toBe('4');
    expect(cardFromDraft({ ...draft, gold: '-1' }, 'banker')).toEqual({
      ok: false,
      errors: { gold: 'Gold: at least 0' },
    });
  });
});

describe('the cards by tier (N1, N2)', () => {
  it('Red, Blue, Green, each from its highest level down, then by name', () => {
    expect(
      cardsByTier(EXAMPLE_CARDS).map(({ tier, cards }) => [tier, cards.map((c) => c.card.name)]),
    ).toEqual([
      ['red', ['Tom', 'Rose']],
      ['blue', ['Guard', 'Julius']],
      ['green', ['Buster', 'Ralph']],
    ]);
  });
});
