import type { Migration } from '../../migrate.ts';

/**
 * Map data v2 → v3. What changed: a map may lay a background image under its grid (issue 12), an
 * `image` save named in `background`. A v2 map has none, so its data passes unchanged.
 *
 * A new version for an optional field, as v1 → v2 did for Dealer notes: a v2 build would strip the
 * field it does not know and save the map without its background; under v3 it refuses the newer
 * file in words instead.
 */
export const mapV2ToV3: Migration = {
  from: 2,
  to: 3,
  migrate: (data) => ({ ...data }),
};
