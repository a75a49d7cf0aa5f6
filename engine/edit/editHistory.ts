import type { GameMap } from '../model/map.ts';
import { applyEdit } from './applyEdit.ts';
import type { EditActionInput, EditActionType } from './editAction.ts';
import type { EditResult } from './editResult.ts';
import {
  dropLastStep,
  record,
  redoStep,
  undoStackOf,
  undoStep,
  type UndoStack,
  type UndoStep,
} from './undoStack.ts';

/**
 * The editor's undo and redo (issue 12: every edit, grouped by gesture), on the one undo stack of
 * editing (undoStack.ts). Pure: each call returns a new history. Steps keep whole maps, which is
 * cheap because maps are immutable and an edit shares every list it did not touch with the map
 * before it.
 *
 * A gesture (a drag: pointer down, moves, pointer up) is one undo step however many edits it
 * makes: the tool calls beginGesture on pointer down and endGesture on pointer up, and the edits
 * between them join one step. An edit outside a gesture is a step of its own. Edits refused or
 * changing nothing record nothing. Keys (Ctrl+Z, Ctrl+Shift+Z) are the renderer's key map.
 */
export interface EditHistory extends UndoStack<GameMap, EditActionType> {
  /** The open gesture, and whether it has recorded its step yet. */
  readonly gesture: { readonly id: number; readonly recorded: boolean } | null;
  readonly nextGesture: number;
}

/** A step: the map on the other side of it, and the kind of edit that began it (for the menu). */
export type HistoryStep = UndoStep<GameMap, EditActionType>;

/** Older steps are forgotten past this many; a session of editing rarely needs more. */
export const HISTORY_LIMIT = 200;

export function createHistory(map: GameMap): EditHistory {
  return { ...undoStackOf<GameMap, EditActionType>(map), gesture: null, nextGesture: 1 };
}

/**
 * The edit applied to the present map and recorded: a new step, or the open gesture's step
 * grown. The result says whether it was accepted and why not, as applyEdit does.
 */
export function edit(
  history: EditHistory,
  action: EditActionInput,
): { history: EditHistory; result: EditResult } {
  const result = applyEdit(history.present, action);
  if (!result.ok || result.map === history.present) return { history, result };
  const { gesture } = history;
  const group = gesture ? `gesture ${gesture.id}` : null;
  const stack = record(history, result.map, action.type, group, HISTORY_LIMIT);
  return {
    history: { ...history, ...stack, gesture: gesture ? { ...gesture, recorded: true } : null },
    result,
  };
}

/** Opens a gesture (closing one left open): the edits until endGesture are one undo step. */
export function beginGesture(history: EditHistory): EditHistory {
  return {
    ...history,
    gesture: { id: history.nextGesture, recorded: false },
    nextGesture: history.nextGesture + 1,
  };
}

export function endGesture(history: EditHistory): EditHistory {
  return history.gesture ? { ...history, gesture: null } : history;
}

/** A gesture abandoned (Escape mid-drag): the map goes back to what it was before it began. */
export function cancelGesture(history: EditHistory): EditHistory {
  const { gesture } = history;
  if (!gesture) return history;
  if (!gesture.recorded) return { ...history, gesture: null };
  return { ...history, ...dropLastStep(history), gesture: null };
}

/** One step back (closing an open gesture first); the history itself when there is none. */
export function undoEdit(history: EditHistory): EditHistory {
  const closed = endGesture(history);
  return { ...closed, ...undoStep(closed) };
}

export function redoEdit(history: EditHistory): EditHistory {
  const closed = endGesture(history);
  return { ...closed, ...redoStep(closed) };
}

/** What undo and redo would step over next (the menu's "Undo paint rank"), or null. */
export function nextUndo(history: EditHistory): EditActionType | null {
  return history.past.at(-1)?.mark ?? null;
}

export function nextRedo(history: EditHistory): EditActionType | null {
  return history.future[0]?.mark ?? null;
}
