/**
 * Strict base64 (RFC 4648, standard alphabet) for images embedded in imported files. The engine
 * has no Buffer, and atob accepts too much: a string cut short must be found out, not decoded
 * into a shorter picture. Line breaks and spaces, which some exporters wrap the text with, are
 * allowed; a data: URL's prefix is the caller's to strip.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) VALUE[ALPHABET.charCodeAt(i)] = i;

export type Base64Result =
  { ok: true; bytes: Uint8Array; text: string } | { ok: false; reason: string };

/** The bytes the text encodes, with `text` the same characters without whitespace. */
export function decodeBase64(raw: string): Base64Result {
  const text = /\s/.test(raw) ? raw.replace(/\s+/g, '') : raw;
  if (text.length === 0) return { ok: false, reason: 'it is empty' };
  let padding = 0;
  if (text.endsWith('==')) padding = 2;
  else if (text.endsWith('=')) padding = 1;
  const digits = text.length - padding;
  if (padding > 0 && text.length % 4 !== 0) {
    return { ok: false, reason: 'its padding is out of place: the text is cut short' };
  }
  // One leftover character carries 6 bits, less than a byte: the text was cut mid-byte.
  if (digits % 4 === 1)
    return { ok: false, reason: 'it ends mid-character: the text is cut short' };
  const bytes = new Uint8Array(Math.floor((digits * 3) / 4));
  let acc = 0;
  let bits = 0;
  let out = 0;
  for (let i = 0; i < digits; i++) {
    const code = text.charCodeAt(i);
    const value = code < 128 ? VALUE[code]! : -1;
    if (value < 0) {
      return { ok: false, reason: `character ${i + 1} (${JSON.stringify(text[i])}) is not base64` };
    }
    acc = ((acc << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[out++] = (acc >> bits) & 0xff;
    }
  }
  return { ok: true, bytes, text };
}
