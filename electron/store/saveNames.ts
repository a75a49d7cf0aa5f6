import { StoreError } from './storeError.ts';

export const MAX_SAVE_NAME_LENGTH = 100;

/**
 * A name nobody could read or pick out in the list (issue 16, HD10): only format characters (zero
 * widths, joiners, the byte order mark, soft hyphens, the bidi overrides and isolates that turn
 * text around), spaces, lone combining marks, and the fillers fonts draw as nothing. A visible name
 * may still hold some of them: a joiner in an emoji, a mark on a letter.
 */
const INVISIBLE_ONLY = /^[\p{Cf}\p{Z}\p{M}\u115f\u1160\u3164\uffa0\u2800]*$/u;

/**
 * A save name is what the Dealer types. It never becomes a path by itself (files get a slug, see
 * fileStemFor), but names that look like paths are refused outright so a mistake or a hostile
 * file cannot even appear to reach outside the saves folder.
 */
export function normalizeSaveName(raw: unknown): string {
  const name = normalizeListedName(raw);
  if (INVISIBLE_ONLY.test(name)) {
    throw new StoreError(
      'invalid_name',
      'A save name needs a character that can be seen; this one has only invisible or ' +
        'direction-changing characters.',
    );
  }
  if (name.length > MAX_SAVE_NAME_LENGTH) {
    throw new StoreError(
      'invalid_name',
      `A save name can be at most ${MAX_SAVE_NAME_LENGTH} characters; this one has ${name.length}.`,
    );
  }
  return name;
}

/**
 * A name that picks a save already listed (load, rename from, duplicate from, delete). The length
 * limit is for new names only: a save that shares its name with another is listed as
 * `name (file.json)`, which may be longer, and must stay reachable under what the list shows.
 */
export function normalizeListedName(raw: unknown): string {
  if (typeof raw !== 'string') throw new StoreError('invalid_name', 'A save name must be text.');
  const name = raw.normalize('NFC').trim();
  if (name.length === 0) throw new StoreError('invalid_name', 'A save needs a name.');
  if (/[/\\]/.test(name)) {
    throw new StoreError(
      'invalid_name',
      `"${name}" contains / or \\; a save name cannot be a path.`,
    );
  }
  // Only the two names that mean a folder; "To be continued..." is a fine name.
  if (name === '.' || name === '..') {
    throw new StoreError('invalid_name', `"${name}" names a folder; a save name cannot be one.`);
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) {
    throw new StoreError('invalid_name', 'A save name cannot contain control characters.');
  }
  return name;
}

/** Names are unique per kind regardless of case, as on the file systems of Windows and macOS. */
export function nameKey(name: string): string {
  return name.normalize('NFC').toLowerCase();
}

const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/;

/** A readable, portable file stem for a save name: lower-case letters, digits and dashes. */
export function fileStemFor(name: string): string {
  const stem = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  if (stem === '') return 'save';
  return WINDOWS_RESERVED.test(stem) ? `${stem}-save` : stem;
}
