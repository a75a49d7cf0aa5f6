import { Low } from 'lowdb';
import { DurableJsonFile } from './durableJsonFile.ts';
import type { SaveKind } from '../../engine/save/saveKinds.ts';
import { disambiguate, sameFile, type IndexEntry } from './saveIndexEntry.ts';
import { nameKey } from './saveNames.ts';

/** 2: entries keep the file's own name beside their label; a v1 index is rebuilt from the files. */
const INDEX_VERSION = 2;

interface IndexData {
  schemaVersion: typeof INDEX_VERSION;
  entries: IndexEntry[];
}

/** How long the index waits in memory after a change before it is written (changed). */
export const INDEX_FLUSH_MS = 1000;

/**
 * `saves/index.json` (a lowdb document), kept in memory: a cache of the save files, never the other
 * way round (SaveStore reconciles it with the folders). It reaches the disk within `flushMs` of a
 * change, once for any number of changes in between, and at flush; an index a crash left behind
 * costs only the re-reading of what changed since. Written at every operation, it made an
 * overwrite among 3,000 saves cost twice one among 10 (issue 16, item 6: the bench store-3000).
 * A save is found by its label through a map, and an overwrite that changes no label (the same
 * file, under its own name, with no twin) replaces its entry in place: neither looks at the
 * other saves.
 */
export class SaveIndex {
  private readonly db: Low<IndexData>;
  private pending: NodeJS.Timeout | null = null;
  /** `kind:nameKey(label)` → the entry a pick of that label opens (the first, in file order). */
  private byLabel = new Map<string, IndexEntry>();
  /** `kind/file` → the entry's place in the list. */
  private placeOf = new Map<string, number>();
  /** `kind:nameKey(name)` → how many files hold that name (more than one: twins). */
  private holders = new Map<string, number>();

  /** `exclusive`: the store's queue, which the write waits its turn in. */
  constructor(
    file: string,
    private readonly flushMs: number,
    private readonly exclusive: <T>(operation: () => Promise<T>) => Promise<T>,
  ) {
    this.db = new Low<IndexData>(new DurableJsonFile(file), {
      schemaVersion: INDEX_VERSION,
      entries: [],
    });
  }

  get entries(): readonly IndexEntry[] {
    return this.db.data.entries;
  }

  /** The entries, their labels worked out again: what every change of the list goes through. */
  set(entries: IndexEntry[]): void {
    this.db.data.entries = disambiguate(entries);
    this.lookups();
  }

  /** The entry a pick of `label` opens, or undefined. */
  find(kind: SaveKind, label: string): IndexEntry | undefined {
    return this.byLabel.get(`${kind}:${nameKey(label)}`);
  }

  /**
   * Indexes `entry`, written to its file, in place of `replaces` (the entry it overwrote or was
   * renamed from, if any), and answers it as indexed, labelled. Where no label can change (the
   * same file under a name no other file holds), the entry is replaced where it stands.
   */
  put(entry: IndexEntry, replaces?: IndexEntry): IndexEntry {
    const place = this.placeOf.get(fileKey(entry));
    const old = place === undefined ? undefined : this.db.data.entries[place];
    const key = nameKeyOf(entry);
    if (
      old &&
      replaces &&
      sameFile(old, replaces) &&
      nameKeyOf(old) === key &&
      this.holders.get(key) === 1
    ) {
      const placed = { ...entry, label: entry.name };
      this.db.data.entries[place!] = placed;
      if (this.byLabel.get(key) === old) this.byLabel.set(key, placed);
      return placed;
    }
    const others = this.db.data.entries.filter(
      (e) => !(replaces && sameFile(e, replaces)) && !sameFile(e, entry),
    );
    this.set([...others, entry]);
    return this.db.data.entries[this.placeOf.get(fileKey(entry))!]!;
  }

  /** Reads the file; a damaged or older one is an empty index, rebuilt from the files. */
  async read(): Promise<void> {
    try {
      await this.db.read();
      if (this.db.data?.schemaVersion !== INDEX_VERSION) throw new Error('another version');
      if (!Array.isArray(this.db.data.entries)) throw new Error('no entries');
      // An entry that is not one (a hand edit, another program) throws here too.
      this.lookups();
    } catch {
      this.db.data = { schemaVersion: INDEX_VERSION, entries: [] };
      this.lookups();
    }
  }

  private lookups(): void {
    this.byLabel.clear();
    this.placeOf.clear();
    this.holders.clear();
    for (const [place, e] of this.db.data.entries.entries()) {
      const label = `${e.kind}:${nameKey(e.label)}`;
      if (!this.byLabel.has(label)) this.byLabel.set(label, e);
      this.placeOf.set(fileKey(e), place);
      const key = nameKeyOf(e);
      this.holders.set(key, (this.holders.get(key) ?? 0) + 1);
    }
  }

  /** The entries changed in memory: they are written within `flushMs`. */
  changed(): void {
    if (this.pending) return;
    this.pending = setTimeout(() => void this.flush().catch(() => undefined), this.flushMs);
    this.pending.unref();
  }

  /** Writes the index now, if it changed since it was last written. */
  flush(): Promise<void> {
    return this.exclusive(async () => {
      if (!this.pending) return;
      clearTimeout(this.pending);
      this.pending = null;
      await this.db.write();
    });
  }
}

function fileKey(e: IndexEntry): string {
  return `${e.kind}/${e.file}`;
}

function nameKeyOf(e: IndexEntry): string {
  return `${e.kind}:${nameKey(e.name)}`;
}
