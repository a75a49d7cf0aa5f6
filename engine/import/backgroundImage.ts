import { decodeBase64 } from './base64.ts';
import { imageKind, type ImageMimeType } from './imageKind.ts';

/** Issue 12, bad input: an image over 50 MB is refused in words. */
export const MAX_IMAGE_BYTES = 50 * 1024 * 1024;

/**
 * A map's background picture as an import found it: the bytes still in base64 (what a save
 * document and an <img> data URL both want), the format read from the bytes, and how many of its
 * pixels make one square, so the board can lay it under the grid at scale.
 */
export interface BackgroundImage {
  mime: ImageMimeType;
  base64: string;
  bytes: number;
  pixelsPerSquare: number;
}

export type BackgroundImageResult =
  { ok: true; image: BackgroundImage } | { ok: false; reason: string };

/** The embedded image, or why it cannot be used (in words, for the import's report). */
export function readBackgroundImage(text: string, pixelsPerSquare: number): BackgroundImageResult {
  // Some exporters write a data: URL rather than bare base64; the declared type is not trusted.
  const bare = text.replace(/^data:[^,]*;base64,/, '');
  // Base64 holds 3 bytes in 4 characters: refuse a huge one before decoding it.
  if ((bare.length / 4) * 3 > MAX_IMAGE_BYTES + 3) {
    return { ok: false, reason: `the image is over ${MAX_IMAGE_BYTES / 1024 / 1024} MB` };
  }
  const decoded = decodeBase64(bare);
  if (!decoded.ok) return { ok: false, reason: `the image's base64 is invalid: ${decoded.reason}` };
  if (decoded.bytes.length > MAX_IMAGE_BYTES) {
    return { ok: false, reason: `the image is over ${MAX_IMAGE_BYTES / 1024 / 1024} MB` };
  }
  const kind = imageKind(decoded.bytes);
  if (!kind.ok) return { ok: false, reason: `the image is unusable: ${kind.reason}` };
  return {
    ok: true,
    image: { mime: kind.mime, base64: decoded.text, bytes: decoded.bytes.length, pixelsPerSquare },
  };
}
