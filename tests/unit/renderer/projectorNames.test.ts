import { describe, expect, it } from 'vitest';
import { sceneFromPublic } from '../../../renderer/screens/projector/projectorScene.ts';
import { stripOrder } from '../../../renderer/screens/projector/stripOrder.ts';
import type { PlayersView } from '../../../renderer/players/playersMessages.ts';
import type { PublicView } from '../../../engine/index.ts';

const combatant = (id: string, name: string) =>
  ({
    id,
    name,
    side: 'pc',
    at: [1, 1],
    hp: { hpLeft: 5, max: 5 },
    gear: [],
    chips: {},
    down: false,
    handSize: 0,
    deckSize: 0,
    inPlay: [],
  }) as unknown as PlayersView['combatants'][number];

const view = {
  order: ['b', 'a'],
  combatants: [combatant('a', 'Ann'), combatant('b', 'Bob'), combatant('c', 'Cy')],
} as Pick<PlayersView, 'order' | 'combatants'>;

describe("the players' names at true scale (issue 11, item 6)", () => {
  it('the strip names the round order; at true scale, everyone seen, the order first', () => {
    expect(stripOrder(view, false)).toEqual(['b', 'a']);
    expect(stripOrder(view, true)).toEqual(['b', 'a', 'c']);
  });

  it("the board's tokens lose their nameplates only when the strip names them", () => {
    const map = { size: [4, 4] } as unknown as PublicView['map'];
    const full = view as unknown as PlayersView;
    expect(sceneFromPublic(map, full).tokens.map((t) => t.unnamed ?? false)).toEqual([
      false,
      false,
      false,
    ]);
    // On the board, each is labelled in screen space (issue 40, item 1), and none in the strip.
    expect(sceneFromPublic(map, full).tokens.every((t) => t.labelled)).toBe(true);
    expect(sceneFromPublic(map, full, 'in the strip').tokens.some((t) => t.labelled)).toBe(false);
    expect(sceneFromPublic(map, full, 'in the strip').tokens.map((t) => t.unnamed)).toEqual([
      true,
      true,
      true,
    ]);
  });
});
