import { describe, expect, it } from 'vitest';
import { migrate, type Migration } from '../../../../engine/save/migrate.ts';
import { deepFrozen } from './deepFrozen.ts';

const steps: Migration[] = [
  { from: 1, to: 2, migrate: (d) => ({ ...d, added: true }) },
  { from: 2, to: 3, migrate: (d) => ({ ...d, renamed: d.added }) },
];

describe('migrate', () => {
  it('brings data up one step at a time, never mutating its input', () => {
    const input = deepFrozen({ start: 'x' });
    expect(migrate(input, 1, 3, steps)).toEqual({
      ok: true,
      data: { start: 'x', added: true, renamed: true },
    });
    expect(input).toEqual({ start: 'x' });
    expect(migrate(input, 2, 3, steps)).toEqual({
      ok: true,
      data: { start: 'x', renamed: undefined },
    });
  });

  it('hands data already at the current version on untouched, whatever it is', () => {
    expect(migrate('anything', 3, 3, steps)).toEqual({ ok: true, data: 'anything' });
  });

  it('refuses a newer version, a gap in the chain, and data that is not an object, in words', () => {
    expect(migrate({}, 4, 3, steps)).toEqual({
      ok: false,
      message: 'schemaVersion 4 was written by a newer High Noon Table (this one reads up to 3)',
    });
    expect(migrate({}, 1, 3, steps.slice(1))).toEqual({
      ok: false,
      message: 'schemaVersion 1 has no migration towards 3',
    });
    expect(migrate([1, 2], 1, 3, steps)).toEqual({
      ok: false,
      message: 'schemaVersion 1 data is not an object to migrate',
    });
  });
});
