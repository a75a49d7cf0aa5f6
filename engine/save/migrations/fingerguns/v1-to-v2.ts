import type { Migration } from '../../migrate.ts';

/**
 * Finger Guns data v1 → v2 (issue 36): the health each player starts with is a house rule of the
 * table (F1 house), kept with its other house choices. Every v1 game began at 20, so that is
 * written down. A v1 save from before the house choices were kept played under that time's
 * defaults, Ghosts gesturing (F8 house), and now says so itself.
 */
const V1_START_HEALTH = 20;
const V1_GHOSTS_GESTURE = true;

export const fingerGunsV1ToV2: Migration = {
  from: 1,
  to: 2,
  migrate(data) {
    const house = data.house;
    if (house === undefined)
      return {
        ...data,
        house: {
          fingerGunsStartHealth: V1_START_HEALTH,
          fingerGunsGhostsGesture: V1_GHOSTS_GESTURE,
        },
      };
    if (typeof house !== 'object' || house === null || Array.isArray(house)) return { ...data };
    return { ...data, house: { fingerGunsStartHealth: V1_START_HEALTH, ...house } };
  },
};
