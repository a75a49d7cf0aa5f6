/**
 * Windows' ICO and macOS's ICNS, both as containers of PNG images: each format has accepted PNG
 * entries for years (ICO since Vista, ICNS since 10.7), so the one SVG rendered at each size is all
 * they hold, with no bitmap encoder of our own.
 */

export interface SizedPng {
  size: number;
  png: Buffer;
}

/** The ICO file of these square PNGs; a size of 256 is written as 0, as the format says. */
export function icoOf(images: readonly SizedPng[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1: an icon, not a cursor
  header.writeUInt16LE(images.length, 4);
  const entries = Buffer.alloc(16 * images.length);
  let offset = header.length + entries.length;
  images.forEach(({ size, png }, i) => {
    if (size > 256) throw new Error(`an ICO image is at most 256 px, not ${size}`);
    const at = 16 * i;
    entries.writeUInt8(size === 256 ? 0 : size, at);
    entries.writeUInt8(size === 256 ? 0 : size, at + 1);
    entries.writeUInt8(0, at + 2); // no palette
    entries.writeUInt8(0, at + 3);
    entries.writeUInt16LE(1, at + 4); // colour planes
    entries.writeUInt16LE(32, at + 6); // bits per pixel
    entries.writeUInt32LE(png.length, at + 8);
    entries.writeUInt32LE(offset, at + 12);
    offset += png.length;
  });
  return Buffer.concat([header, entries, ...images.map((image) => image.png)]);
}

/** The ICNS element types that hold a PNG of each size. */
export const ICNS_TYPES: Record<number, string> = {
  16: 'icp4',
  32: 'icp5',
  64: 'icp6',
  128: 'ic07',
  256: 'ic08',
  512: 'ic09',
  1024: 'ic10',
};

/** The ICNS file of these square PNGs: 'icns', the total length, then type, length, data each. */
export function icnsOf(images: readonly SizedPng[]): Buffer {
  const elements = images.map(({ size, png }) => {
    const type = ICNS_TYPES[size];
    if (!type) throw new Error(`ICNS has no PNG element for ${size} px`);
    const head = Buffer.alloc(8);
    head.write(type, 0, 'latin1');
    head.writeUInt32BE(png.length + 8, 4);
    return Buffer.concat([head, png]);
  });
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'latin1');
  head.writeUInt32BE(8 + elements.reduce((sum, e) => sum + e.length, 0), 4);
  return Buffer.concat([head, ...elements]);
}
