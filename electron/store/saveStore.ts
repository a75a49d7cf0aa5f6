import { mkdir, readdir, rename as moveFile, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Low } from 'lowdb';
import {
  SAVE_KINDS,
  SAVE_KIND_VERSIONS,
  parseSaveDocument,
  type SaveDocument,
  type SaveKind,
} from '../../engine/save/saveDocument.ts';
import {
  DurableJsonFile,
  createExclusive,
  readTextOrNull,
  writeFileAtomic,
} from './durableJsonFile.ts';
import { fileStemFor, nameKey, normalizeListedName, normalizeSaveName } from './saveNames.ts';
import { KnownStarts } from './knownStarts.ts';
import { StoreError } from './storeError.ts';
import { writableSave, type SaveHeader } from './writableSave.ts';

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

interface IndexEntry extends SaveSummary {
  file: string;
  mtimeMs: number;
}

interface IndexData {
  schemaVersion: 1;
  entries: IndexEntry[];
}

const KIND_FOLDERS: Record<SaveKind, string> = {
  map: 'maps',
  character: 'characters',
  npc: 'npcs',
  encounter: 'encounters',
  campaign: 'campaigns',
  session: 'sessions',
  image: 'images',
  practice: 'practices',
  fingerguns: 'fingerguns',
  texas: 'texas',
};

/**
 * The save library: one whole JSON document per save under `saves/<kind>s/`, written atomically
 * exactly as checked (writableSave.ts: its data validated once, a session's unchanged start not
 * again), plus `saves/index.json` (a lowdb document) listing them. The index is a cache of the
 * files, never the other way round: every operation first reconciles it with the folder
 * (re-reading only files whose size or time changed), so a crash between writing a save and
 * writing the index, or a save copied in by hand, loses nothing.
 *
 * Operations run one at a time, so two quick saves cannot interleave their index updates.
 */
export class SaveStore {
  readonly savesDir: string;
  private readonly index: Low<IndexData>;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly now: () => Date;
  /** The start state of the sessions written lately, by name key: not validated again. */
  private readonly knownStarts = new KnownStarts();

  private constructor(savesDir: string, now: () => Date) {
    this.savesDir = savesDir;
    this.now = now;
    this.index = new Low<IndexData>(new DurableJsonFile(path.join(savesDir, 'index.json')), {
      schemaVersion: 1,
      entries: [],
    });
  }

  static async open(dataDir: string, options: { now?: () => Date } = {}): Promise<SaveStore> {
    const store = new SaveStore(path.join(dataDir, 'saves'), options.now ?? (() => new Date()));
    for (const kind of SAVE_KINDS) await mkdir(store.kindDir(kind), { recursive: true });
    await store.exclusive(() => store.readIndex());
    return store;
  }

  list(kind?: SaveKind): Promise<SaveSummary[]> {
    return this.exclusive(async () => {
      await this.reconcile();
      return this.index.data.entries
        .filter((e) => kind === undefined || e.kind === kind)
        .map(toSummary)
        .sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
    });
  }

  load(kind: SaveKind, rawName: string): Promise<SaveDocument> {
    return this.exclusive(async () => {
      const name = normalizeListedName(rawName);
      await this.reconcile();
      const entry = this.requireReadable(kind, name);
      const read = await this.readSaveFile(kind, entry.file);
      if (!read.ok) throw this.corruptError(kind, entry, read.message);
      return read.doc;
    });
  }

  save(
    kind: SaveKind,
    rawName: string,
    data: unknown,
    options: { overwrite?: boolean; startHash?: string } = {},
  ): Promise<WrittenSummary> {
    return this.exclusive(async () => {
      const name = normalizeSaveName(rawName);
      await this.reconcile();
      const existing = this.find(kind, name);
      if (existing && !options.overwrite) {
        throw new StoreError(
          'exists',
          `A ${kind} named "${existing.name}" already exists. Choose another name, or overwrite it.`,
        );
      }
      if (existing?.problem) throw this.corruptError(kind, existing, existing.problem);
      // A write is always of the kind's current version: an old file saved again is written
      // back in the current format (it was migrated when it was read). The data is validated
      // last, once the cheap refusals above have had their say.
      const session = kind === 'session' ? nameKey(name) : null;
      const header = {
        schemaVersion: SAVE_KIND_VERSIONS[kind],
        kind,
        name,
        savedAt: this.now().toISOString(),
      };
      const known = session ? this.knownStarts.get(session) : undefined;
      const checked = writableSave(header, data, known, options.startHash);
      const file = existing?.file ?? (await this.allocateFile(kind, name));
      const summary = await this.writeEntry(kind, file, checked, existing, !existing);
      if (!session || !checked.start) return summary;
      this.knownStarts.set(session, checked.start);
      return { ...summary, startHash: checked.start.hash };
    });
  }

