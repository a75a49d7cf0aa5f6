import { STATS, isStat, type Stats } from '../rules/checks.ts';
import { RulesInputError } from '../rules/rulesInputError.ts';

/**
 * Reads a stats object. A stat left out is 0 (B3: stats start at 0); an unknown key is an error
 * naming it, never silently dropped.
 */
export function readStats(raw: unknown, field: string): Stats {
  const stats: Stats = { tough: 0, agile: 0, smart: 0, sharp: 0, charming: 0 };
  if (raw === undefined) return stats;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new RulesInputError(field, `must be an object with ${STATS.join(', ')}`);
  }
  for (const [key, value] of Object.entries(raw)) {
    if (!isStat(key))
      throw new RulesInputError(
        `${field}.${key}`,
        `unknown stat; the stats are ${STATS.join(', ')}`,
      );
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      throw new RulesInputError(`${field}.${key}`, 'must be a whole number');
    }
    stats[key] = value;
  }
  return stats;
}
