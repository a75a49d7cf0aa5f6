import { describe, expect, it } from 'vitest';
import {
  PROJECTOR_BANDS,
  boardHostOf,
} from '../../../renderer/screens/projector/projectorBands.ts';
import {
  UNSEEN_NPC,
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
