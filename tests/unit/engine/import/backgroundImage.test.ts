import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readBackgroundImage } from '../../../../engine/import/backgroundImage.ts';
import { decodeBase64 } from '../../../../engine/import/base64.ts';
import { imageKind } from '../../../../engine/import/imageKind.ts';
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
    expect(imageKind(png)).toEqual({ ok: true, mime: 'image/png' });
    expect(imageKind(jpeg)).toEqual({ ok: true, mime: 'image/jpeg' });
    expect(imageKind(webp(24, 32))).toEqual({ ok: true, mime: 'image/webp' });
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

describe('readBackgroundImage', () => {
  it("ignores a data: URL's declared type and reads the bytes", () => {
    const png = fixtureDocument().image;
    const read = readBackgroundImage(`data:image/jpeg;base64,${png}`, 70);
    expect(read).toMatchObject({ ok: true, image: { mime: 'image/png', pixelsPerSquare: 70 } });
    expect(read.ok && read.image.base64).toBe(png);
  });

  it('refuses an image over 50 MB in words', () => {
    const huge = 'A'.repeat(Math.ceil((50 * 1024 * 1024 + 10) / 3) * 4);
    expect(readBackgroundImage(huge, 50)).toEqual({ ok: false, reason: 'the image is over 50 MB' });
  });
});
