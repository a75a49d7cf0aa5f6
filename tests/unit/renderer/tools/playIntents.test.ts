import { describe, expect, it } from 'vitest';
import type { Square } from '../../../../engine/core.ts';
import {
  NO_SELECTION,
  clickIntent,
  intentOfPlay,
  type PlaySight,
  type Selection,
  type TokenRef,
} from '../../../../renderer/tools/playIntents.ts';

/** Kate and Ned (people) and Tom (an NPC) on a board, Kate's turn unless said. */
const TOKENS: Record<string, TokenRef> = {
  '1,4': { id: 'kate', side: 'pc' },
  '1,6': { id: 'ned', side: 'pc' },
  '8,4': { id: 'tom', side: 'npc' },
};

function sight(
  selection: Selection,
  more: { active?: string | null; placing?: string | null } = {},
): PlaySight {
  return {
    tokenAt: (square: Square) => TOKENS[square.join(',')] ?? null,
    selection,
    placingToken: more.placing ?? null,
    activeCharacter: more.active === undefined ? 'kate' : more.active,
  };
}
const kateSelected: Selection = { selected: 'kate', selectedSide: 'pc' };

describe('the play tool’s intents (issue 37, item 5: pointer → intents, never game changes)', () => {
  it('selects a token on click, and lets it go on a second click', () => {
    expect(clickIntent(sight(NO_SELECTION), [1, 4])).toEqual({
      intent: 'select',
      token: { id: 'kate', side: 'pc' },
      clicked: 'kate',
    });
    expect(clickIntent(sight(kateSelected), [1, 4])).toEqual({
      intent: 'select',
      token: null,
      clicked: 'kate',
    });
  });

  it('with a token selected, an empty square means move, an enemy attack, a friend select', () => {
    expect(clickIntent(sight(kateSelected), [3, 4])).toEqual({
      intent: 'move',
      who: 'kate',
      to: [3, 4],
      clicked: null,
    });
    expect(clickIntent(sight(kateSelected), [8, 4])).toEqual({
      intent: 'attack',
      who: 'kate',
      target: 'tom',
      clicked: 'tom',
    });
    expect(clickIntent(sight(kateSelected), [1, 6])).toMatchObject({
      intent: 'select',
      token: { id: 'ned' },
    });
  });

  it('with nothing selected, an empty square asks for nothing', () => {
    expect(clickIntent(sight(NO_SELECTION), [3, 4])).toEqual({ intent: 'none', clicked: null });
  });

  it('a click on whoever acts selects them, even with an enemy selected: never an attack out of turn', () => {
    const tomSelected: Selection = { selected: 'tom', selectedSide: 'npc' };
    expect(clickIntent(sight(tomSelected), [1, 4])).toMatchObject({
      intent: 'select',
      token: { id: 'kate' },
    });
    // Between turns the same click is Tom's attack on Kate, as the selection says.
    expect(clickIntent(sight(tomSelected, { active: null }), [1, 4])).toMatchObject({
      intent: 'attack',
      who: 'tom',
      target: 'kate',
    });
  });

  it('while the Dealer places a token by hand, a click puts it there, token or not', () => {
    expect(clickIntent(sight(kateSelected, { placing: 'ned' }), [8, 4])).toEqual({
      intent: 'place',
      who: 'ned',
      at: [8, 4],
    });
  });

  it('the pointer’s hover is an intent; a click off the map is none', () => {
    expect(intentOfPlay(sight(NO_SELECTION), { type: 'hover', square: [2, 2] })).toEqual({
      intent: 'hover',
      square: [2, 2],
    });
    expect(intentOfPlay(sight(kateSelected), { type: 'click', square: null })).toBeNull();
  });
});
