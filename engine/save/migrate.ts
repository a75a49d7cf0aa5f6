import type { Migration } from './migrations/index.ts';

export type Migrated = { ok: true; data: Record<string, unknown> } | { ok: false; message: string };

/**
 * load = parse → migrate → validate (DESIGN.md). Brings data of any known older version up to
 * `current`, one step at a time; a newer version, or a gap in the chain, is refused rather than
 * guessed at.
 */
export function migrate(raw: unknown, current: number, migrations: readonly Migration[]): Migrated {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { ok: false, message: 'not an object' };
  let data = raw as Record<string, unknown>;
  const stated = data.schemaVersion;
  if (typeof stated !== 'number' || !Number.isInteger(stated) || stated < 1) {
    return { ok: false, message: 'schemaVersion is missing or not a whole number' };
  }
  let version: number = stated;
  if (version > current)
    return {
      ok: false,
      message: `schemaVersion ${version} is newer than this app reads (${current})`,
    };
  while (version < current) {
    const step = migrations.find((m) => m.from === version);
    if (!step) return { ok: false, message: `no migration from schemaVersion ${version}` };
    data = { ...step.migrate(data), schemaVersion: step.to };
    version = step.to;
  }
  return { ok: true, data };
}
