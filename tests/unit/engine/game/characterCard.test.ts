import { describe, expect, it } from 'vitest';
import {
  badgeLegend,
  characterCard,
  encounterFromMap,
  FACTIONS,
  FACTION_MARKS,
  mapSchema,
  characterSchema,
} from '../../../../engine/index.ts';
import dustyCrossing from '../../../../assets/maps/dusty-crossing.json';
import kate from '../../../../assets/characters/marshal-kate.json';
import ned from '../../../../assets/characters/ned-calloway.json';
import { play } from './drive.ts';
import { encounter } from './encounterFixture.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import { DRAW } from '../../../../engine/game/records/draw.ts';
import { END_PHASE } from '../../../../engine/game/records/endPhase.ts';
import { SPEND_CHIP } from '../../../../engine/game/records/spendChip.ts';

/** The sample table as the app opens it: the map's tokens, Kate and Ned as their characters. */
function sampleTable() {
  return encounterFromMap(mapSchema.parse(dustyCrossing), {
    seed: 7,
    characters: [characterSchema.parse(kate), characterSchema.parse(ned)],
  });
}

describe('characterCard: what a token is, in the engine’s words (issue 10, the character card)', () => {
  it('B5: spells out the faction behind the token’s mark, and a PC’s class', () => {
    const card = characterCard(sampleTable(), 'kate')!;
    expect(card.name).toBe('Marshal Kate');
    expect(card.sideLabel).toBe('Player character');
    expect(card.faction).toEqual({ name: 'Lawmen', mark: 'La', text: 'La: Lawmen' });
    expect(card.class).toBe('Gunslinger');
    expect(card.tier).toBeNull();
    expect(characterCard(sampleTable(), 'ned')!.faction.text).toBe('Dr: Drifters');
    expect(characterCard(sampleTable(), 'tom')!.faction.text).toBe('De: Desperados');
  });

  it('N1, N2: an NPC’s tier carries its colour, shape and label together, and has no class', () => {
    const buster = characterCard(sampleTable(), 'buster')!;
    expect(buster.sideLabel).toBe('Non-player character');
    expect(buster.class).toBeNull();
    expect(buster.faction.text).toBe('Gr: Grifters');
    expect(buster.tier).toMatchObject({
      label: 'G1',
      colorName: 'Green',
      shape: 'circle',
      meaning: 'low threat: minions',
    });
    expect(buster.tier!.text).toBe('G1: Green 1, a green circle — low threat: minions (rule N1)');
    const tom = characterCard(sampleTable(), 'tom')!;
    expect(tom.tier).toMatchObject({ label: 'R3', colorName: 'Red', shape: 'diamond' });
  });

  it('S1, M1: the five stats and Speed, final values as the combatant has them', () => {
    const state = sampleTable();
    const card = characterCard(state, 'kate')!;
    const k = state.combatants.kate!;
    expect(card.stats.map((s) => s.name)).toEqual([
      'Tough',
      'Agile',
      'Smart',
      'Sharp',
      'Charming',
      'Speed',
    ]);
    expect(card.stats.find((s) => s.name === 'Sharp')!.value).toBe(k.stats.sharp);
    expect(card.stats.find((s) => s.name === 'Speed')!.value).toBe(k.speed);
  });

  it('A1, W1, D-rules: the weapon card with its Attack and range, then the trait cards attack with', () => {
    const card = characterCard(sampleTable(), 'ned')!;
    const [pump, trait] = card.weapons;
    expect(pump).toMatchObject({ name: 'Pump Action', attack: 7, range: 12 });
    expect(pump!.traits[0]).toMatch(/^Buckshot \(rule D5\)/);
    expect(trait).toMatchObject({ name: 'Shotgun', attack: null, range: 6 });
    expect(card.traits).toContain('trained in Conjure Up (rule S3)');
    // A1: Range purchases add to the weapon's range.
    const far = characterSchema.parse({ ...kate, range: 1, speed: 0 });
    const state = encounterFromMap(mapSchema.parse(dustyCrossing), { seed: 7, characters: [far] });
    expect(characterCard(state, 'kate')!.weapons[0]!.range).toBe(8 + 1);
  });

  it('H4, A8, A2: the red HP track and the blue gear and ammunition tracks, as current of max', () => {
    const state = sampleTable();
    const buster = characterCard(state, 'buster')!;
    // The map's token starts Buster at 5 of 6 HP.
    expect(buster.tracks).toEqual([
      expect.objectContaining({ kind: 'hp', color: 'red', current: 5, max: 6 }),
    ]);
    expect(buster.tracks[0]!.text).toBe('HP 5 of 6 (red track, rule A8)');
    const nedCard = characterCard(state, 'ned')!;
    const slugs = nedCard.tracks.find((t) => t.name === 'Slug Shells')!;
    expect(slugs).toMatchObject({ kind: 'ammo', color: 'blue', current: 2, max: 2 });
    expect(slugs.text).toContain('fires Slugs (rule D6)');
    const tom = characterCard(state, 'tom')!;
    expect(tom.tracks.find((t) => t.kind === 'gear')).toMatchObject({ current: 3, max: 3 });
  });

  it('H1–H3: chips left and chips spent are counted apart, and a spent chip moves across', () => {
    let s = encounter();
    const before = characterCard(s, 'ned')!;
    expect(before.chips.left).toEqual([
      { kind: 'action', label: 'Action', count: 1 },
      { kind: 'draw', label: 'Draw', count: 2 },
    ]);
    expect(before.chips.spent).toEqual([]);
    expect(before.chips.spentText).toBe('no chips spent today');
    const pass = (who: string) =>
      [
        { type: END_PHASE.type, who },
        { type: END_PHASE.type, who },
        { type: DRAW.type, who },
      ] as const;
    s = play(
      s,
      { type: BEGIN_TURNS.type },
      ...pass('kate'),
      ...pass('tom'),
      { type: END_PHASE.type, who: 'ned' },
      {
        type: SPEND_CHIP.type,
        who: 'ned',
        chip: 'action',
      },
    );
    const after = characterCard(s, 'ned')!;
    // The Action chip leaves the stack of those left for the spent pile; it is not counted twice.
    expect(after.chips.left).toEqual([{ kind: 'draw', label: 'Draw', count: 2 }]);
    expect(after.chips.spent).toEqual([{ kind: 'action', label: 'Action', count: 1 }]);
    expect(after.chips.leftText).toBe('2 chips left: Draw ×2');
    expect(after.chips.spentText).toBe(
      '1 chip spent today: Action ×1 (back on the next day, rule H3)',
    );
  });

  it('K1: the hand’s size always, its cards only when the Dealer asks', () => {
    const state = sampleTable();
    const hidden = characterCard(state, 'kate')!;
    expect(hidden.hand).toMatchObject({ size: 4, max: 4, cards: null });
    expect(hidden.hand.text).toBe('4 cards in hand (of 4, rule K1)');
    expect(JSON.stringify(hidden)).not.toContain(state.combatants.kate!.hand[0]);
    const shown = characterCard(state, 'kate', { showHand: true })!;
    const hand = state.combatants.kate!.hand.map((id) => state.combatants.kate!.cards[id]!);
    expect(shown.hand.cards).toEqual(
      hand.map((c) => ({ name: c.name, attack: c.attack, defend: c.defend })),
    );
  });

  it('answers null for a token that is not at the table', () => {
    expect(characterCard(sampleTable(), 'nobody')).toBeNull();
  });
});

