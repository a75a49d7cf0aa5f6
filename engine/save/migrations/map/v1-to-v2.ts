import type { Migration } from '../../migrate.ts';

/**
 * Map data v1 → v2. What changed: a map may carry `dealerNotes` (issue 11), the Dealer's own
 * notes, which the players' view never shows. A v1 map has none, so its data passes unchanged.
 *
 * Why a new version for a field that may be absent: a v1 build reads a v2 map with notes and
 * drops the field it does not know (its schema strips it), and would then save the map without
 * them. Under v2 it refuses the newer file in words instead (migrate.ts), and no note is lost.
 */
export const mapV1ToV2: Migration = {
  from: 1,
  to: 2,
  migrate: (data) => ({ ...data }),
};
