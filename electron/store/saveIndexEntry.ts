import type { SaveKind } from '../../engine/save/saveKinds.ts';
import { nameKey } from './saveNames.ts';

export interface SaveSummary {
  kind: SaveKind;
  name: string;
  savedAt: string;
  bytes: number;
  /** Set when the file cannot be read or validated; such a save is listed but never written. */
  problem?: string;
}

/** What a write answers: for a session, also the hash that names its start state next time. */
export interface WrittenSummary extends SaveSummary {
  startHash?: string;
}

/**
 * `name` is the name the file holds; `label` what the list shows and a pick matches, the same name
 * or, for a file whose name another newer file holds too, `name (file.json)`. Labels are worked
 * out again whenever the entries change (disambiguate), so a twin's deletion gives the other its
 * name back (issue 16, HD6).
 */
export interface IndexEntry extends SaveSummary {
  label: string;
  file: string;
  mtimeMs: number;
}

export function toSummary(entry: IndexEntry): SaveSummary {
  const { kind, label: name, savedAt, bytes, problem } = entry;
  return problem === undefined
    ? { kind, name, savedAt, bytes }
    : { kind, name, savedAt, bytes, problem };
}

export function sameFile(a: IndexEntry, b: IndexEntry): boolean {
  return a.kind === b.kind && a.file === b.file;
}

/**
 * Two files can claim one name (a save copied in by hand, or a crash mid-rename). The newest keeps
 * the name (of two saved at the same time, the first by file name); the others are labelled with
 * their file name too, so both stay reachable. Worked out from the files' own names and times
 * each time, so a label never outlives the twin it was for, and is the same whatever order the
 * entries came in: the index kept in memory and one rebuilt from the files agree.
 */
export function disambiguate(entries: IndexEntry[]): IndexEntry[] {
  const byKey = new Map<string, IndexEntry>();
  const ordered = [...entries].sort(
    (a, b) => b.savedAt.localeCompare(a.savedAt) || a.file.localeCompare(b.file),
  );
  return ordered
    .map((entry) => {
      const key = `${entry.kind}:${nameKey(entry.name)}`;
      const label = byKey.has(key) ? `${entry.name} (${entry.file})` : entry.name;
      if (!byKey.has(key)) byKey.set(key, entry);
      return entry.label === label ? entry : { ...entry, label };
    })
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.file.localeCompare(b.file));
}
