import { describe, expect, it } from 'vitest';
import {
  PROJECTOR_BANDS,
  boardHostOf,
} from '../../../renderer/screens/projector/projectorBands.ts';
import {
  UNSEEN_NPC,
  roundShown,
  stripContent,
  stripHeight,
} from '../../../renderer/screens/projector/stripLayout.ts';

/** A font of fixed advance: half the size a character, bold or not. */
const measure = (text: string, fontPx: number) => text.length * fontPx * 0.5;

const view = {
  round: 1,
  turnPhase: 'movement' as const,
  order: ['a', 'b', 'c', 'd'],
  activeId: 'a',
  combatants: [
    { id: 'a', name: 'Marshal Kate', side: 'posse', down: false },
    { id: 'b', name: 'Ned', side: 'posse', down: false },
    { id: 'c', name: 'Tom', side: 'outlaws', down: false },
    { id: 'd', name: 'Buster', side: 'outlaws', down: true },
    { id: 'e', name: 'Deputy Lou', side: 'posse', down: false },
  ],
} as unknown as Parameters<typeof stripContent>[0];

describe("the players' initiative strip's layout (issue 11)", () => {
  it('says the round and names the order, the acting one marked; at true scale everyone', () => {
    const content = stripContent(view, 'Dusty Crossing', false);
    expect(content.round).toBe('Dusty Crossing · Round 1 · Movement');
    expect(content.names.map((n) => n.name)).toEqual(['Marshal Kate', 'Ned', 'Tom', 'Buster']);
    expect(content.names.filter((n) => n.acting).map((n) => n.id)).toEqual(['a']);
    expect(content.names.find((n) => n.id === 'd')!.down).toBe(true);
    expect(stripContent(view, null, true).names.map((n) => n.id)).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
    ]);
  });

  it("reads a hidden NPC's turn as any NPC's turn: an unnamed NPC acting at its place (issue 38)", () => {
    const unseen = { ...view, activeId: null, unseenTurn: { at: 2 } };
    const content = stripContent(unseen, 'Dusty Crossing', false);
    expect(content.round).toBe('Dusty Crossing · Round 1 · Movement');
    expect(content.names.map((n) => n.name)).toEqual([
      'Marshal Kate',
      'Ned',
      UNSEEN_NPC,
      'Tom',
      'Buster',
    ]);
    expect(content.names.filter((n) => n.acting)).toEqual([
      { id: 'unseen-turn', name: UNSEEN_NPC, acting: true, down: false, side: 'npc' },
    ]);
  });

  it('keeps one line where the names fit, and wraps them onto more on a 4:3 screen', () => {
    const content = stripContent(view, 'Dusty Crossing', false);
    // 35 + 24 characters at 2.25cqh each, plus padding and gaps: about 150cqh; 16:9 is 177.
    expect(stripHeight(content, { width: 1920, height: 1080 }, measure)).toBe(
      PROJECTOR_BANDS.strip,
    );
    const square = stripHeight(content, { width: 1024, height: 768 }, measure);
    // The round's line, and the names on one line of their own under it.
    expect(square).toBeCloseTo(2 + 5.4 + 0.5 + 6, 5);
    // The board's share is what the bands leave, the wrapped strip's included.
    expect(boardHostOf({ width: 1024, height: 768 }, square).height).toBeCloseTo(
      768 * (1 - (square + PROJECTOR_BANDS.attack) / 100),
      5,
    );
    // Everyone at true scale, on a screen turned a quarter (768 across, 1024 high): more lines.
    const many = stripHeight(
      stripContent(view, 'Dusty Crossing', true),
      { width: 400, height: 768 },
      measure,
    );
    expect(many).toBeGreaterThan(square);
  });
});

/** Ten at the table, Kate acting: the crowd of issue 40, item 7. */
const crowd = {
  ...view,
  round: 2,
  order: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'],
  combatants: [
    'Marshal Kate',
    'Ned',
    'Deputy Lou Calhoun',
    'Rattlesnake Rose',
    'One-Eyed Pete',
    'Doc Holloway',
    'Widow Maguire',
    'Cactus Jack',
    'Big Earl',
    'Silent Sam',
  ].map((name, i) => ({ id: 'abcdefghij'[i]!, name, side: 'posse', down: false })),
} as unknown as Parameters<typeof stripContent>[0];

