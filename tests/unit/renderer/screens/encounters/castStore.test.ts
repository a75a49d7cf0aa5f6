import { describe, expect, it } from 'vitest';
import { mapSchema } from '../../../../../engine/index.ts';
import {
  CastStore,
  MAP_IS_NOT_EDITED_HERE,
} from '../../../../../renderer/screens/encounters/castStore.ts';

const token = (id: string, at: [number, number]) => ({
  id,
  name: id,
  faction: 'Lawmen' as const,
  side: 'pc' as const,
  at,
  hp: 1,
  hpMax: 1,
  gear: 0,
  gearMax: 0,
});

const yard = () =>
  mapSchema.parse({
    size: [6, 6],
    walls: [[0, 0, 3, 0]],
    cover: [{ id: 'barrel', kind: 'barrel', squares: [[5, 5]] }],
  });

describe("the encounter builder's cast store (issue 13, item 3)", () => {
  it('places, moves and removes tokens, undoable; refuses any edit of the map itself, in words', () => {
    const cast = new CastStore(yard());
    expect(cast.edit({ type: 'placeToken', token: token('kate', [1, 1]) }).ok).toBe(true);
    expect(cast.edit({ type: 'moveToken', id: 'kate', to: [2, 2] }).ok).toBe(true);
    expect(cast.map.tokens[0]!.at).toEqual([2, 2]);
    const before = cast.map;
    const refused = cast.edit({ type: 'removeWalls', walls: [0] } as never);
    expect(refused.ok).toBe(false);
    expect(cast.map).toBe(before);
    expect(cast.message.get()).toEqual({ tone: 'refused', text: MAP_IS_NOT_EDITED_HERE });
    expect(cast.edit({ type: 'paste', clipboard: '{}', offset: [1, 0] } as never).ok).toBe(false);
    cast.undo();
    expect(cast.map.tokens[0]!.at).toEqual([1, 1]);
  });

  it('selects tokens only, so a box or a Delete never takes a wall or a barrel with them', () => {
    const cast = new CastStore(yard());
    cast.edit({ type: 'placeToken', token: token('kate', [1, 1]) });
    cast.select({ tokens: ['kate'], walls: [0], cover: ['barrel'], squares: [[1, 1]] });
    expect(cast.selection.get()).toMatchObject({
      tokens: ['kate'],
      walls: [],
      cover: [],
      squares: [],
    });
    cast.edit({ type: 'deleteSelection', selection: cast.selection.get() });
    expect(cast.map.tokens).toEqual([]);
    expect(cast.map.walls).toHaveLength(1);
    expect(cast.map.cover).toHaveLength(1);
  });
});
