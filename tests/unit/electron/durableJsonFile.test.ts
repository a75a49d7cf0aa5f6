import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DurableJsonFile, writeFileAtomic } from '../../../electron/store/durableJsonFile.ts';
import { useTempDirs } from './tempDir.ts';

const tempDir = useTempDirs();

describe('DurableJsonFile (atomic writes)', () => {
  it('a reader never sees a half-written file while big saves are rewritten', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'big.json');
    const big = (fill: string) => ({
      fill,
      rows: Array.from({ length: 40_000 }, (_, i) => `${fill}${i}`),
    });
    const adapter = new DurableJsonFile<ReturnType<typeof big>>(file);
    await adapter.write(big('a'));
    let reads = 0;
    let writing = true;
    const reader = (async () => {
      while (writing) {
        const parsed = JSON.parse(await readFile(file, 'utf8')) as { fill: string; rows: string[] };
        expect(parsed.rows).toHaveLength(40_000);
        reads += 1;
      }
    })();
    for (const fill of ['b', 'c', 'd', 'e', 'f', 'g']) await adapter.write(big(fill));
    writing = false;
    await reader;
    expect(reads).toBeGreaterThan(0);
    expect((await adapter.read())!.fill).toBe('g');
  });

  it('keeps the old file and leaves no temporary file when the write cannot complete', async () => {
    const dir = await tempDir();
    const target = path.join(dir, 'save.json');
    // A directory in the target's place makes the final rename fail after the data was written.
    await mkdir(target);
    await writeFile(path.join(target, 'inside'), 'kept');
    await expect(writeFileAtomic(target, '{"x":1}')).rejects.toThrow();
    expect(await readdir(dir)).toEqual(['save.json']);
    expect(await readFile(path.join(target, 'inside'), 'utf8')).toBe('kept');
  });

  it('writes compact JSON and reads back null for a missing file', async () => {
    const dir = await tempDir();
    const adapter = new DurableJsonFile<{ a: number[] }>(path.join(dir, 'x.json'));
    expect(await adapter.read()).toBeNull();
    await adapter.write({ a: [1, 2] });
    expect(await readFile(path.join(dir, 'x.json'), 'utf8')).toBe('{"a":[1,2]}');
  });
});
