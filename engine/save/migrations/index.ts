/**
 * Session save migrations, one file per step (DESIGN.md): `v1-to-v2.ts` would export a Migration
 * from 1 to 2, and be listed here in order. A migration never mutates its input and is tested
 * against a fixture of the version before it. Version 1 is the first, so the list is empty.
 */
export interface Migration {
  from: number;
  to: number;
  migrate(data: Readonly<Record<string, unknown>>): Record<string, unknown>;
}

export const SESSION_MIGRATIONS: readonly Migration[] = [];
