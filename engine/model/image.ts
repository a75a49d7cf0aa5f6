import { z } from 'zod';

/** The image formats a map's background may have: what every browser and Electron decode. */
export const IMAGE_TYPES = ['image/png', 'image/webp', 'image/jpeg'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** The largest image a map may carry (issue 12, item 6): a 16k-px battle map in JPEG or WebP. */
export const MAX_IMAGE_BYTES = 50 * 1024 * 1024;
/** The largest side of a background, in pixels: the most a browser's texture may be. */
export const MAX_IMAGE_SIDE = 16_384;

/**
 * A file's image type from its first bytes, never from its name or a type it claims: a renamed
 * file, or an import whose header says PNG over JPEG bytes, is still read for what it is. Null for
 * anything else (a GIF, a text file, a truncated header).
 */
export function sniffImageType(head: ArrayLike<number>): ImageType | null {
  const at = (bytes: readonly number[], from = 0) =>
    head.length >= from + bytes.length && bytes.every((b, i) => head[from + i] === b);
  if (at([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (at([0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (at([0x52, 0x49, 0x46, 0x46]) && at([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const BASE64_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The bytes a base64 text holds, from its length alone. */
export function base64Length(text: string): number {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return (text.length / 4) * 3 - padding;
}

/** The first bytes of a base64 text (enough to sniff a type), without decoding the rest. */
export function base64Head(text: string, bytes = 16): number[] {
  const out: number[] = [];
  const chars = text.slice(0, Math.ceil(bytes / 3) * 4).replace(/=+$/, '');
  let bits = 0;
  let value = 0;
  for (const ch of chars) {
    value = (value << 6) | BASE64_DIGITS.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push((value >> bits) & 0xff);
    }
  }
  return out.slice(0, bytes);
}

/**
 * The `image` save kind, version 1 (issue 12, item 6): a background image of its own, which maps
 * refer to by its save name, so a map document stays small and one image serves many maps. The
 * bytes are base64 in the document, as every save is one JSON file; the type is checked against
 * the bytes themselves, and the size against MAX_IMAGE_BYTES.
 */
export const imageSchema = z
  .object({
    type: z.enum(IMAGE_TYPES),
    width: z.number().int().min(1).max(MAX_IMAGE_SIDE),
    height: z.number().int().min(1).max(MAX_IMAGE_SIDE),
    bytes: z
      .string()
      .min(4)
      .refine((s) => s.length % 4 === 0 && BASE64.test(s), 'is not base64')
      .refine(
        (s) => base64Length(s) <= MAX_IMAGE_BYTES,
        `is larger than ${MAX_IMAGE_BYTES / (1024 * 1024)} MB`,
      ),
  })
  .superRefine((image, ctx) => {
    const found = sniffImageType(base64Head(image.bytes));
    if (found !== image.type)
      ctx.addIssue({
        code: 'custom',
        path: ['bytes'],
        message: found
          ? `are ${found}, not the ${image.type} the image says`
          : `are not a PNG, WebP or JPEG image`,
      });
  });

export type MapImage = z.infer<typeof imageSchema>;