  rename(kind: SaveKind, rawFrom: string, rawTo: string): Promise<SaveSummary> {
    return this.copyTo(kind, rawFrom, rawTo, { keepSource: false });
  }

  duplicate(kind: SaveKind, rawFrom: string, rawTo: string): Promise<SaveSummary> {
    return this.copyTo(kind, rawFrom, rawTo, { keepSource: true });
  }

  /** Deleting moves the file to `saves/trash/`, so a wrong click can still be recovered by hand. */
  delete(kind: SaveKind, rawName: string): Promise<void> {
    return this.exclusive(async () => {
      const name = normalizeListedName(rawName);
      await this.reconcile();
      const entry = this.find(kind, name);
      if (!entry) throw this.notFound(kind, name);
      const trash = path.join(this.savesDir, 'trash', KIND_FOLDERS[kind]);
      await mkdir(trash, { recursive: true });
      const stamp = this.now().toISOString().replace(/[:.]/g, '-');
      await moveFile(this.filePath(kind, entry.file), path.join(trash, `${stamp}-${entry.file}`));
      this.knownStarts.forget(nameKey(entry.name));
      this.index.data.entries = this.index.data.entries.filter((e) => e !== entry);
      await this.index.write();
    });
  }

  private copyTo(
    kind: SaveKind,
    rawFrom: string,
    rawTo: string,
    { keepSource }: { keepSource: boolean },
  ): Promise<SaveSummary> {
    return this.exclusive(async () => {
      const from = normalizeListedName(rawFrom);
      const to = normalizeSaveName(rawTo);
      await this.reconcile();
      const source = this.requireReadable(kind, from);
      const target = this.find(kind, to);
      // Renaming "saloon" to "Saloon" changes only the case of the same save; anything else that
      // lands on an existing name would silently replace it.
      if (target && !(target === source && !keepSource)) {
        throw new StoreError('exists', `A ${kind} named "${target.name}" already exists.`);
      }
      const read = await this.readSaveFile(kind, source.file);
      if (!read.ok) throw this.corruptError(kind, source, read.message);
      // The file is copied as it stands with only its name changed: parsing fills defaults and
      // drops what this version does not model, and a rename must not lose either. So an older
      // version stays that version (it loads migrated, as before), until it is saved again. It is
      // not validated again: it was, as read, and a new valid name keeps it loading the same.
      const checked = {
        text: JSON.stringify({ ...read.json, name: to }),
        header: { ...read.doc, name: to },
      };
      const sameFile = !keepSource && fileStemFor(to) === fileStemFor(from);
      const file = sameFile ? source.file : await this.allocateFile(kind, to);
      const summary = await this.writeEntry(
        kind,
        file,
        checked,
        keepSource ? undefined : source,
        !sameFile,
      );
      if (!keepSource) this.knownStarts.forget(nameKey(source.name));
      if (!keepSource && file !== source.file) {
        // The new file is written and indexed before the old one goes, so a crash here leaves two
        // copies, never none.
        await unlink(this.filePath(kind, source.file));
        this.index.data.entries = this.index.data.entries.filter((e) => e !== source);
        await this.index.write();
      }
      return summary;
    });
  }

  /** `created`: the file is the empty one allocateFile made, to remove if the write fails. */
  private async writeEntry(
    kind: SaveKind,
    file: string,
    { text, header }: { text: string; header: Pick<SaveHeader, 'name' | 'savedAt'> },
    replaces: IndexEntry | undefined,
    created = false,
  ): Promise<SaveSummary> {
    const target = this.filePath(kind, file);
    try {
      // The checked text itself is written, not a second serialisation of the document.
      await writeFileAtomic(target, text);
    } catch (error) {
      if (created) await unlink(target).catch(() => undefined);
      throw error;
    }
    const st = await stat(target);
    const entry: IndexEntry = {
      kind,
      name: header.name,
      file,
      savedAt: header.savedAt,
      bytes: st.size,
      mtimeMs: st.mtimeMs,
    };
    const others = this.index.data.entries.filter(
      (e) => e !== replaces && !(e.kind === kind && e.file === file),
    );
    this.index.data.entries = [...others, entry];
    await this.index.write();
    return toSummary(entry);
  }

  private async readIndex(): Promise<void> {
    try {
      await this.index.read();
      if (!Array.isArray(this.index.data?.entries)) throw new Error('no entries');
    } catch {
      // The index is only a cache of the folder: a damaged one is rebuilt by reconcile().
      this.index.data = { schemaVersion: 1, entries: [] };
    }
  }

