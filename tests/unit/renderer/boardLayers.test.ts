import { describe, expect, it } from 'vitest';
import { applyAction } from '../../../engine/game/applyAction.ts';
import { mapSchema } from '../../../engine/model/map.ts';
import sample from '../../../assets/maps/dusty-crossing.json';
import { sceneFromGame, sceneFromMap } from '../../../renderer/board/boardScene.ts';
import { staleLayers, tokenChanges, tokenLook } from '../../../renderer/board/layerSlices.ts';
import { encounter } from '../engine/game/encounterFixture.ts';
import { BEGIN_TURNS } from '../../../engine/game/records/beginTurns.ts';
import { MOVE } from '../../../engine/game/records/move.ts';

describe('what the board redraws', () => {
  it('redraws every static layer for a first scene, and none for the same map', () => {
    const scene = sceneFromMap(mapSchema.parse(sample));
    expect(staleLayers(null, scene)).toEqual([
      'terrain',
      'buildings',
      'elevation',
      'grid',
      'cover',
      'passages',
      'walls',
    ]);
    expect(staleLayers(scene, { ...scene, tokens: [...scene.tokens] })).toEqual([]);
  });

  it('a token that moves changes no static layer, and only that token moves — nothing is redrawn', () => {
    const start = applyAction(encounter(), { type: BEGIN_TURNS.type });
    if (!start.ok) throw new Error(start.message);
    const moved = applyAction(start.state, { type: MOVE.type, who: 'kate', path: [[2, 4]] });
    if (!moved.ok) throw new Error(moved.message);
    const before = sceneFromGame(start.state);
    const after = sceneFromGame(moved.state);
    expect(staleLayers(before, after)).toEqual([]);
    const drawn = new Map(before.tokens.map((t) => [t.id, { look: tokenLook(t), at: t.at }]));
    expect(tokenChanges(drawn, after.tokens)).toEqual({ redraw: [], move: ['kate'], remove: [] });
  });

  it('a token that is hit is redrawn alone; opening a door redraws only the walls', () => {
    const scene = sceneFromGame(encounter());
    const drawn = new Map(scene.tokens.map((t) => [t.id, { look: tokenLook(t), at: t.at }]));
    const hurt = scene.tokens.map((t) => (t.id === 'tom' ? { ...t, hp: t.hp - 3 } : t));
    expect(tokenChanges(drawn, hurt)).toEqual({ redraw: ['tom'], move: [], remove: [] });
    const opened = {
      ...scene,
      map: { ...scene.map, doors: scene.map.doors.map((d) => ({ ...d, open: true })) },
    };
    expect(staleLayers(scene, opened)).toEqual(['walls']);
  });
});
