import { z } from 'zod';
import { describeIssues } from '../model/describeIssues.ts';

/**
 * A bundle read a piece at a time (issue 13, item 8: bundles up to 200 MB). The file's text is
 * fed as it arrives; each entry of its `entries` array is handed back, parsed, as soon as its last
 * character is in, and its text is dropped. So the file is never one string, and never held
 * twice (as text and as parsed documents). The header's other members (format, bundleVersion,
 * exportedAt) are read the same way, and a file that says it is no bundle, or a bundle of a
 * newer version, is refused as soon as it says so.
 *
 * Only the bundle's outline is scanned here (the top object, its members, the entries array);
 * every value, an entry included, is parsed by JSON.parse on its own text, which checks its
 * syntax in full.
 */
export const BUNDLE_FORMAT = 'high-noon-table-bundle';
/** The bundle's own version, apart from its entries' (each carries its kind's). */
export const BUNDLE_VERSION = 1;

export const bundleHeaderSchema = z.object({
  format: z.literal(BUNDLE_FORMAT, { message: `not a High Noon Table bundle` }),
  bundleVersion: z.number().int().min(1),
  exportedAt: z.string().optional(),
  entries: z.array(z.unknown()),
});
const formatSchema = bundleHeaderSchema.pick({ format: true });

/** What a piece of the file completed: the entries it ended, or why the file is refused. */
export type ScanStep = { ok: true; entries: unknown[] } | { ok: false; message: string };

/** The bundle's header, once the whole file has been fed. */
export type ScannedHeader =
  { ok: true; version: number; exportedAt: string | null } | { ok: false; message: string };

type Mode =
  | 'begin'
  | 'key-or-end'
  | 'key'
  | 'colon'
  | 'value'
  | 'after-value'
  | 'entry-or-end'
  | 'entry'
  | 'after-entry'
  | 'done'
  | 'capture';

/** What a captured value is: a member's name, a member's value, or an entry. */
type Target = 'name' | 'member' | 'entry';

const SPACE = /\s/;
const STRING_STOP = /["\\]/g;
const CONTAINER_STOP = /["{}[\]]/g;
const SCALAR_END = /[\s,\]}]/g;
const SCALAR_START = /[-0-9tfn]/;

function newerVersion(version: number): string {
  return `The bundle is version ${version}, written by a newer High Noon Table (this one reads up to ${BUNDLE_VERSION}).`;
}

export class BundleScanner {
  private mode: Mode = 'begin';
  private target: Target = 'name';
  private scalar = false;
  private depth = 0;
  private inString = false;
  private escaped = false;
  private pieces: string[] = [];
  private name = '';
  private readonly header: Record<string, unknown> = {};
  private entriesSeen = false;
  /** Characters fed before the current piece, to say where a fault is. */
  private offset = 0;
  private refused: string | null = null;

  /** The next piece of the file's text. */
  feed(text: string): ScanStep {
    if (this.refused) return { ok: false, message: this.refused };
    const entries: unknown[] = [];
    let i = 0;
    while (i < text.length) {
      if (this.mode === 'capture') {
        const from = i;
        const end = this.scan(text, i);
        if (end < 0) {
          this.pieces.push(text.slice(from));
          break;
        }
        this.pieces.push(text.slice(from, end));
        i = end;
        const refused = this.finish(entries);
        if (refused) return this.refuse(refused);
        continue;
      }
      const ch = text[i]!;
      if (SPACE.test(ch)) {
        i++;
        continue;
      }
      const next = this.structure(ch, text, i);
      if (typeof next === 'string') return this.refuse(next);
      i = next;
    }
    this.offset += text.length;
    return { ok: true, entries };
  }

  /** The end of the file: the header read, or why the file is not a bundle. */
  end(): ScannedHeader {
    if (this.refused) return { ok: false, message: this.refused };
    if (this.mode !== 'done')
      return this.refuse('The file is not valid JSON (it ends before the bundle does).');
    const header = bundleHeaderSchema.safeParse({
      ...this.header,
      entries: this.entriesSeen ? [] : this.header.entries,
    });
    if (!header.success)
      return this.refuse(`The file is not a bundle: ${describeIssues(header.error)}.`);
    const { bundleVersion, exportedAt } = header.data;
    if (bundleVersion > BUNDLE_VERSION) return this.refuse(newerVersion(bundleVersion));
    return { ok: true, version: bundleVersion, exportedAt: exportedAt ?? null };
  }

  private refuse(message: string): { ok: false; message: string } {
    this.refused = message;
    return { ok: false, message };
  }

