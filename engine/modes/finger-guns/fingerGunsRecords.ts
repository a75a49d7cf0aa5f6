import { z } from 'zod';
import { FIX_HEALTH, fixHealthSchema, type FixHealthAction } from './records/fixHealth.ts';
import { PLAY_ROUND, playRoundSchema, type PlayRoundAction } from './records/playRound.ts';
import { SHOW_GESTURE, showGestureSchema, type ShowGestureAction } from './records/showGesture.ts';

/**
 * One decision of a Finger Guns table (issue 37, item 1): one record per action type, in
 * records/. SHOW_GESTURE is a player's hand shown in private before the count; PLAY_ROUND draws
 * and resolves a round; FIX_HEALTH is a hand fix of a health tracker.
 */
export type FingerGunsAction = ShowGestureAction | PlayRoundAction | FixHealthAction;

/** The records by type, so the compiler holds every type to its record. */
export const FINGER_GUNS_RECORDS = { SHOW_GESTURE, PLAY_ROUND, FIX_HEALTH } as const;

/** The actions as data, the union of the records' schemas: a save's log is read through it. */
export const fingerGunsActionSchema = z.discriminatedUnion('type', [
  showGestureSchema,
  playRoundSchema,
  fixHealthSchema,
]) satisfies z.ZodType<FingerGunsAction>;
