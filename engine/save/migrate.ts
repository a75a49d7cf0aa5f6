/**
 * One step of a document kind's data from one version to the next (DESIGN.md: one file per step,
 * listed in migrations/index.ts). It never mutates its input, which may be frozen, and it must
 * cope with data that does not have the shape it expects: it passes such parts on unchanged, and
 * the validation after it refuses them in words.
 */
export interface Migration {
  from: number;
  to: number;
  migrate(data: Readonly<Record<string, unknown>>): Record<string, unknown>;
}

export type Migrated = { ok: true; data: unknown } | { ok: false; message: string };

/**
 * The migrate of load = parse → migrate → validate (DESIGN.md): brings a document's data from the
 * version its envelope states up to `current`, one step at a time. A newer version, or a gap in
 * the chain, is refused rather than guessed at: a file half-read would later be overwritten.
 */
export function migrate(
  data: unknown,
  version: number,
  current: number,
  migrations: readonly Migration[],
): Migrated {
  if (version > current)
    return {
      ok: false,
      message: `schemaVersion ${version} was written by a newer High Noon Table (this one reads up to ${current})`,
    };
  let at = version;
  let migrated = data;
  while (at < current) {
    const step = migrations.find((m) => m.from === at);
    if (!step || step.to <= at)
      return { ok: false, message: `schemaVersion ${at} has no migration towards ${current}` };
    if (typeof migrated !== 'object' || migrated === null || Array.isArray(migrated))
      return { ok: false, message: `schemaVersion ${at} data is not an object to migrate` };
    migrated = step.migrate(migrated as Readonly<Record<string, unknown>>);
    at = step.to;
  }
  return { ok: true, data: migrated };
}