  /** One character of the outline; the index to go on from, or why the file is refused. */
  private structure(ch: string, text: string, i: number): number | string {
    const unexpected = () =>
      `The file is not valid JSON (unexpected “${ch}” at character ${this.offset + i + 1}).`;
    switch (this.mode) {
      case 'begin':
        if (ch === '{') return this.to('key-or-end', i);
        return ch === '"' || ch === '[' || SCALAR_START.test(ch)
          ? 'The file is not a bundle: it is not a JSON object.'
          : unexpected();
      case 'key-or-end':
        if (ch === '}') return this.to('done', i);
        return ch === '"' ? (this.capture('name', ch, i) ?? unexpected()) : unexpected();
      case 'key':
        return ch === '"' ? (this.capture('name', ch, i) ?? unexpected()) : unexpected();
      case 'colon':
        return ch === ':' ? this.to('value', i) : unexpected();
      case 'value':
        if (this.name === 'entries' && ch === '[') {
          this.entriesSeen = true;
          return this.to('entry-or-end', i);
        }
        return this.capture('member', ch, i) ?? unexpected();
      case 'after-value':
        if (ch === ',') return this.to('key', i);
        return ch === '}' ? this.to('done', i) : unexpected();
      case 'entry-or-end':
        if (ch === ']') return this.to('after-value', i);
        return this.capture('entry', ch, i) ?? unexpected();
      case 'entry':
        return this.capture('entry', ch, i) ?? unexpected();
      case 'after-entry':
        if (ch === ',') return this.to('entry', i);
        return ch === ']' ? this.to('after-value', i) : unexpected();
      case 'done':
      case 'capture':
        return unexpected();
    }
  }

  private to(mode: Mode, i: number): number {
    this.mode = mode;
    return i + 1;
  }

  /**
   * A value starts at `i`: captured until it ends. A string or a container is scanned from the
   * character after its opening one; a number or a word from its first. Null when `ch` starts
   * no JSON value.
   */
  private capture(target: Target, ch: string, i: number): number | null {
    this.target = target;
    this.pieces = [];
    this.scalar = false;
    this.escaped = false;
    if (ch === '"') {
      this.inString = true;
      this.depth = 0;
    } else if (ch === '{' || ch === '[') {
      this.inString = false;
      this.depth = 1;
    } else if (SCALAR_START.test(ch)) {
      this.scalar = true;
    } else return null;
    this.mode = 'capture';
    if (this.scalar) return i;
    this.pieces.push(ch);
    return i + 1;
  }

  /** Where the value being captured ends in `text` (just past it), or -1 when it goes on. */
  private scan(text: string, from: number): number {
    if (this.scalar) {
      SCALAR_END.lastIndex = from;
      const end = SCALAR_END.exec(text);
      return end ? end.index : -1;
    }
    let i = from;
    for (;;) {
      if (this.escaped) {
        if (i >= text.length) return -1;
        this.escaped = false;
        i++;
      }
      const stop = this.inString ? STRING_STOP : CONTAINER_STOP;
      stop.lastIndex = i;
      const found = stop.exec(text);
      if (!found) return -1;
      i = found.index + 1;
      const ch = found[0];
      if (this.inString) {
        if (ch === '\\') this.escaped = true;
        else {
          this.inString = false;
          if (this.depth === 0) return i;
        }
      } else if (ch === '"') this.inString = true;
      else if (ch === '{' || ch === '[') this.depth++;
      else if (--this.depth === 0) return i;
    }
  }

  /** A captured value parsed and put where it belongs; why the file is refused, if it is. */
  private finish(entries: unknown[]): string | null {
    const text = this.pieces.join('');
    this.pieces = [];
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      return `The file is not valid JSON (${(error as Error).message}).`;
    }
    switch (this.target) {
      case 'name':
        this.name = value as string;
        this.mode = 'colon';
        return null;
      case 'entry':
        entries.push(value);
        this.mode = 'after-entry';
        return null;
      case 'member':
        this.header[this.name] = value;
        this.mode = 'after-value';
        return this.earlyRefusal();
    }
  }

  /** A header member that already says the file cannot be read: no need to read the rest. */
  private earlyRefusal(): string | null {
    if (this.name === 'format') {
      const format = formatSchema.safeParse({ format: this.header.format });
      if (!format.success) return `The file is not a bundle: ${describeIssues(format.error)}.`;
    }
    const version = this.header.bundleVersion;
    if (this.name === 'bundleVersion' && typeof version === 'number' && version > BUNDLE_VERSION)
      return newerVersion(version);
    return null;
  }
}
