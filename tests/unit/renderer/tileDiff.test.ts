import { describe, expect, it } from 'vitest';
import { mapSchema, type GameMap } from '../../../engine/index.ts';
import sample from '../../../assets/maps/dusty-crossing.json';
import { touchedRects, touchedTiles } from '../../../renderer/board/tiles/mapDiff.ts';
import { tileKey } from '../../../renderer/board/tiles/tileGrid.ts';
import { townMap } from '../../bench/townMap.ts';

/** Which tiles of 8×8 squares an edit touches, as keys, sorted. */
function tilesTouched(prev: GameMap, next: GameMap, squares = 8): string[] | 'all' {
  const rects = touchedRects(prev, next);
  if (rects === 'all') return 'all';
  return touchedTiles(rects, squares, next.size, 64).map(tileKey).sort();
}

function toggleDoor(map: GameMap, index: number): GameMap {
  return {
    ...map,
    doors: map.doors.map((d, i) => (i === index ? { ...d, open: !d.open } : d)),
  };
}

const town = townMap(200);

describe('which tiles an edit touches', () => {
  it('the same map touches none; a copy equal in every item touches none either', () => {
    expect(tilesTouched(town, town)).toEqual([]);
    const copy = mapSchema.parse(JSON.parse(JSON.stringify(town)));
    expect(tilesTouched(town, copy)).toEqual([]);
  });

  it('a door toggle (G3) touches only the tile its leaf and swing lie in, not the walls around it', () => {
    // The town's door 100 is the store door of copy (4, 8): the segment [68, 100, 69, 100].
    expect(town.doors[100]!.at).toEqual([68, 100, 69, 100]);
    const opened = toggleDoor(town, 100);
    expect(tilesTouched(town, opened)).toEqual(['8:8:12']);
    expect(tilesTouched(opened, toggleDoor(opened, 100))).toEqual(['8:8:12']);
  });

  it('a door on the line between two tiles touches both, and a bigger tile grid one', () => {
    const map = mapSchema.parse({
      size: [24, 24],
      doors: [{ at: [8, 3, 8, 4], open: false }],
    });
    expect(tilesTouched(map, toggleDoor(map, 0))).toEqual(['8:0:0', '8:1:0']);
    expect(tilesTouched(map, toggleDoor(map, 0), 16)).toEqual(['16:0:0']);
  });

  it('an open door swinging towards the tile above touches it too', () => {
    const map = mapSchema.parse({ size: [24, 24], doors: [{ at: [2, 8, 3, 8], open: true }] });
    // The leaf swings a quarter turn about (2, 8), up into row 7, the tile above.
    expect(tilesTouched(map, toggleDoor(map, 0))).toEqual(['8:0:0', '8:0:1']);
  });

  it('a wall added, or one taken from the front of the list, touches only its own tiles', () => {
    const added = { ...town, walls: [...town.walls, [150, 150, 151, 150] as const] } as GameMap;
    expect(tilesTouched(town, added)).toEqual(['8:18:18']);
    const removed = { ...town, walls: town.walls.slice(1) };
    const [x1, y1] = town.walls[0]!;
    expect(x1 < 8 && y1 < 8).toBe(true);
    expect(tilesTouched(town, removed)).toEqual(['8:0:0']);
  });

  it('a square painted onto a terrain area touches the tile of that square only', () => {
    const terrain = town.terrain.map((area, i) =>
      i === 0 ? { ...area, squares: [...area.squares, [101, 151] as [number, number]] } : area,
    );
    expect(tilesTouched(town, { ...town, terrain })).toEqual(['8:12:18']);
  });

  it('raising ground (E1) touches its squares, their neighbours’ outline and its rank triangle', () => {
    const map = mapSchema.parse({
      size: [24, 24],
      ranks: [{ rank: 1, squares: [[9, 9]] }],
    });
    const grown = {
      ...map,
      ranks: [
        {
          rank: 1,
          squares: [
            [7, 9] as [number, number],
            [8, 9] as [number, number],
            [9, 9] as [number, number],
          ],
        },
      ],
    };
    // The squares added are in tiles (0, 1) and (1, 1); the triangle moves from I10 to H10.
    expect(tilesTouched(map, grown)).toEqual(['8:0:1', '8:1:1']);
  });

  it('a store renamed touches the tiles its name can reach', () => {
    const buildings = town.buildings.map((b, i) =>
      i === 0 ? { ...b, name: 'Jenkins & Sons' } : b,
    );
    const touched = tilesTouched(town, { ...town, buildings });
    expect(touched).toContain('8:0:0');
    expect(touched).not.toContain('8:2:0');
  });

  it('a map of another size touches everything', () => {
    expect(tilesTouched(town, townMap(100))).toBe('all');
  });

  it('the sample map’s door toggle on the sample map: one tile of the four', () => {
    const map = mapSchema.parse(sample);
    expect(tilesTouched(map, toggleDoor(map, 0))).toEqual(['8:0:0']);
  });
});
