import { describe, expect, it } from 'vitest';
import { applyAction } from '../../../engine/game/applyAction.ts';
import { encounterFromMap } from '../../../engine/game/encounterFromMap.ts';
import type { GameState } from '../../../engine/game/gameState.ts';
import { publicView } from '../../../engine/game/publicView.ts';
import { mapSchema } from '../../../engine/model/map.ts';
import { sceneFromPublic } from '../../../renderer/screens/projector/projectorScene.ts';
import dustyCrossing from '../../../assets/maps/dusty-crossing.json';
import { BEGIN_TURNS } from '../../../engine/game/records/beginTurns.ts';
import { encodeCells } from '../../../engine/game/fogCells.ts';
import type { BuildingOnBoard } from '../../../renderer/board/layers/buildingNamePlace.ts';

/**
 * Issue 11: the players' board writes the store names each view allows on the map that came
 * once (publicView's map has none), and keeps its objects while they stay the same, so the board
 * redraws its buildings only when a name comes or goes.
 */
describe("the players' board scene names the stores the view allows (issue 11)", () => {
  const start = encounterFromMap(mapSchema.parse(dustyCrossing), { seed: 7 });
  const scene = (state: GameState) => {
    const { map, ...view } = publicView(state);
    return { map, scene: sceneFromPublic(map, view) };
  };

  it('draws the name the view gives, and none where the view gives none', () => {
    const off = scene(start);
    expect(off.map.buildings[0]!.name).toBe('');
    expect(off.scene.map.buildings[0]!.name).toBe('Jenkins Bros');
    const { map, ...view } = publicView(start);
    const unnamed = sceneFromPublic(map, { ...view, buildingNames: [null] });
    expect(unnamed.map.buildings[0]!.name).toBe('');
  });

  it('gives the same map object for the same map and names, so nothing redraws', () => {
    const first = scene(start).scene.map;
    const moved = applyAction(start, { type: BEGIN_TURNS.type });
    if (!moved.ok) throw new Error(moved.message);
    const again = scene(moved.state).scene.map;
    expect(again).toBe(first);
    expect(again.buildings).toBe(first.buildings);
    expect(again.walls).toBe(publicView(start).map.walls);
  });
});

/**
 * Issue 40, item 7: "a building's name is cut by the fog's black". With the fog on, each building
 * the players' board is given says where its name may go: the squares the fog shows of it.
 */
describe("the players' board scene tells where a fogged store's name may go (issue 40, item 7)", () => {
  const start = encounterFromMap(mapSchema.parse(dustyCrossing), { seed: 7 });
  const { map, ...whole } = publicView(start);
  const [w, h] = map.size;
  /** The fog over Dusty Crossing with `lit` lit now, the rest explored (or black, in live mode). */
  const fogged = (mode: 'live' | 'explored', lit: [number, number][]) => {
    const cells = new Uint8Array(w * h);
    for (const [x, y] of lit) cells[y * w + x] = 1;
    const view = { ...whole, fog: { mode, lit: encodeCells(cells), explored: '' } };
    return sceneFromPublic(map, view).map.buildings[0] as BuildingOnBoard;
  };

  it('in explored mode, the squares the players know of it: every one they were sent', () => {
    const store = fogged('explored', [[2, 1]]);
    expect(store.name).toBe('Jenkins Bros');
    expect(store.nameWithin).toBe(map.buildings[0]!.squares);
  });

  it('in live mode, only those lit now: the squares seen before are black there', () => {
    const store = fogged('live', [
      [2, 3],
      [3, 3],
      [9, 9],
    ]);
    expect(store.nameWithin).toEqual([
      [2, 3],
      [3, 3],
    ]);
    // The same squares lit again, by another view: the same building, so nothing redraws.
    expect(
      fogged('live', [
        [2, 3],
        [3, 3],
        [10, 9],
      ]),
    ).toBe(store);
    expect(fogged('live', [[2, 3]])).not.toBe(store);
  });

  it('with the fog off, nothing: the name sits where it always has', () => {
    const store = sceneFromPublic(map, whole).map.buildings[0] as BuildingOnBoard;
    expect(store.name).toBe('Jenkins Bros');
    expect(store.nameWithin).toBeUndefined();
  });
});