const FOUR_THREE = { width: 1024, height: 768 };
const SIXTEEN_TEN = { width: 1280, height: 800 };
const SIXTEEN_NINE = { width: 1920, height: 1080 };

/** One line of names under the round's (cqh): as projector.css lays a strip of `lines` out. */
const wrapped = (lines: number) => 2 * 1 + 5.4 + 0.5 + lines * 6 + (lines - 1) * 0.5;

describe('the strip on 4:3 and 16:10 screens (issue 40, item 7)', () => {
  // 46 characters: the whole round's line is 67 at 2.25cqh, 151cqh; the strip's room is 129cqh
  // on 4:3, 156 on 16:10 and 174 on 16:9 (the width in cqh, less 2 × 2 of padding).
  const LONG = 'The Red Dog Saloon and Dance Hall of Tombstone';

  it('keeps the round on one line, the map name dropped first where it does not fit, then "R2"', () => {
    const content = stripContent(crowd, LONG, false);
    expect([content.round, ...content.shorter]).toEqual([
      `${LONG} · Round 2 · Movement`,
      'Round 2 · Movement',
      'R2 · Movement',
    ]);
    expect(roundShown(content, FOUR_THREE, measure)).toBe('Round 2 · Movement');
    expect(roundShown(content, SIXTEEN_TEN, measure)).toBe(`${LONG} · Round 2 · Movement`);
    expect(roundShown(content, SIXTEEN_NINE, measure)).toBe(`${LONG} · Round 2 · Movement`);
    // A sliver of a frame (35cqh of room): the round's number and the phase, still one line.
    expect(roundShown(content, { width: 300, height: 768 }, measure)).toBe('R2 · Movement');
    // The sample maps' names fit whole on 4:3.
    for (const name of ['Mesa Mine', 'Red Dog Saloon'])
      expect(roundShown(stripContent(crowd, name, false), FOUR_THREE, measure)).toBe(
        `${name} · Round 2 · Movement`,
      );
    // No map name: nothing to drop, nor said twice.
    expect(stripContent(crowd, null, false).shorter).toEqual(['R2 · Movement']);
  });

  it('wraps ten names onto the lines they take on 4:3 and 16:10, under one round line', () => {
    const content = stripContent(crowd, 'Red Dog Saloon', false);
    // Names of 2.25cqh a character and 2.6 of padding, 1.5 apart: on 4:3 (129cqh) four, four and
    // two a line; on 16:10 (156cqh) four, five and one.
    expect(stripHeight(content, FOUR_THREE, measure)).toBeCloseTo(wrapped(3), 9);
    expect(stripHeight(content, SIXTEEN_TEN, measure)).toBeCloseTo(wrapped(3), 9);
    // 16:9 holds them on two (174cqh: five and five).
    expect(stripHeight(content, SIXTEEN_NINE, measure)).toBeCloseTo(wrapped(2), 9);
    // The long name shortened to fit takes no second line for the round.
    expect(stripHeight(stripContent(crowd, LONG, false), FOUR_THREE, measure)).toBeCloseTo(
      wrapped(3),
      9,
    );
  });

  it('keeps the names beside a round line shortened to fit, as the players see them', () => {
    // Kate and Ned (29.6 + 1.5 + 9.35cqh) beside "Round 2 · Movement" (40.5): one line on 4:3,
    // where the whole line (151cqh) would have pushed them under it.
    const two = { ...crowd, order: ['a', 'b'] };
    expect(stripHeight(stripContent(two, LONG, false), FOUR_THREE, measure)).toBe(
      PROJECTOR_BANDS.strip,
    );
  });

  it('gives a name wider than the strip a line of its own, cut at its width', () => {
    const long = {
      ...crowd,
      order: ['a', 'b', 'c'],
      combatants: [
        { id: 'a', name: 'Marshal Kate', side: 'posse', down: false },
        { id: 'b', name: 'X'.repeat(70), side: 'outlaws', down: false },
        { id: 'c', name: 'Ned', side: 'posse', down: false },
      ],
    } as unknown as Parameters<typeof stripContent>[0];
    // 70 characters, 157.5cqh, on a 4:3 strip of 129: Kate, it, then Ned, each on a line.
    expect(stripHeight(stripContent(long, null, false), FOUR_THREE, measure)).toBeCloseTo(
      wrapped(3),
      9,
    );
  });
});
