/**
 * A set of squares as a compact string (issue 11, the fog of war): a bitset over the map's squares,
 * square y × width + x at bit (i & 7) of byte i >> 3, written in base64. The explored set lives in
 * the game state, which undo keeps as checkpoints, and goes to the projector with every view: a
 * 200 × 200 map costs 6,667 characters, whatever is explored. The empty string is the empty set
 * (every map's start), so a state saved before the fog loads with nothing explored. Written here
 * rather than with btoa/atob: the engine stays free of the window's globals (DESIGN.md).
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) VALUE[ALPHABET.charCodeAt(i)] = i;

/** Base64 of a bitset, without padding: a few characters to the byte, nothing else allowed. */
export const CELLS_PATTERN = /^[A-Za-z0-9+/]*$/;

/** The set of squares whose entry in `cells` (one per square) is above 0. */
export function encodeCells(cells: ArrayLike<number>): string {
  const bytes = new Uint8Array((cells.length + 7) >> 3);
  let any = false;
  for (let i = 0; i < cells.length; i++)
    if (cells[i]! > 0) {
      bytes[i >> 3]! |= 1 << (i & 7);
      any = true;
    }
  return any ? toBase64(bytes) : '';
}

/**
 * One entry per square, 1 in the set and 0 out of it. A string shorter than the map's (a map that
 * grew, a damaged save) leaves the squares past its end out; characters outside base64 count as 0.
 */
export function decodeCells(text: string, count: number): Uint8Array {
  const cells = new Uint8Array(count);
  // The last byte's squares are written at its low bits, the stream's last: read to its end.
  const bits = ((count + 7) >> 3) * 8;
  let bit = 0;
  for (let c = 0; c < text.length && bit < bits; c++) {
    const code = text.charCodeAt(c);
    const value = code < 128 ? VALUE[code]! : -1;
    const six = value < 0 ? 0 : value;
    // Six bits a character, most significant first: bytes are read back as they were written.
    for (let k = 5; k >= 0; k--, bit++) {
      if (((six >> k) & 1) === 0) continue;
      const byte = bit >> 3;
      const within = 7 - (bit & 7);
      const square = byte * 8 + within;
      if (square < count) cells[square] = 1;
    }
  }
  return cells;
}

/**
 * Whether square `i` is in `text`'s set, read in place: a character and a bit, without decoding
 * the whole set (publicView asks this of a few squares per building on every view).
 */
export function hasCell(text: string, i: number): boolean {
  // Square i is bit (i & 7) of byte i >> 3; the bytes are written most significant bit first.
  const bit = (i >> 3) * 8 + 7 - (i & 7);
  const c = (bit / 6) | 0;
  if (c >= text.length) return false;
  const code = text.charCodeAt(c);
  const value = code < 128 ? VALUE[code]! : -1;
  return value >= 0 && ((value >> (5 - (bit % 6))) & 1) === 1;
}

/** `text`'s set with every square where `cells` is above 0 added; `text` itself when none is new. */
export function unionCells(text: string, cells: ArrayLike<number>): string {
  const had = decodeCells(text, cells.length);
  let grew = false;
  for (let i = 0; i < cells.length; i++)
    if (cells[i]! > 0 && had[i] === 0) {
      had[i] = 1;
      grew = true;
    }
  return grew ? encodeCells(had) : text;
}

function toBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!;
    const b = i + 1 < bytes.length ? bytes[i + 1]! : 0;
    const c = i + 2 < bytes.length ? bytes[i + 2]! : 0;
    const n = (a << 16) | (b << 8) | c;
    out += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]!;
    if (i + 1 < bytes.length) out += ALPHABET[(n >> 6) & 63]!;
    if (i + 2 < bytes.length) out += ALPHABET[n & 63]!;
  }
  return out;
}
