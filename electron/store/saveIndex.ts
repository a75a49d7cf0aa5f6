import { Low } from 'lowdb';
import { DurableJsonFile } from './durableJsonFile.ts';
import { disambiguate, type IndexEntry } from './saveIndexEntry.ts';

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
 */
export class SaveIndex {
  private readonly db: Low<IndexData>;
  private pending: NodeJS.Timeout | null = null;

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
  }

  /** Reads the file; a damaged or older one is an empty index, rebuilt from the files. */
  async read(): Promise<void> {
    try {
      await this.db.read();
      if (this.db.data?.schemaVersion !== INDEX_VERSION) throw new Error('another version');
      if (!Array.isArray(this.db.data.entries)) throw new Error('no entries');
    } catch {
      this.db.data = { schemaVersion: INDEX_VERSION, entries: [] };
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
