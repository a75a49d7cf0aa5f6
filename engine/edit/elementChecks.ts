import { z } from 'zod';
import { describeIssues } from '../model/describeIssues.ts';
import { mapSchema, type GameMap, type GameMapInput } from '../model/map.ts';

/** The map's list fields an edit can add to or change. */
export type ListField =
  | 'terrain'
  | 'walls'
  | 'doors'
  | 'windows'
  | 'cover'
  | 'ranks'
  | 'passages'
  | 'buildings'
  | 'tokens';

type ListInput<K extends ListField> = NonNullable<GameMapInput[K]>[number];

export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

/**
 * The map schema's verdict on some elements of one list, as they would sit in the map at the
 * given indexes: they are parsed inside a probe map of the same size holding only them, so every
 * rule of mapSchema (the element's own schema, squares on the map, defaults, cover ids) applies,
 * at a cost that follows the elements rather than the whole map (a full parse of a 200×200 map
 * costs as much as building its index). The refusal names the field at its real index:
 * `cover[12].squares[0]: square [40, 3] is off the 30×20 map`.
 */
export function checkElements<K extends ListField>(
  size: GameMap['size'],
  field: K,
  elements: readonly ListInput<K>[],
  indexes: readonly number[],
): Checked<GameMap[K]> {
  const parsed = mapSchema.safeParse({ size, [field]: elements });
  if (parsed.success) return { ok: true, value: parsed.data[field] };
  const issues = parsed.error.issues.map((issue) => {
    const [head, at, ...rest] = issue.path;
    if (head !== field || typeof at !== 'number') return issue;
    return { ...issue, path: [head, indexes[at] ?? at, ...rest] };
  });
  return { ok: false, reason: describeIssues(new z.ZodError(issues)) };
}

/** The map schema's verdict on the map's scalar fields (name, notes, size) with these values. */
export function checkFields(
  map: GameMap,
  fields: Pick<GameMapInput, 'name' | 'dealerNotes' | 'background'>,
): Checked<Pick<GameMap, 'name' | 'dealerNotes' | 'background'>> {
  const parsed = mapSchema.safeParse({ size: map.size, ...fields });
  if (!parsed.success) return { ok: false, reason: describeIssues(parsed.error) };
  const { name, dealerNotes, background } = parsed.data;
  return { ok: true, value: { name, dealerNotes, background } };
}

/** The whole map through its schema: for the edits that change everything (a resize). */
export function checkMap(map: GameMapInput): Checked<GameMap> {
  const parsed = mapSchema.safeParse(map);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, reason: describeIssues(parsed.error) };
}
