import type { Migration } from '../../migrate.ts';
import { closedRulesOptions } from '../closedRulesOptions.ts';

/**
 * Encounter data v2 → v3 (issue 36): the encounter's own house rules, when it has them, no longer
 * bend three closed rules (closedRulesOptions.ts): the Speed chip's initiative is not an option,
 * and a climb limit or a sharing reach of 0 is 1.
 */
export const encounterV2ToV3: Migration = {
  from: 2,
  to: 3,
  migrate: (data) =>
    data.rules === undefined
      ? { ...data }
      : { ...data, rules: closedRulesOptions(data.rules).options },
};
