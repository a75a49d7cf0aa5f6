import { describe, expect, it } from 'vitest';
import { copySelection } from '../../../../engine/edit/clipboard.ts';
import type { EditActionInput, EditActionType } from '../../../../engine/edit/editAction.ts';
import {
  beginGesture,
  cancelGesture,
  createHistory,
  edit,
  endGesture,
  HISTORY_LIMIT,
  nextRedo,
  nextUndo,
  redoEdit,
  undoEdit,
  type EditHistory,
} from '../../../../engine/edit/editHistory.ts';
import { mapSchema } from '../../../../engine/model/map.ts';

const start = mapSchema.parse({
  size: [8, 6],
  terrain: [{ kind: 'dust', squares: [[0, 1]] }],
  walls: [[4, 0, 4, 3]],
  doors: [{ at: [0, 5, 1, 5] }],
  windows: [[6, 0, 7, 0]],
  cover: [
    {
      id: 'table',
      kind: 'table',
      squares: [
        [1, 1],
        [2, 1],
      ],
    },
  ],
  ranks: [{ rank: 1, squares: [[6, 4]] }],
  passages: [{ squares: [[6, 3]] }],
  buildings: [{ name: 'Jenkins Bros', squares: [[5, 0]] }],
  tokens: [{ id: 'tom', name: 'Tom', faction: 'Lawmen', at: [0, 0], hp: 5, hpMax: 5 }],
});

const token = {
  id: 'ann',
  name: 'Ann',
  faction: 'Drifters' as const,
  at: [3, 3] as [number, number],
  hp: 3,
  hpMax: 3,
};

/** One edit of every kind the editor makes, each accepted on the start map. */
const everyEdit: Record<EditActionType, EditActionInput> = {
  paintTerrain: { type: 'paintTerrain', kind: 'mud', squares: [[0, 1]] },
  eraseTerrain: { type: 'eraseTerrain', squares: [[0, 1]] },
  paintRank: { type: 'paintRank', rank: 2, squares: [[7, 5]] },
  addWalls: { type: 'addWalls', segments: [[0, 3, 2, 3]] },
  removeWalls: { type: 'removeWalls', walls: [0] },
  addDoor: { type: 'addDoor', at: [4, 1, 4, 2] },
  removeDoors: { type: 'removeDoors', doors: [0] },
  toggleDoor: { type: 'toggleDoor', door: 0 },
  addWindow: { type: 'addWindow', at: [2, 4, 3, 4] },
  removeWindows: { type: 'removeWindows', windows: [0] },
  placeCover: { type: 'placeCover', kind: 'barrel', squares: [[3, 1]] },
  moveCover: { type: 'moveCover', id: 'table', by: [0, 1] },
  rotateCover: { type: 'rotateCover', id: 'table' },
  resizeCover: { type: 'resizeCover', id: 'table', size: [1, 1] },
  removeCover: { type: 'removeCover', ids: ['table'] },
  addPassage: { type: 'addPassage', kind: 'ladder', squares: [[7, 4]] },
  removePassages: { type: 'removePassages', passages: [0] },
  addBuilding: { type: 'addBuilding', name: 'Shack', squares: [[7, 0]] },
  editBuilding: { type: 'editBuilding', building: 0, boardwalk: [[5, 1]] },
  removeBuildings: { type: 'removeBuildings', buildings: [0] },
  placeToken: { type: 'placeToken', token },
  moveToken: { type: 'moveToken', id: 'tom', to: [1, 0] },
  removeTokens: { type: 'removeTokens', ids: ['tom'] },
  resizeMap: { type: 'resizeMap', size: [10, 7] },
  setName: { type: 'setName', name: 'Dusty Crossing' },
  setDealerNotes: { type: 'setDealerNotes', notes: 'the sheriff hides' },
  setBackground: {
    type: 'setBackground',
    background: { image: 'scan', offset: [0, 0], pixelsPerSquare: 64 },
  },
  deleteSelection: { type: 'deleteSelection', selection: { cover: ['table'], walls: [0] } },
  paste: {
    type: 'paste',
    clipboard: JSON.stringify(copySelection(start, { cover: ['table'] })),
    offset: [0, 3],
  },
};

function accepted(history: EditHistory, action: EditActionInput): EditHistory {
  const { history: next, result } = edit(history, action);
  if (!result.ok) throw new Error(`${action.type} refused: ${result.reason}`);
  return next;
}

describe('undo and redo of each edit kind', () => {
  for (const [kind, action] of Object.entries(everyEdit)) {
    it(`${kind}: undo brings back the map before it, redo the map after`, () => {
      const after = accepted(createHistory(start), action);
      expect(after.present).not.toEqual(start);
      expect(nextUndo(after)).toBe(kind);
      const undone = undoEdit(after);
      expect(undone.present).toBe(start);
      expect(nextRedo(undone)).toBe(kind);
      const redone = redoEdit(undone);
      expect(redone.present).toBe(after.present);
      expect(nextRedo(redone)).toBeNull();
    });
  }
});

describe('gestures', () => {
  const stroke = (x: number): EditActionInput => ({
    type: 'paintRank',
    rank: 1,
    squares: [[x, 5]],
  });

  it('one drag is one undo: the edits between beginGesture and endGesture are one step', () => {
    let history = beginGesture(createHistory(start));
    for (const x of [0, 1, 2]) history = accepted(history, stroke(x));
    history = endGesture(history);
    history = accepted(history, stroke(3));
    expect(history.past).toHaveLength(2);
    const once = undoEdit(history);
    expect(once.present.ranks[0]!.squares).toContainEqual([2, 5]);
    expect(once.present.ranks[0]!.squares).not.toContainEqual([3, 5]);
    expect(undoEdit(once).present).toBe(start);
  });

  it('edits outside a gesture are a step each', () => {
    let history = createHistory(start);
    for (const x of [0, 1, 2]) history = accepted(history, stroke(x));
    expect(history.past).toHaveLength(3);
  });

  it('a cancelled gesture puts the map back and records nothing', () => {
    let history = accepted(createHistory(start), stroke(0));
    history = beginGesture(history);
    for (const x of [1, 2]) history = accepted(history, stroke(x));
    const cancelled = cancelGesture(history);
    expect(cancelled.present.ranks[0]!.squares).toEqual([
      [6, 4],
      [0, 5],
    ]);
    expect(cancelled.past).toHaveLength(1);
    expect(cancelled.gesture).toBeNull();
  });

  it('a refused edit and one that changes nothing record nothing, and a new edit drops the redo', () => {
    const history = createHistory(start);
    const refused = edit(history, { type: 'moveToken', id: 'tom', to: [9, 9] });
    expect(refused.result.ok).toBe(false);
    expect(refused.history).toBe(history);
    expect(edit(history, { type: 'moveToken', id: 'tom', to: [0, 0] }).history).toBe(history);
    const undone = undoEdit(accepted(history, stroke(0)));
    expect(accepted(undone, stroke(1)).future).toEqual([]);
  });

  it('keeps the last HISTORY_LIMIT steps', () => {
    let history = createHistory(start);
    for (let i = 0; i < HISTORY_LIMIT + 5; i++)
      history = accepted(history, { type: 'setName', name: `take ${i}` });
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    expect(history.past[0]!.state.name).toBe('take 4');
  });
});
