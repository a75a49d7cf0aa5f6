import { sniffImageType, type ImageType } from '../model/image.ts';

/**
 * Which picture format a background image is, read from its bytes (sniffImageType, never a name
 * or a declared type), and whether the file is whole. An image cut short (a truncated export, a
 * file copied in half) would draw as a grey band or not at all, so it is refused as not an image.
 */
export type ImageKindResult = { ok: true; type: ImageType } | { ok: false; reason: string };

/** Every PNG ends with this empty IEND chunk: length 0, type, and its fixed CRC. */
const PNG_END = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

export function imageKind(bytes: Uint8Array): ImageKindResult {
  const type = sniffImageType(bytes);
  if (type === 'image/png') {
    return endsWith(bytes, PNG_END)
      ? { ok: true, type }
      : { ok: false, reason: 'the PNG has no end chunk: it is cut short' };
  }
  if (type === 'image/jpeg') {
    return hasJpegEnd(bytes)
      ? { ok: true, type }
      : { ok: false, reason: 'the JPEG has no end marker: it is cut short' };
  }
  if (type === 'image/webp') {
    // RIFF's size field counts the bytes after the first eight.
    const declared = (bytes[4]! | (bytes[5]! << 8) | (bytes[6]! << 16) | (bytes[7]! << 24)) >>> 0;
    return bytes.length >= declared + 8
      ? { ok: true, type }
      : { ok: false, reason: 'the WebP is shorter than its header says: it is cut short' };
  }
  return { ok: false, reason: 'it is not a PNG, WebP or JPEG image' };
}

/** The end-of-image marker; some encoders pad after it, so look a little way back. */
function hasJpegEnd(bytes: Uint8Array): boolean {
  for (let i = bytes.length - 2; i >= Math.max(2, bytes.length - 64); i--) {
    if (bytes[i] === 0xff && bytes[i + 1] === 0xd9) return true;
  }
  return false;
}

function endsWith(bytes: Uint8Array, suffix: readonly number[]): boolean {
  // Past the 8-byte signature: a signature alone is no PNG.
  if (bytes.length < 8 + suffix.length) return false;
  const from = bytes.length - suffix.length;
  return suffix.every((b, i) => bytes[from + i] === b);
}
