import { describe, expect, it } from 'vitest';
import { applyAction } from '../../../engine/game/applyAction.ts';
import { encounterFromMap } from '../../../engine/game/encounterFromMap.ts';
import type { GameState } from '../../../engine/game/gameState.ts';
import { publicView } from '../../../engine/game/publicView.ts';
import { mapSchema } from '../../../engine/model/map.ts';
import { sceneFromPublic } from '../../../renderer/screens/projector/projectorScene.ts';
import dustyCrossing from '../../../assets/maps/dusty-crossing.json';
import { BEGIN_TURNS } from '../../../engine/game/records/beginTurns.ts';

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
