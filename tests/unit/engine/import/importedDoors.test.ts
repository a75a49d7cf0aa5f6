import { describe, expect, it } from 'vitest';
import { applyAction } from '../../../../engine/game/applyAction.ts';
import { doorBeside } from '../../../../engine/game/intents/doorBeside.ts';
import { doorsBeside } from '../../../../engine/grid/doorsBeside.ts';
import { lineOfSight } from '../../../../engine/grid/lineOfSight.ts';
import { withDoorToggled } from '../../../../engine/grid/mapEdits.ts';
import { importUvtt } from '../../../../engine/import/importUvtt.ts';
import type { Square } from '../../../../engine/model/geometry.ts';
import { mapSchema, type GameMap } from '../../../../engine/model/map.ts';
import { play } from '../game/drive.ts';
import { encounter } from '../game/encounterFixture.ts';
import { fixtureDocument } from './uvttFixture.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import { TOGGLE_DOOR } from '../../../../engine/game/records/toggleDoor.ts';

const { map } = importUvtt(fixtureDocument());

/** Every square of the map that has `door` beside it (M3), in reading order. */
function squaresBeside(m: GameMap, door: number): Square[] {
  const out: Square[] = [];
  for (let y = 0; y < m.size[1]; y++)
    for (let x = 0; x < m.size[0]; x++) if (doorsBeside(m, [x, y]).includes(door)) out.push([x, y]);
  return out;
}

describe("M3 with the fixture's imported doors", () => {
  it('a door on a grid edge is beside the two squares of that edge', () => {
    expect(squaresBeside(map, 0)).toEqual([
      [11, 5],
      [11, 6],
    ]);
  });

  it('a door half a square off the grid vertices is beside the four squares whose edges it runs along', () => {
    // [12, 14.5, 12, 15.5] runs along x = 12 over half of row 14 and half of row 15.
    expect(squaresBeside(map, 1)).toEqual([
      [11, 14],
      [12, 14],
      [11, 15],
      [12, 15],
    ]);
    // [9.5, 14, 10.5, 14] along y = 14, half of column 9 and half of column 10.
    expect(squaresBeside(map, 2)).toEqual([
      [9, 13],
      [10, 13],
      [9, 14],
      [10, 14],
    ]);
  });

  it('a door is not beside a square it meets at one point only', () => {
    const m = mapSchema.parse({
      size: [6, 6],
      doors: [
        // Through the corner shared by [1, 1], [2, 1], [1, 2] and [2, 2], at an angle.
        { at: [1, 1, 3, 3] },
        // Ending on the middle of [4, 2]'s left edge, from the square to its left.
        { at: [3.5, 2.5, 4, 2.5] },
      ],
    });
    expect(squaresBeside(m, 0)).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(squaresBeside(m, 1)).toEqual([[3, 2]]);
  });

  it('a door at an angle is beside every square whose inside it crosses', () => {
    const m = mapSchema.parse({ size: [6, 6], doors: [{ at: [1.5, 1.25, 3.5, 2.5] }] });
    expect(squaresBeside(m, 0)).toEqual([
      [1, 1],
      [2, 1],
      [2, 2],
      [3, 2],
    ]);
  });
});

describe('M3 at the table on the imported map', () => {
  it('the D key opens the half-offset door beside Kate, and applyAction accepts it', () => {
    const seated = encounter(
      7,
      { map },
      { kate: [12, 15], tom: [15, 9], ned: [5, 9], buster: [16, 10] },
    );
    const s = play(seated, { type: BEGIN_TURNS.type });
    const door = doorBeside(s, 'kate');
    expect(door).toEqual({ type: TOGGLE_DOOR.type, who: 'kate', door: 1 });
    const opened = applyAction(s, door as Extract<typeof door, { type: string }>);
    expect(opened.ok && opened.state.map.doors.map((d) => d.open)).toEqual([false, true, false]);
  });
});

describe("line of sight through the fixture's imported doors (G3)", () => {
  // Each pair of squares looks through the middle of one door, clear of the walls' ends.
  const across: [number, Square, Square][] = [
    [0, [11, 5], [11, 6]],
    [1, [11, 14], [12, 15]],
    [2, [9, 13], [10, 14]],
  ];

  it.each(across)('door %i blocks the line while shut and lets it through open', (door, a, b) => {
    expect(lineOfSight(map, a, b)).toEqual({
      visible: false,
      blocker: { kind: 'door', index: door, segment: map.doors[door]!.at },
    });
    const opened = withDoorToggled(map, door);
    expect(lineOfSight(opened, a, b)).toEqual({ visible: true, blocker: null });
    expect(lineOfSight(mapSchema.parse(opened), b, a).visible).toBe(true);
  });

  it('the walls either side of the off-grid door still block', () => {
    const opened = withDoorToggled(map, 1);
    // Row 13 to row 14 across x = 12 meets the wall from (12, 14) to (12, 14.5).
    expect(lineOfSight(opened, [11, 13], [12, 14]).blocker?.kind).toBe('wall');
  });
});
