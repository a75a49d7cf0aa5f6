/**
 * The longest list any save may hold: a 500×500 map's squares (MAX_AREA_SQUARES); walls (200,000)
 * and a session's log (100,000) are held to less by their schemas.
 */
export const MAX_LIST_ELEMENTS = 500 * 500;

/** What a glance at a JSON text tells before it is parsed. */
export interface JsonShape {
  /** The path of the first list longer than the bound (`data.cover[0].squares`), or null. */
  overlong: string | null;
  /** The root object's `kind`, when it is a string. */
  kind: string | null;
  /** The root object's `name`, when it is a string: a file refused unread is still listed by it. */
  name: string | null;
}

interface Frame {
  array: boolean;
  /** An array's commas so far: the index of the element being read. */
  commas: number;
  /** An object's key being read, or the one whose value is being read. */
  key: string;
  /** In an object: whether the next string is a key. */
  expectKey: boolean;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Looks through a JSON text, without building its values, for a list longer than `maxElements`,
 * and reads the root's `kind` and `name`. Parsing allocates every value: a 17 MB file of 3,000,000 squares
 * took 1.2 s to parse on this project's 2-core machine before its first list could be refused, and
 * this look takes a tenth of it (issue 16, HD3). It trusts the text to be JSON; whatever it makes
 * of text that is not, JSON.parse says what is wrong next.
 */
export function jsonShape(text: string, maxElements = MAX_LIST_ELEMENTS): JsonShape {
  // Each element takes two characters at least (`0,`): a shorter text cannot hold a list too long.
  if (text.length < 2 * maxElements) return { overlong: null, kind: null, name: null };
  const stack: Frame[] = [];
  const root: { kind: string | null; name: string | null } = { kind: null, name: null };
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const end = closingQuote(text, i);
      const top = stack[stack.length - 1];
      if (top && !top.array) {
        if (top.expectKey) {
          top.key = stringAt(text, i, end);
          top.expectKey = false;
        } else if (stack.length === 1 && (top.key === 'kind' || top.key === 'name')) {
          root[top.key] = stringAt(text, i, end);
        }
      }
      i = end;
    } else if (c === OPEN_ARRAY) {
      stack.push({ array: true, commas: 0, key: '', expectKey: false });
    } else if (c === OPEN_OBJECT) {
      stack.push({ array: false, commas: 0, key: '', expectKey: true });
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      stack.pop();
    } else if (c === COMMA) {
      const top = stack[stack.length - 1];
      if (!top) continue;
      if (!top.array) {
        top.expectKey = true;
        continue;
      }
      top.commas += 1;
      if (top.commas >= maxElements) return { overlong: pathOf(stack), ...root };
    }
  }
  return { overlong: null, ...root };
}

/** The index of the quote that closes the string opened at `open` (the text's end if none). */
function closingQuote(text: string, open: number): number {
  let at = text.indexOf('"', open + 1);
  while (at !== -1) {
    let backslashes = 0;
    for (let b = at - 1; b > open && text.charCodeAt(b) === BACKSLASH; b--) backslashes += 1;
    if (backslashes % 2 === 0) return at;
    at = text.indexOf('"', at + 1);
  }
  return text.length;
}

/** The string between two quotes, unescaped; keys and kinds are short. */
function stringAt(text: string, open: number, close: number): string {
  if (close - open > 256) return '';
  try {
    return JSON.parse(text.slice(open, close + 1)) as string;
  } catch {
    return '';
  }
}

/** `data.cover[0].squares`: where the innermost frame, the list too long, sits. */
function pathOf(stack: readonly Frame[]): string {
  let path = '';
  for (let f = 0; f < stack.length - 1; f++) {
    const frame = stack[f]!;
    if (frame.array) path += `[${frame.commas}]`;
    else path += path ? `.${frame.key}` : frame.key;
  }
  return path;
}
