import type { Migration } from '../../migrate.ts';
import { closedRulesOptions } from '../closedRulesOptions.ts';

/**
 * Campaign data v1 → v2 (issue 36): the campaign's house rules, when it has them, no longer bend
 * three closed rules (closedRulesOptions.ts): the Speed chip's initiative is not an option, and a
 * climb limit or a sharing reach of 0 is 1.
 */
export const campaignV1ToV2: Migration = {
  from: 1,
  to: 2,
  migrate: (data) =>
    data.rules === undefined
      ? { ...data }
      : { ...data, rules: closedRulesOptions(data.rules).options },
};
