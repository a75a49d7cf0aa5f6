import { mapSchema } from '../model/map.ts';

/**
 * E1–E4: the highest rank the map schema accepts, read from the schema itself, so the rank
 * tool's range (0 to this) and the schema never disagree.
 */
export const MAX_RANK: number = mapSchema.in.shape.ranks.unwrap().element.shape.rank.maxValue ?? 0;
