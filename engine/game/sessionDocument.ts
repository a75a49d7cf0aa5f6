import type { z } from 'zod';
import { lengthCappedList } from '../model/lengthCappedList.ts';

/** The most actions a session's log (and its undone list) may hold: weeks of play at one table. */
export const MAX_LOGGED_ACTIONS = 100_000;

/**
 * What every game's save keeps of its session (issue 37, item 2: one autosave document): the log,
 * and the actions undone, oldest first, that redo puts back. The state is never stored: it is the
 * log's replay from the game's start, which each kind keeps its own way (the skirmish its start
 * state, Texas Shootout its seed and options, Finger Guns its setup and house rules). Each list is
 * refused whole, before its elements are read, when it is longer than MAX_LOGGED_ACTIONS.
 */
export function sessionLogFields<T extends z.ZodType>(action: T) {
  const list = lengthCappedList(
    action,
    MAX_LOGGED_ACTIONS,
    `holds more than ${MAX_LOGGED_ACTIONS.toLocaleString('en')} actions`,
  );
  return { log: list, undone: list.default([]) };
}
