/**
 * The one undo stack of editing (issue 37, item 2): the map editor's history and the character
 * builder's both keep whole snapshots in it, as editing is not play (a game's undo is its
 * session's, by decision: game/gameSession.ts). Pure: each call returns a new stack. Snapshots are
 * cheap because what they hold is immutable and shares what a change did not touch.
 *
 * A step can be grown instead of stacked: records made under the same open group (a drag in the
 * editor, typing into one field of the builder) join the step the group's first record made.
 */
export interface UndoStack<T, M> {
  readonly present: T;
  /** The steps undo walks back through, oldest first. */
  readonly past: readonly UndoStep<T, M>[];
  /** The steps undone, the next redo first. */
  readonly future: readonly UndoStep<T, M>[];
  /** The group the last step was recorded under, which a record of the same group joins. */
  readonly group: string | null;
}

/** A step: the snapshot on the other side of it, and what began it (for the menu's words). */
export interface UndoStep<T, M> {
  readonly state: T;
  readonly mark: M;
}

export function undoStackOf<T, M>(present: T): UndoStack<T, M> {
  return { present, past: [], future: [], group: null };
}

/**
 * `next` recorded as the present: a new step marked `mark`, or, under the group the last step
 * was recorded under, that step grown. Forgets the oldest steps past `limit`, and clears redo.
 * Recording the present itself records nothing.
 */
export function record<T, M>(
  stack: UndoStack<T, M>,
  next: T,
  mark: M,
  group: string | null,
  limit: number,
): UndoStack<T, M> {
  if (next === stack.present) return stack;
  if (group !== null && group === stack.group && stack.past.length > 0)
    return { ...stack, present: next, future: [] };
  return {
    present: next,
    past: [...stack.past, { state: stack.present, mark }].slice(-limit),
    future: [],
    group,
  };
}

/** One step back, closing the open group; the stack itself when there is none. */
export function undoStep<T, M>(stack: UndoStack<T, M>): UndoStack<T, M> {
  const step = stack.past.at(-1);
  if (!step) return stack;
  return {
    present: step.state,
    past: stack.past.slice(0, -1),
    future: [{ state: stack.present, mark: step.mark }, ...stack.future],
    group: null,
  };
}

/** The step undo took last, put back; the stack itself when there is none. */
export function redoStep<T, M>(stack: UndoStack<T, M>): UndoStack<T, M> {
  const step = stack.future[0];
  if (!step) return stack;
  return {
    present: step.state,
    past: [...stack.past, { state: stack.present, mark: step.mark }],
    future: stack.future.slice(1),
    group: null,
  };
}

/** The last step taken back off the stack without a redo (a gesture abandoned mid-way). */
export function dropLastStep<T, M>(stack: UndoStack<T, M>): UndoStack<T, M> {
  const step = stack.past.at(-1);
  if (!step) return { ...stack, group: null };
  return { ...stack, present: step.state, past: stack.past.slice(0, -1), group: null };
}