describe('badgeLegend: the marks on a token, from the tables the board draws with', () => {
  it('B5: every faction’s mark, spelled out, and the mark of a token with none', () => {
    const legend = badgeLegend();
    expect(legend.factions.map((f) => f.name)).toEqual([...FACTIONS, null]);
    for (const f of legend.factions.slice(0, -1)) expect(f.mark).toBe(FACTION_MARKS[f.name!]);
    expect(legend.factions.map((f) => f.text)).toContain('La: Lawmen');
    expect(legend.factions.map((f) => f.text)).toContain('Dr: Drifters');
    expect(legend.factions.map((f) => f.text)).toContain('De: Desperados');
    // Colour must never be the only difference: no two factions share a mark.
    expect(new Set(legend.factions.map((f) => f.mark)).size).toBe(legend.factions.length);
  });

  it('N2: each tier with its own shape; H4: the red and blue tracker pips', () => {
    const legend = badgeLegend();
    expect(legend.tiers.map((t) => [t.colorName, t.shape, t.label])).toEqual([
      ['Red', 'diamond', 'R1'],
      ['Blue', 'square', 'B1'],
      ['Green', 'circle', 'G1'],
    ]);
    expect(legend.trackers.map((t) => [t.kind, t.color])).toEqual([
      ['hp', 'red'],
      ['gear', 'blue'],
    ]);
  });
});
