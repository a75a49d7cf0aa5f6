import { AREA_LISTS, maxAreaSquares } from '../../../engine/model/map.ts';

/**
 * The longest list any save may hold: a 500×500 map's squares (MAX_AREA_SQUARES); walls (200,000)
 * and a session's log (100,000) are held to less by their schemas.
 */
export const MAX_LIST_ELEMENTS = 500 * 500;

/** What a glance at a JSON text tells before it is parsed. */
export interface JsonShape {
  /** The path of the first list longer than the bound (`data.cover[0].squares`), or null. */
  overlong: string | null;
  /**
   * The first map whose areas list more squares between them than its size allows
   * (maxAreaSquares), or null: where it is (`data`, `data.start.map`), its size when it said a
   * valid one, and how many squares its areas list.
   */
  crowded: CrowdedMap | null;
  /** The root object's `kind`, when it is a string. */
  kind: string | null;
  /** The root object's `name`, when it is a string: a file refused unread is still listed by it. */
  name: string | null;
}

export interface CrowdedMap {
  path: string;
  size: [number, number] | null;
  squares: number;
}

/** What a frame is, as far as a map's areas go. */
const PLAIN = 0;
/** A list of areas: a map's `terrain`, `cover`, `ranks`, `passages` or `buildings`. */
const AREAS = 1;
/** An element of such a list. */
const AREA = 2;
/** An area's `squares` or `boardwalk`. */
const SQUARES = 3;
/** A `size` list, read as the map's [width, height]. */
const SIZE = 4;

const AREA_LIST_KEYS: ReadonlySet<string> = new Set(AREA_LISTS);

interface Frame {
  array: boolean;
  /** Where the frame opened in the text. */
  open: number;
  /** An array's commas so far: the index of the element being read. */
  commas: number;
  /** An object's key being read, or the one whose value is being read. */
  key: string;
  /** In an object: whether the next string is a key. */
  expectKey: boolean;
  role: number;
  /** An object's areas' squares so far: it is a map when they are more than none. */
  areaSquares: number;
  /** An object's `size`, when it is two whole numbers from 1. */
  size: [number, number] | null;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Looks through a JSON text, without building its values, for a list longer than `maxElements`
 * and for a map whose areas list more squares than maxAreaSquares allows its size, and reads the
 * root's `kind` and `name`. Parsing allocates every value: a 17 MB file of 3,000,000 squares took
 * 1.2 s to parse on this project's 2-core machine before its first list could be refused, and this
 * look takes a tenth of it (issue 16, HD3). The squares a map may hold in all are known only from
 * its size, which may come after its areas in the text, so a map is judged when it closes. It
 * trusts the text to be JSON; whatever it makes of text that is not, JSON.parse says what is wrong
 * next.
 */
export function jsonShape(text: string, maxElements = MAX_LIST_ELEMENTS): JsonShape {
  // Each element takes two characters at least (`0,`), and each square six (`[0,0],`): a shorter
  // text cannot hold a list too long, nor more squares than any map may list.
  const least = Math.min(2 * maxElements, 6 * maxAreaSquares([1, 1]));
  if (text.length < least) return { overlong: null, crowded: null, kind: null, name: null };
  // Frames are kept and reused as the depth comes back to them: a new object for each of
  // millions of squares was a third of this look's time.
  const stack: Frame[] = [];
  let depth = 0;
  const root: { kind: string | null; name: string | null } = { kind: null, name: null };
  let crowded: CrowdedMap | null = null;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const end = closingQuote(text, i);
      const top = depth > 0 ? stack[depth - 1]! : null;
      if (top && !top.array) {
        if (top.expectKey) {
          top.key = stringAt(text, i, end);
          top.expectKey = false;
        } else if (depth === 1 && (top.key === 'kind' || top.key === 'name')) {
          root[top.key] = stringAt(text, i, end);
        }
      }
      i = end;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      const array = c === OPEN_ARRAY;
      const role = roleOf(depth > 0 ? stack[depth - 1] : undefined, array);
      const frame = (stack[depth] ??= newFrame());
      frame.array = array;
      frame.open = i;
      frame.commas = 0;
      frame.key = '';
      frame.expectKey = !array;
      frame.role = role;
      frame.areaSquares = 0;
      frame.size = null;
      depth += 1;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      if (depth === 0) continue;
      const frame = stack[depth - 1]!;
      if (frame.role === SQUARES) {
        // The map is the object that holds the list of areas: three frames out.
        if (depth >= 4) stack[depth - 4]!.areaSquares += elementsOf(text, frame, i);
      } else if (frame.role === SIZE) {
        if (depth >= 2) stack[depth - 2]!.size = sizeAt(text, frame.open, i);
      } else if (!frame.array && frame.areaSquares > maxAreaSquares(frame.size)) {
        crowded ??= { path: pathOf(stack, depth), size: frame.size, squares: frame.areaSquares };
      }
      depth -= 1;
    } else if (c === COMMA) {
      if (depth === 0) continue;
      const top = stack[depth - 1]!;
      if (!top.array) {
        top.expectKey = true;
        continue;
      }
      top.commas += 1;
      if (top.commas >= maxElements) return { overlong: pathOf(stack, depth), crowded, ...root };
    }
  }
  return { overlong: null, crowded, ...root };
}

function newFrame(): Frame {
  return {
    array: false,
    open: 0,
    commas: 0,
    key: '',
    expectKey: false,
    role: PLAIN,
    areaSquares: 0,
    size: null,
  };
}

/** The role of a frame opened as the value (or element) of `parent`. */
function roleOf(parent: Frame | undefined, array: boolean): number {
  if (!parent) return PLAIN;
  if (parent.array) return parent.role === AREAS && !array ? AREA : PLAIN;
  if (!array) return PLAIN;
  if (parent.role === AREA && (parent.key === 'squares' || parent.key === 'boardwalk'))
    return SQUARES;
  if (AREA_LIST_KEYS.has(parent.key)) return AREAS;
  if (parent.key === 'size') return SIZE;
  return PLAIN;
}

/** How many elements the list `frame`, closing at `close`, held. */
function elementsOf(text: string, frame: Frame, close: number): number {
  if (frame.commas > 0) return frame.commas + 1;
  for (let j = frame.open + 1; j < close; j++) {
    const c = text.charCodeAt(j);
    // JSON's whitespace: space, tab, line feed, carriage return.
    if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return 1;
  }
  return 0;
}

/** A map's `size`, when it is two whole numbers from 1; a longer list is not one. */
function sizeAt(text: string, open: number, close: number): [number, number] | null {
  if (close - open > 64) return null;
  try {
    const size = JSON.parse(text.slice(open, close + 1)) as unknown;
    if (!Array.isArray(size) || size.length !== 2) return null;
    const [w, h] = size as unknown[];
    const whole = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 1;
    return whole(w) && whole(h) ? [w, h] : null;
  } catch {
    return null;
  }
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

/** `data.cover[0].squares`: where the innermost of the first `depth` frames sits. */
function pathOf(stack: readonly Frame[], depth: number): string {
  let path = '';
  for (let f = 0; f < depth - 1; f++) {
    const frame = stack[f]!;
    if (frame.array) path += `[${frame.commas}]`;
    else path += path ? `.${frame.key}` : frame.key;
  }
  return path;
}
