import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readBackgroundImage } from '../../../../engine/import/backgroundImage.ts';
import { decodeBase64 } from '../../../../engine/import/base64.ts';
import { imageKind } from '../../../../engine/import/imageKind.ts';
import { imageSize } from '../../../../engine/import/imageSize.ts';
import { fixtureDocument } from './uvttFixture.ts';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(
    parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)),
  );

/** A RIFF/WebP header whose size field says `declared` bytes follow the first eight. */
function webp(declared: number, total: number): Uint8Array {
  const out = new Uint8Array(total);
  out.set(Buffer.from('RIFF', 'latin1'), 0);
  new DataView(out.buffer).setUint32(4, declared, true);
  out.set(Buffer.from('WEBPVP8 ', 'latin1'), 8);
  return out;
}

describe('decodeBase64', () => {
  it('decodes what Node encodes, padded or wrapped over lines', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 200 }), fc.boolean(), (data, wrap) => {
        let text = Buffer.from(data).toString('base64');
        if (wrap) text = text.replace(/(.{76})/g, '$1\r\n');
        const decoded = decodeBase64(text);
        expect(decoded.ok && [...decoded.bytes]).toEqual([...data]);
      }),
    );
    expect(decodeBase64('')).toEqual({ ok: false, reason: 'it is empty' });
  });

  it('refuses text cut mid-character, misplaced padding and foreign characters', () => {
    expect(decodeBase64('QUJD' + 'R')).toEqual({
      ok: false,
      reason: 'it ends mid-character: the text is cut short',
    });
    expect(decodeBase64('QUJDR=')).toMatchObject({ ok: false, reason: /padding/ });
    expect(decodeBase64('QU-D')).toMatchObject({ ok: false, reason: /character 3/ });
  });
});

describe('imageKind: the format from the bytes, and whether the file is whole', () => {
  const png = bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82],
  );
  const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);

  it('knows PNG, JPEG and WebP, whole', () => {
    expect(imageKind(png)).toEqual({ ok: true, type: 'image/png' });
    expect(imageKind(jpeg)).toEqual({ ok: true, type: 'image/jpeg' });
    expect(imageKind(webp(24, 32))).toEqual({ ok: true, type: 'image/webp' });
  });

  it('refuses each of them cut short', () => {
    expect(imageKind(png.slice(0, -1))).toMatchObject({ ok: false, reason: /PNG .* cut short/ });
    expect(imageKind(jpeg.slice(0, -1))).toMatchObject({ ok: false, reason: /JPEG .* cut short/ });
    expect(imageKind(webp(40, 32))).toMatchObject({ ok: false, reason: /WebP .* cut short/ });
  });

  it('refuses what is no image of those kinds, whatever its name', () => {
    for (const other of [
      bytes('GIF89a'),
      bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      bytes('RIFF'),
    ]) {
      expect(imageKind(other)).toEqual({
        ok: false,
        reason: 'it is not a PNG, WebP or JPEG image',
      });
    }
  });
});

describe('imageSize: the size from the header, as the image save records it', () => {
  it('reads a PNG’s IHDR', () => {
    expect(imageSize(Buffer.from(fixtureDocument().image, 'base64'), 'image/png')).toEqual([
      1280, 1280,
    ]);
  });

  it('reads a JPEG’s first frame, past the other segments', () => {
    const app0 = [0xff, 0xe0, 0, 4, 0, 0];
    const sof2 = [0xff, 0xc2, 0, 11, 8, 0x01, 0x2c, 0x02, 0x58, 3, 0, 0, 0];
    expect(imageSize(bytes([0xff, 0xd8], app0, sof2, [0xff, 0xd9]), 'image/jpeg')).toEqual([
      600, 300,
    ]);
  });

  it('reads each kind of WebP: lossy, lossless and extended', () => {
    const lossy = webp(30, 40);
    lossy.set(Buffer.from('VP8 ', 'latin1'), 12);
    lossy.set([0x9d, 0x01, 0x2a, 0x80, 0x02, 0xe0, 0x01], 23);
    expect(imageSize(lossy, 'image/webp')).toEqual([640, 480]);
    const lossless = webp(30, 40);
    lossless.set(Buffer.from('VP8L', 'latin1'), 12);
    // width − 1 = 99, height − 1 = 49, packed 14 bits each.
    const bits = 99 | (49 << 14);
    lossless.set([0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, 0], 20);
    expect(imageSize(lossless, 'image/webp')).toEqual([100, 50]);
    const extended = webp(30, 40);
    extended.set(Buffer.from('VP8X', 'latin1'), 12);
    extended.set([0x3f, 0x1f, 0, 0xff, 0x0f, 0], 24);
    expect(imageSize(extended, 'image/webp')).toEqual([8000, 4096]);
  });
});

describe('readBackgroundImage', () => {
  it("gives an image save, ignoring a data: URL's declared type", () => {
    const png = fixtureDocument().image;
    const read = readBackgroundImage(`data:image/jpeg;base64,${png}`);
    expect(read).toEqual({
      ok: true,
      image: { type: 'image/png', width: 1280, height: 1280, bytes: png },
    });
  });

  it('refuses an image over 50 MB, or wider than a texture may be, in words', () => {
    const huge = 'A'.repeat(Math.ceil((50 * 1024 * 1024 + 10) / 3) * 4);
    expect(readBackgroundImage(huge)).toEqual({ ok: false, reason: 'the image is over 50 MB' });
    const wide = bytes(
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13],
      'IHDR',
      [0, 0, 0x4e, 0x20, 0, 0, 0x01, 0x00],
      [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82],
    );
    expect(readBackgroundImage(Buffer.from(wide).toString('base64'))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^the image is unusable: width: .*16384/),
    });
  });
});
