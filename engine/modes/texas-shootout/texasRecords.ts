import { z } from 'zod';
import {
  END_PLACEMENT,
  endPlacementSchema,
  type EndPlacementAction,
} from './records/endPlacement.ts';
import { PLACE, placeSchema, type PlaceAction } from './records/place.ts';
import { SHOOT, shootSchema, type ShootAction } from './records/shoot.ts';

/**
 * What a player or the table does in Texas Shootout (issue 37, item 1): one record per action
 * type, in records/. PLACE lays one token with a card from the placer's hand; END_PLACEMENT ends
 * the placer's turn; SHOOT lifts the barrier and plays the round.
 */
export type TexasAction = PlaceAction | EndPlacementAction | ShootAction;

/** The records by type, so the compiler holds every type to its record. */
export const TEXAS_RECORDS = { PLACE, END_PLACEMENT, SHOOT } as const;

/** The actions as data, the union of the records' schemas: a save's log is read through it. */
export const texasActionSchema = z.discriminatedUnion('type', [
  placeSchema,
  endPlacementSchema,
  shootSchema,
]) satisfies z.ZodType<TexasAction>;
