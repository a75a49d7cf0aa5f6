/**
 * A PNG written as it is drawn (issue 12, item 6): rows go in a strip at a time, through the
 * browser's own zlib stream (CompressionStream 'deflate' is RFC 1950, the format IDAT wants), and
 * come out as IDAT chunks. A 16,384-px-square board is 1 GiB of RGBA: it never exists whole, only
 * the strip being drawn and the compressed parts, which the Blob keeps.
 */
export class PngStream {
  private readonly parts: BlobPart[] = [];
  private readonly writer: WritableStreamDefaultWriter<BufferSource>;
  private readonly drained: Promise<void>;
  private rowsWritten = 0;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1)
      throw new RangeError(`a PNG needs a whole size of at least 1×1, not ${width}×${height}`);
    this.parts.push(PNG_SIGNATURE, chunk('IHDR', header(width, height)));
    const deflate = new CompressionStream('deflate');
    this.writer = deflate.writable.getWriter();
    this.drained = this.collect(deflate.readable);
  }

  /** How many of the image's rows are in. */
  get rows(): number {
    return this.rowsWritten;
  }

  /**
   * Adds `count` rows of straight (not premultiplied) RGBA, top to bottom, `width * 4` bytes each.
   * Each row is filtered with Sub (PNG filter 1): flat areas, most of a map, become runs of zeros.
   */
  async writeRows(rgba: Uint8Array, count: number): Promise<void> {
    const stride = this.width * 4;
    if (rgba.length < count * stride)
      throw new RangeError(`${count} rows of ${this.width} px need ${count * stride} bytes`);
    if (this.rowsWritten + count > this.height)
      throw new RangeError(`the image has ${this.height} rows; ${this.rowsWritten + count} given`);
    const filtered = new Uint8Array(count * (stride + 1));
    for (let row = 0; row < count; row++) {
      const from = row * stride;
      const to = row * (stride + 1);
      filtered[to] = 1;
      for (let i = 0; i < stride; i++) {
        const left = i < 4 ? 0 : rgba[from + i - 4]!;
        filtered[to + 1 + i] = (rgba[from + i]! - left) & 0xff;
      }
    }
    this.rowsWritten += count;
    await this.writer.ready;
    await this.writer.write(filtered);
  }

  /** The whole file, once every row is in. */
  async finish(): Promise<Blob> {
    if (this.rowsWritten !== this.height)
      throw new RangeError(`the image has ${this.height} rows; only ${this.rowsWritten} given`);
    await this.writer.close();
    await this.drained;
    this.parts.push(chunk('IEND', new Uint8Array(0)));
    return new Blob(this.parts, { type: 'image/png' });
  }

  /** Stops a write half done: nothing more is kept. */
  async abort(): Promise<void> {
    this.parts.length = 0;
    await this.writer.abort().catch(() => undefined);
  }

  private async collect(readable: ReadableStream<Uint8Array>): Promise<void> {
    const reader = readable.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      if (value.length > 0) this.parts.push(chunk('IDAT', value));
    }
  }
}

const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** IHDR: the size, 8 bits a channel, colour type 6 (RGBA), deflate, adaptive filters, no interlace. */
function header(width: number, height: number): Uint8Array {
  const data = new Uint8Array(13);
  const view = new DataView(data.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  data.set([8, 6, 0, 0, 0], 8);
  return data;
}

/** A chunk: its length, its type, its data, and the CRC of type and data. */
function chunk(type: string, data: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out, 4, 8 + data.length));
  return out;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** The CRC-32 PNG puts after each chunk (ISO 3309), of bytes [from, to). */
export function crc32(bytes: Uint8Array, from = 0, to = bytes.length): number {
  let c = 0xffffffff;
  for (let i = from; i < to; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
