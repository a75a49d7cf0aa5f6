/**
 * Which picture format a background image is, read from its bytes, never from a name or a
 * declared type, and whether the file is whole. An image cut short (a truncated export, a file
 * copied in half) would draw as a grey band or not at all, so it is refused as not an image.
 */

export const IMAGE_MIME_TYPES = ['image/png', 'image/webp', 'image/jpeg'] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

export type ImageKindResult = { ok: true; mime: ImageMimeType } | { ok: false; reason: string };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Every PNG ends with this empty IEND chunk: length 0, type, and its fixed CRC. */
const PNG_END = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

export function imageKind(bytes: Uint8Array): ImageKindResult {
  if (startsWith(bytes, PNG_SIGNATURE, 0)) {
    return endsWith(bytes, PNG_END)
      ? { ok: true, mime: 'image/png' }
      : { ok: false, reason: 'the PNG has no end chunk: it is cut short' };
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    // The end-of-image marker; some encoders pad after it, so look a little way back.
    return hasJpegEnd(bytes)
      ? { ok: true, mime: 'image/jpeg' }
      : { ok: false, reason: 'the JPEG has no end marker: it is cut short' };
  }
  if (startsWith(bytes, ascii('RIFF'), 0) && startsWith(bytes, ascii('WEBP'), 8)) {
    // RIFF's size field counts the bytes after the first eight.
    const declared = (bytes[4]! | (bytes[5]! << 8) | (bytes[6]! << 16) | (bytes[7]! << 24)) >>> 0;
    return bytes.length >= declared + 8
      ? { ok: true, mime: 'image/webp' }
      : { ok: false, reason: 'the WebP is shorter than its header says: it is cut short' };
  }
  return { ok: false, reason: 'it is not a PNG, WebP or JPEG image' };
}

function hasJpegEnd(bytes: Uint8Array): boolean {
  for (let i = bytes.length - 2; i >= Math.max(2, bytes.length - 64); i--) {
    if (bytes[i] === 0xff && bytes[i + 1] === 0xd9) return true;
  }
  return false;
}

function startsWith(bytes: Uint8Array, prefix: readonly number[], at: number): boolean {
  if (bytes.length < at + prefix.length) return false;
  return prefix.every((b, i) => bytes[at + i] === b);
}

function endsWith(bytes: Uint8Array, suffix: readonly number[]): boolean {
  return (
    bytes.length >= PNG_SIGNATURE.length + suffix.length &&
    startsWith(bytes, suffix, bytes.length - suffix.length)
  );
}

function ascii(text: string): number[] {
  return [...text].map((c) => c.charCodeAt(0));
}
