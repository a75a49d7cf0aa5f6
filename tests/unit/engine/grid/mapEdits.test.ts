import { describe, expect, it } from 'vitest';
import { findPath } from '../../../../engine/grid/findPath.ts';
import { lineOfSight } from '../../../../engine/grid/lineOfSight.ts';
import {
  withDoorToggled,
  withWallsAdded,
  withWallsRemoved,
} from '../../../../engine/grid/mapEdits.ts';
import { cachedIndex, indexMap } from '../../../../engine/grid/indexCache.ts';
import { movementIndex } from '../../../../engine/grid/movementIndex.ts';
import { validateMove } from '../../../../engine/grid/validateMove.ts';
import { mapSchema } from '../../../../engine/model/map.ts';

// A 6×4 yard split by a wall along x = 3 from the top down to y = 2, and a door below it.
const yard = mapSchema.parse({
  size: [6, 4],
  walls: [
    [3, 0, 3, 2],
    [0, 3, 1, 3],
  ],
  doors: [{ at: [3, 2, 3, 3], open: false }],
});
const walker = { at: [2, 2] as [number, number], speed: 6 };

describe('wall edits (the editor’s API)', () => {
  it('a wall added across a line blocks sight (G3) and steps (M2) there, and names itself', () => {
    const walled = withWallsAdded(yard, [[1, 0, 1, 4]]);
    expect(walled.walls).toEqual([...yard.walls, [1, 0, 1, 4]]);
    expect(lineOfSight(yard, [0, 1], [2, 1]).visible).toBe(true);
    expect(lineOfSight(walled, [0, 1], [2, 1])).toEqual({
      visible: false,
      blocker: { kind: 'wall', index: 2, segment: [1, 0, 1, 4] },
    });
    expect(validateMove(walled, { at: [0, 1], speed: 6 }, [], [[1, 1]])).toMatchObject({
      legal: false,
      reason: 'blocked',
    });
  });

  it('a wall removed opens the way, and the walls after it keep their order', () => {
    const opened = withWallsRemoved(yard, [0]);
    expect(opened.walls).toEqual([[0, 3, 1, 3]]);
    expect(lineOfSight(yard, [2, 0], [4, 0]).visible).toBe(false);
    expect(lineOfSight(opened, [2, 0], [4, 0]).visible).toBe(true);
    expect(findPath(opened, { at: [2, 0], speed: 6 }, [], [3, 0])?.path).toEqual([[3, 0]]);
    // The remaining wall is now wall 0, and says so when it blocks.
    expect(lineOfSight(opened, [0, 2], [0, 3]).blocker).toEqual({
      kind: 'wall',
      index: 0,
      segment: [0, 3, 1, 3],
    });
  });

  it('refuses a wall that is not on the map or a segment with one end', () => {
    expect(() => withWallsRemoved(yard, [2])).toThrow(/no wall 2/);
    expect(() => withWallsAdded(yard, [[1, 1, 1, 1]])).toThrow();
    expect(withWallsRemoved(yard, [])).toBe(yard);
  });

  it('derives the edited map’s index from the one before, sharing what the edit left alone', () => {
    const before = indexMap(yard);
    movementIndex(yard);
    const after = cachedIndex(withWallsAdded(yard, [[5, 0, 5, 1]]));
    expect(after).toBeDefined();
    // Ranks, cover and horizontal edges are untouched by a vertical wall: the same arrays.
    expect(after!.rank).toBe(before.rank);
    expect(after!.cover).toBe(before.cover);
    expect(after!.wallH).toBe(before.wallH);
    expect(after!.wallV).not.toBe(before.wallV);
    expect(after!.movement).toBeDefined();
  });
});

describe('a door toggle', () => {
  it('opens the way through the door and shuts it again (G3, M2)', () => {
    indexMap(yard);
    const open = withDoorToggled(yard, 0);
    expect(open.doors[0]!.open).toBe(true);
    expect(lineOfSight(open, [2, 2], [4, 2]).visible).toBe(true);
    expect(findPath(open, walker, [], [3, 2])?.path).toEqual([[3, 2]]);
    const shut = withDoorToggled(open, 0);
    expect(lineOfSight(shut, [2, 2], [4, 2]).blocker).toMatchObject({ kind: 'door', index: 0 });
    expect(findPath(shut, walker, [], [3, 2])?.cost).toBeGreaterThan(1);
    expect(() => withDoorToggled(yard, 1)).toThrow(/no door 1/);
  });

  it('copies only the tables of the edges the door lies along', () => {
    const before = indexMap(yard);
    const after = cachedIndex(withDoorToggled(yard, 0))!;
    expect(after.wallV).toBe(before.wallV);
    expect(after.anyH).toBe(before.anyH);
    expect(after.barrierXY).toBe(before.barrierXY);
    expect(after.anyV).not.toBe(before.anyV);
  });
});
