import { z } from 'zod';

/**
 * W3, R1 (closed errata): an item fitted to a weapon (a scope, S5) is not inventory: it frees its
 * slot and travels with the weapon it is fitted to.
 */
export const fittedItemSchema = z.object({ item: z.string().min(1), weapon: z.string().min(1) });
export type FittedItem = z.output<typeof fittedItemSchema>;
