import { mkdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  DEFAULT_SETTINGS,
  settingsFromDocument,
  settingsSchema,
  settingsToDocument,
  type Settings,
  type TableLink,
} from '../../engine/save/settingsDocument.ts';
import { describeIssues } from '../../engine/model/describeIssues.ts';
import { readTextOrNull, removeStaleTemps, writeFileAtomic } from './durableJsonFile.ts';
import { StoreError } from './storeError.ts';

export const SETTINGS_FILE = 'settings.json';

export interface ReadSettings {
  settings: Settings;
  /** Why the file on disk was not used, when it was not: the defaults stand in for it. */
  problem?: string;
}

/**
 * The app's settings: one small document, `settings.json` in the data folder, beside `saves/`.
 * It is written atomically (fsync, then rename) like every save.
 *
 * A file that cannot be read (not JSON, a preference of the wrong type, a newer version) is never
 * overwritten: it is moved aside to `settings.json.corrupt-<time>`, where someone can still repair
 * it by hand, and the defaults are used, with a sentence saying so.
 *
 * Operations run one at a time, so two quick changes reach the disk in the order they were made.
 */
export class SettingsStore {
  readonly file: string;
  private readonly now: () => Date;
  private queue: Promise<unknown> = Promise.resolve();
  /** Told of each settings document written (openStores prunes to its new limits). */
  private readonly saved: (settings: Settings) => void;

  private constructor(file: string, now: () => Date, saved: (settings: Settings) => void) {
    this.file = file;
    this.now = now;
    this.saved = saved;
  }

  static async open(
    dataDir: string,
    options: { now?: () => Date; saved?: (settings: Settings) => void } = {},
  ): Promise<SettingsStore> {
    await mkdir(dataDir, { recursive: true });
    // A settings write killed midway leaves its temporary file beside settings.json (issue 16,
    // HD7), as a save's does in its folder: those older than this process are nobody's now.
    await removeStaleTemps(dataDir, Date.now() - process.uptime() * 1000);
    return new SettingsStore(
      path.join(dataDir, SETTINGS_FILE),
      options.now ?? (() => new Date()),
      options.saved ?? (() => undefined),
    );
  }

  /** The settings as a page may see them: without the host's own (the players' link). */
  get(): Promise<ReadSettings> {
    return this.exclusive(async () => {
      const read = await this.read();
      return { ...read, settings: withoutHostsOwn(read.settings) };
    });
  }

  /**
   * Writes the whole settings document; a file that could not be read is kept aside first. The
   * host's own fields are kept as the file has them, whatever `settings` says of them: a page that
   * read the settings before the Dealer renewed the players' link cannot bring the old one back.
   */
  set(settings: Settings): Promise<Settings> {
    return this.exclusive(async () => {
      const valid = settingsSchema.safeParse(settings);
      if (!valid.success) {
        throw new StoreError(
          'invalid_data',
          `These settings cannot be saved: ${describeIssues(valid.error)}`,
        );
      }
      const { tableLink, seatLinks } = (await this.read()).settings;
      const written = {
        ...withoutHostsOwn(valid.data),
        ...(tableLink ? { tableLink } : {}),
        ...(seatLinks ? { seatLinks } : {}),
      };
      await this.write(written);
      return withoutHostsOwn(written);
    });
  }

  /**
   * The players' link, made (a fresh pass, by `newPass`) and written when the file has none, or
   * when `renew` asks for another: a renewed link makes every TV's old one useless.
   */
  tableLink(newPass: () => string, renew = false): Promise<TableLink> {
    return this.exclusive(async () => {
      const { settings } = await this.read();
      if (settings.tableLink && !renew) return settings.tableLink;
      const tableLink = { pass: newPass() };
      await this.write({ ...settings, tableLink });
      return tableLink;
    });
  }

  /**
   * A seat's link (issue 39), by the seat's key: made (by `newPass`) and written when the file has
   * none for it, or when `renew` asks for another, which sends the seat's phone away.
   */
  seatLink(key: string, newPass: () => string, renew = false): Promise<TableLink> {
    return this.exclusive(async () => {
      const { settings } = await this.read();
      const held = settings.seatLinks?.[key];
      if (held && !renew) return held;
      const link = { pass: newPass() };
      await this.write({ ...settings, seatLinks: { ...settings.seatLinks, [key]: link } });
      return link;
    });
  }

  private async write(settings: Settings): Promise<void> {
    await writeFileAtomic(this.file, JSON.stringify(settingsToDocument(settings)));
    this.saved(settings);
  }

  private async read(): Promise<ReadSettings> {
    const text = await readTextOrNull(this.file);
    if (text === null) return { settings: { ...DEFAULT_SETTINGS } };
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      return this.keepAside(`it is not valid JSON (${(error as Error).message})`);
    }
    const parsed = settingsFromDocument(json);
    if (!parsed.ok) return this.keepAside(`it does not validate: ${parsed.message}`);
    return { settings: parsed.settings };
  }

  private async keepAside(why: string): Promise<ReadSettings> {
    const stamp = this.now().toISOString().replace(/[:.]/g, '-');
    let aside = `${this.file}.corrupt-${stamp}`;
    for (let n = 2; await exists(aside); n++) aside = `${this.file}.corrupt-${stamp}-${n}`;
    await rename(this.file, aside);
    const problem =
      `The settings file could not be used: ${why}. It was kept as ${path.basename(aside)}, ` +
      `and the default settings are used.`;
    console.warn(`High Noon Table: ${problem}`);
    return { settings: { ...DEFAULT_SETTINGS }, problem };
  }

  private exclusive<T>(operation: () => Promise<T>): Promise<T> {
    const run = this.queue.then(operation, operation);
    this.queue = run.catch(() => undefined);
    return run;
  }
}

/** Settings without what only the host reads and writes. */
function withoutHostsOwn(settings: Settings): Settings {
  const theirs = { ...settings };
  delete theirs.tableLink;
  delete theirs.seatLinks;
  return theirs;
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
