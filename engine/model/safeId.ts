import { z } from 'zod';

/**
 * An id for a character, an NPC or a token. Game state keeps them as record keys, and a record
 * cannot hold the key "__proto__" (assigning it sets the object's prototype; zod drops it on
 * load), so that one name is refused where ids are made. Every lookup is by own key as well
 * (game/queries.ts combatantOf), so "constructor" and the like are ordinary, harmless names.
 */
export const safeIdSchema = z
  .string()
  .min(1)
  .refine((id) => id !== '__proto__', { message: '"__proto__" cannot be an id' });
