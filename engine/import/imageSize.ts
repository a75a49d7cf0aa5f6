import type { ImageType } from '../model/image.ts';

/**
 * An image's width and height in pixels, read from its header, as the `image` save kind records
 * them (engine/model/image.ts). The engine decodes no pictures; each format says its size near
 * its start. Null when the header does not say (a damaged file).
 */
export function imageSize(bytes: Uint8Array, type: ImageType): [number, number] | null {
  const u16be = (at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
  const u16le = (at: number) => bytes[at]! | (bytes[at + 1]! << 8);
  const u24le = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
  const u32be = (at: number) => u16be(at) * 65536 + u16be(at + 2);
  const chunk = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (type === 'image/png') {
    // The IHDR chunk comes first, right after the signature and its length and type.
    if (bytes.length < 24 || chunk(12) !== 'IHDR') return null;
    return positive(u32be(16), u32be(20));
  }
  if (type === 'image/webp') {
    if (bytes.length < 30) return null;
    const kind = chunk(12);
    // Lossy: a key frame's start code, then 14-bit sizes.
    if (kind === 'VP8 ' && bytes[23] === 0x9d && bytes[24] === 0x01 && bytes[25] === 0x2a)
      return positive(u16le(26) & 0x3fff, u16le(28) & 0x3fff);
    // Lossless: a signature byte, then width − 1 and height − 1 in 14 bits each.
    if (kind === 'VP8L' && bytes[20] === 0x2f) {
      const bits = bytes[21]! | (bytes[22]! << 8) | (bytes[23]! << 16) | (bytes[24]! << 24);
      return positive((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
    }
    // Extended: the canvas's width − 1 and height − 1 in 24 bits each.
    if (kind === 'VP8X') return positive(u24le(24) + 1, u24le(27) + 1);
    return null;
  }
  // JPEG: walk the marker segments to the first start-of-frame, which holds the size.
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return positive(u16be(at + 7), u16be(at + 5));
    at += 2 + u16be(at + 2);
  }
  return null;
}

function positive(width: number, height: number): [number, number] | null {
  return width > 0 && height > 0 ? [width, height] : null;
}
