import type { SaveKind } from '../../../engine/core.ts';

/**
 * A name as the library's search compares it: without case and without accents, so "cafe" finds
 * "Café" and "SALOON" finds "Saloon" (NFD splits a letter from its accent, which is then dropped).
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

export interface Listed {
  kind: SaveKind;
  name: string;
}

/**
 * The entries whose name holds every word typed, in any order ("crossing dusty" finds "Dusty
 * Crossing"). `keys` holds each entry's searchKey, worked out once per list rather than once per
 * keystroke and entry.
 */
export function matching<T extends Listed>(
  entries: readonly T[],
  keys: ReadonlyMap<T, string>,
  query: string,
): T[] {
  const words = searchKey(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const key = keys.get(entry) ?? searchKey(entry.name);
    return words.every((w) => key.includes(w));
  });
}

export function searchKeys<T extends Listed>(entries: readonly T[]): Map<T, string> {
  return new Map(entries.map((e) => [e, searchKey(e.name)]));
}
