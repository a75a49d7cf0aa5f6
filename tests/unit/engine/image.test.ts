import { describe, expect, it } from 'vitest';
import {
  base64Head,
  base64Length,
  imageSchema,
  MAX_IMAGE_BYTES,
  sniffImageType,
} from '../../../engine/model/image.ts';
import { describeIssues } from '../../../engine/model/describeIssues.ts';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 16];
const WEBP_HEAD = [0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50];

const b64 = (bytes: number[]) => Buffer.from(bytes).toString('base64');

describe('background images (issue 12, item 6)', () => {
  it('know their type from their first bytes only', () => {
    expect(sniffImageType(PNG_HEAD)).toBe('image/png');
    expect(sniffImageType(JPEG_HEAD)).toBe('image/jpeg');
    expect(sniffImageType(WEBP_HEAD)).toBe('image/webp');
    expect(sniffImageType([...Buffer.from('GIF89a')])).toBeNull();
    expect(sniffImageType([...Buffer.from('{"map": 1}')])).toBeNull();
    // A RIFF file that is not WebP (a WAV) is no image.
    expect(sniffImageType([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45])).toBeNull();
    expect(sniffImageType(PNG_HEAD.slice(0, 5))).toBeNull();
  });

  it('read the head and length of base64 without decoding it all', () => {
    const bytes = [...PNG_HEAD, 1, 2, 3, 4, 5];
    expect(base64Head(b64(bytes), 12)).toEqual(PNG_HEAD);
    for (const n of [1, 2, 3, 4, 17]) expect(base64Length(b64(bytes.slice(0, n)))).toBe(n);
  });

  it('are saved only as the type their bytes are, named in the refusal', () => {
    const ok = imageSchema.safeParse({
      type: 'image/png',
      width: 2,
      height: 2,
      bytes: b64(PNG_HEAD),
    });
    expect(ok.success).toBe(true);
    const lying = imageSchema.safeParse({
      type: 'image/png',
      width: 2,
      height: 2,
      bytes: b64(JPEG_HEAD),
    });
    expect(lying.success).toBe(false);
    if (!lying.success)
      expect(describeIssues(lying.error)).toContain(
        'are image/jpeg, not the image/png the image says',
      );
    const text = imageSchema.safeParse({
      type: 'image/png',
      width: 2,
      height: 2,
      bytes: b64([...Buffer.from('not an image at all')]),
    });
    expect(text.success).toBe(false);
    if (!text.success)
      expect(describeIssues(text.error)).toContain('not a PNG, WebP or JPEG image');
  });

  it('refuse more than 50 MB, and text that is not base64', () => {
    const big = 'A'.repeat(((MAX_IMAGE_BYTES + 3) / 3) * 4);
    const over = imageSchema.safeParse({ type: 'image/png', width: 2, height: 2, bytes: big });
    expect(over.success).toBe(false);
    if (!over.success) expect(describeIssues(over.error)).toContain('larger than 50 MB');
    const garbled = imageSchema.safeParse({
      type: 'image/png',
      width: 2,
      height: 2,
      bytes: 'iV*O',
    });
    expect(garbled.success).toBe(false);
  });
});
