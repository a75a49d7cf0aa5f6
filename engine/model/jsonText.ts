/**
 * JSON text as people's files hold it: some editors and tools on Windows begin a UTF-8 file with
 * a byte order mark (U+FEFF), which JSON.parse refuses as an unexpected character (issue 16,
 * HD10). It is dropped wherever a file's text is read: a save, an imported map.
 */
export function withoutByteOrderMark(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** JSON.parse of a file's text, its byte order mark dropped first. Throws as JSON.parse does. */
export function parseJsonText(text: string): unknown {
  return JSON.parse(withoutByteOrderMark(text));
}
