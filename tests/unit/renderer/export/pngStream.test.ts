import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { crc32, PngStream } from '../../../../renderer/export/pngStream.ts';
import { exportSize, MAX_EXPORT_SIDE } from '../../../../renderer/export/exportSize.ts';

/** Pixels that no filter predicts: every byte from a small seeded generator. */
function noise(width: number, height: number, seed: number): Uint8Array {
  const out = new Uint8Array(width * height * 4);
  let s = seed >>> 0;
  for (let i = 0; i < out.length; i++) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    out[i] = i % 4 === 3 ? 255 : s >>> 24;
  }
  return out;
}

async function decode(blob: Blob): Promise<PNG> {
  return PNG.sync.read(Buffer.from(await blob.arrayBuffer()));
}

describe('the streamed PNG of a board export (issue 12, item 6)', () => {
  it('decodes to exactly the pixels given, written in strips of any height', async () => {
    const [w, h] = [37, 23];
    const pixels = noise(w, h, 7);
    const png = new PngStream(w, h);
    const stride = w * 4;
    for (const [from, count] of [
      [0, 5],
      [5, 1],
      [6, 17],
    ] as const)
      await png.writeRows(pixels.subarray(from * stride, (from + count) * stride), count);
    const image = await decode(await png.finish());
    expect([image.width, image.height]).toEqual([w, h]);
    expect(Buffer.from(image.data).equals(Buffer.from(pixels))).toBe(true);
  });

  it('compresses a flat board to a small file', async () => {
    const [w, h] = [2048, 256];
    const flat = new Uint8Array(w * h * 4);
    for (let i = 0; i < flat.length; i += 4) flat.set([0xe3, 0xcf, 0xa4, 255], i);
    const png = new PngStream(w, h);
    await png.writeRows(flat, h);
    const blob = await png.finish();
    expect(blob.size).toBeLessThan(flat.length / 100);
    const image = await decode(blob);
    expect(Array.from(image.data.subarray(0, 4))).toEqual([0xe3, 0xcf, 0xa4, 255]);
  });

  it('refuses to finish before every row is in, or to take rows past the last', async () => {
    const png = new PngStream(4, 4);
    await png.writeRows(new Uint8Array(4 * 4 * 2), 2);
    await expect(png.finish()).rejects.toThrow('only 2 given');
    await expect(png.writeRows(new Uint8Array(4 * 4 * 3), 3)).rejects.toThrow('has 4 rows');
  });

  it('uses the CRC-32 PNG chunks need', () => {
    // The CRC of "IEND" with no data, which every PNG ends with.
    expect(crc32(new TextEncoder().encode('IEND'))).toBe(0xae426082);
  });
});

describe('the size of a board export', () => {
  it('is the map size times the pixels a square', () => {
    expect(exportSize([30, 20], 64)).toEqual({ ok: true, width: 1920, height: 1280 });
  });

  it('refuses more than 16,384 px a side in words, saying what would fit', () => {
    const refused = exportSize([200, 200], 128);
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.reason).toContain('25,600 × 25,600 px');
    expect(refused.reason).toContain(`${MAX_EXPORT_SIDE.toLocaleString('en')} px a side`);
    expect(refused.reason).toContain('at most 81 px a square');
    expect(exportSize([200, 200], 81).ok).toBe(true);
  });

  it('refuses pixels a square that are not a whole number in range', () => {
    for (const bad of [0, 7, 513, 12.5, Number.NaN])
      expect(exportSize([10, 10], bad).ok).toBe(false);
  });
});