  /** Brings the index in line with the files on disk. */
  private async reconcile(): Promise<void> {
    const before = JSON.stringify(this.index.data.entries);
    const next: IndexEntry[] = [];
    for (const kind of SAVE_KINDS) {
      const files = (await readdir(this.kindDir(kind))).filter(
        (f) => f.endsWith('.json') && !f.startsWith('.'),
      );
      for (const file of files.sort()) {
        const st = await stat(this.filePath(kind, file));
        const known = this.index.data.entries.find((e) => e.kind === kind && e.file === file);
        if (known && known.mtimeMs === st.mtimeMs && known.bytes === st.size) {
          next.push(known);
          continue;
        }
        const read = await this.readSaveFile(kind, file);
        next.push(
          read.ok
            ? {
                kind,
                file,
                name: read.doc.name,
                savedAt: read.doc.savedAt,
                bytes: st.size,
                mtimeMs: st.mtimeMs,
              }
            : {
                kind,
                file,
                name: known?.name ?? file,
                savedAt: known?.savedAt ?? '',
                bytes: st.size,
                mtimeMs: st.mtimeMs,
                problem: read.message,
              },
        );
      }
    }
    this.index.data.entries = disambiguate(next);
    if (JSON.stringify(this.index.data.entries) !== before) await this.index.write();
  }

  /** `json` is the file as written, `doc` as parsed (defaults filled, unknown fields dropped). */
  private async readSaveFile(
    kind: SaveKind,
    file: string,
  ): Promise<
    { ok: true; doc: SaveDocument; json: Record<string, unknown> } | { ok: false; message: string }
  > {
    const where = `${KIND_FOLDERS[kind]}/${file}`;
    const text = await readTextOrNull(this.filePath(kind, file));
    if (text === null) return { ok: false, message: `${where} is missing` };
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      return { ok: false, message: `${where} is not valid JSON (${(error as Error).message})` };
    }
    const parsed = parseSaveDocument(json);
    if (!parsed.ok) return { ok: false, message: `${where} does not validate: ${parsed.message}` };
    if (parsed.doc.kind !== kind) {
      return { ok: false, message: `${where} holds a ${parsed.doc.kind}, not a ${kind}` };
    }
    return { ...parsed, json: json as Record<string, unknown> };
  }

  private find(kind: SaveKind, name: string): IndexEntry | undefined {
    const key = nameKey(name);
    return this.index.data.entries.find((e) => e.kind === kind && nameKey(e.name) === key);
  }

  private requireReadable(kind: SaveKind, name: string): IndexEntry {
    const entry = this.find(kind, name);
    if (!entry) throw this.notFound(kind, name);
    if (entry.problem) throw this.corruptError(kind, entry, entry.problem);
    return entry;
  }

  /**
   * Creates the file of a new save. Stems are lower-case, and file names are compared without case
   * as the disks of macOS and Windows do, so a hand-copied "Saloon.json" is never replaced; the
   * file is created exclusively, so another process sharing the folder (the app beside the web
   * host) cannot take the same one between this look and the write.
   */
  private async allocateFile(kind: SaveKind, name: string): Promise<string> {
    const stem = fileStemFor(name);
    const taken = new Set(
      this.index.data.entries.filter((e) => e.kind === kind).map((e) => e.file.toLowerCase()),
    );
    for (let n = 1; ; n++) {
      const file = n === 1 ? `${stem}.json` : `${stem}-${n}.json`;
      if (!taken.has(file) && (await createExclusive(this.filePath(kind, file)))) return file;
    }
  }

  private notFound(kind: SaveKind, name: string): StoreError {
    return new StoreError('not_found', `There is no ${kind} named "${name}".`);
  }

  private corruptError(kind: SaveKind, entry: IndexEntry, problem: string): StoreError {
    return new StoreError(
      'corrupt',
      `The ${kind} "${entry.name}" cannot be read: ${problem}. The file is kept untouched; ` +
        `repair it, or save under another name.`,
    );
  }

  private kindDir(kind: SaveKind): string {
    return path.join(this.savesDir, KIND_FOLDERS[kind]);
  }

  private filePath(kind: SaveKind, file: string): string {
    return path.join(this.kindDir(kind), file);
  }

  private exclusive<T>(operation: () => Promise<T>): Promise<T> {
    const run = this.queue.then(operation, operation);
    this.queue = run.catch(() => undefined);
    return run;
  }
}

function toSummary(entry: IndexEntry): SaveSummary {
  const { kind, name, savedAt, bytes, problem } = entry;
  return problem === undefined
    ? { kind, name, savedAt, bytes }
    : { kind, name, savedAt, bytes, problem };
}

/**
 * Two files can claim one name (a save copied in by hand, or a crash mid-rename). The newest keeps
 * the name; the others are listed under their file name so both stay reachable.
 */
function disambiguate(entries: IndexEntry[]): IndexEntry[] {
  const byKey = new Map<string, IndexEntry>();
  const ordered = [...entries].sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  return ordered
    .map((entry) => {
      const key = `${entry.kind}:${nameKey(entry.name)}`;
      if (!byKey.has(key)) {
        byKey.set(key, entry);
        return entry;
      }
      return { ...entry, name: `${entry.name} (${entry.file})` };
    })
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.file.localeCompare(b.file));
}
