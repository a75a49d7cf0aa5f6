import { describeIssues } from '../model/describeIssues.ts';
import { imageSchema, MAX_IMAGE_BYTES, type MapImage } from '../model/image.ts';
import { decodeBase64 } from './base64.ts';
import { imageKind } from './imageKind.ts';
import { imageSize } from './imageSize.ts';

export type BackgroundImageResult = { ok: true; image: MapImage } | { ok: false; reason: string };

const MB = MAX_IMAGE_BYTES / 1024 / 1024;

/**
 * An imported file's embedded picture as an `image` save (engine/model/image.ts: type, size in
 * pixels, base64 bytes), ready for the Library to store and a map to name; or why it cannot be
 * used, in words, for the import's report. The whole text is decoded, not only its head, because
 * a picture cut short must be found out here rather than drawn half.
 */
export function readBackgroundImage(text: string): BackgroundImageResult {
  // Some exporters write a data: URL rather than bare base64; the declared type is not trusted.
  const bare = text.replace(/^data:[^,]*;base64,/, '');
  // Base64 holds 3 bytes in 4 characters: refuse a huge one before decoding it.
  if ((bare.length / 4) * 3 > MAX_IMAGE_BYTES + 3) {
    return { ok: false, reason: `the image is over ${MB} MB` };
  }
  const decoded = decodeBase64(bare);
  if (!decoded.ok) return { ok: false, reason: `the image's base64 is invalid: ${decoded.reason}` };
  if (decoded.bytes.length > MAX_IMAGE_BYTES) {
    return { ok: false, reason: `the image is over ${MB} MB` };
  }
  const kind = imageKind(decoded.bytes);
  if (!kind.ok) return { ok: false, reason: `the image is unusable: ${kind.reason}` };
  const size = imageSize(decoded.bytes, kind.type);
  if (!size) return { ok: false, reason: `the image is unusable: its header gives no size` };
  const parsed = imageSchema.safeParse({
    type: kind.type,
    width: size[0],
    height: size[1],
    bytes: decoded.text,
  });
  if (!parsed.success) {
    return { ok: false, reason: `the image is unusable: ${describeIssues(parsed.error)}` };
  }
  return { ok: true, image: parsed.data };
}
