import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inThreadJudge } from '../../../electron/store/judge/inThreadJudge.ts';
import { JudgePool, type Judge } from '../../../electron/store/judge/judgePool.ts';
import { SaveStore } from '../../../electron/store/saveStore.ts';
import { StoreError } from '../../../electron/store/storeError.ts';
import { useTempDirs } from './tempDir.ts';

const tempDir = useTempDirs();
const pools: JudgePool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

function pool(): JudgePool {
  const made = new JudgePool(1);
  pools.push(made);
  return made;
}

const dusty = JSON.parse(await readFile('tests/fixtures/map-v3.json', 'utf8')).data as {
  size: [number, number];
};

/**
 * A map body of `count` squares, every one on the map: all valid, all to be read. The map is the
 * largest, as its areas list four times `count` squares between them (map.ts, maxAreaSquares).
 */
function bigMapBody(count: number): string {
  const squares: [number, number][] = [];
  for (let i = 0; i < count; i++) squares.push([i % dusty.size[0], i % dusty.size[1]]);
  const cover = [0, 1, 2, 3].map((n) => ({ id: `pile-${n}`, kind: 'crate', squares }));
  const data = { ...dusty, size: [500, 500], cover };
  return JSON.stringify({ kind: 'map', name: 'Heavy', data });
}

function bytes(text: string): ArrayBuffer {
  return new TextEncoder().encode(text).buffer as ArrayBuffer;
}

/** How many times a 1 ms timer of this thread fired while `work` ran. */
async function ticksDuring(work: () => Promise<unknown>): Promise<number> {
  let ticks = 0;
  const timer = setInterval(() => (ticks += 1), 1);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return ticks;
}

describe('the save checker runs off the main thread (issue 16, HD3)', () => {
  it('judges a save on a worker thread: this thread goes on meanwhile, as it cannot in-thread', async () => {
    const body = bigMapBody(200_000);
    const judges: Judge[] = [pool(), inThreadJudge];
    const ticks: number[] = [];
    for (const judge of judges) {
      // Started once beforehand, so the worker's start is not what is counted.
      await judge.run('writeBody', { body: bytes('{}'), knownHashes: [] });
      ticks.push(
        await ticksDuring(async () => {
          const judged = await judge.run('writeBody', { body: bytes(body), knownHashes: [] });
          expect(judged).toMatchObject({ ok: true, data: { ok: true } });
        }),
      );
    }
    const [offThread, inThread] = ticks;
    // In-thread, the timer cannot fire until the judgement is over: at most once, after it.
    expect(inThread).toBeLessThanOrEqual(1);
    expect(offThread).toBeGreaterThan(5);
  });

  it('fails what a thread held when it dies, in words, and judges the next on a new one', async () => {
    const judge = pool();
    const dir = await tempDir();
    const file = path.join(dir, 'saloon.json');
    await writeFile(
      file,
      JSON.stringify({ schemaVersion: 3, kind: 'map', name: 'Saloon', savedAt: '', data: dusty }),
    );
    const request = {
      kind: 'map' as const,
      at: file,
      where: 'maps/saloon.json',
      want: { want: 'header' as const },
    };
    await judge.run('file', request);
    const held = judge.run('writeBody', { body: bytes(bigMapBody(200_000)), knownHashes: [] });
    // The thread is stopped as if it had crashed under the judgement.
    await (
      judge as unknown as { threads: { worker: { terminate(): Promise<number> } }[] }
    ).threads[0]!.worker.terminate();
    const failure = await held.then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(StoreError);
    expect((failure as StoreError).code).toBe('io');
    expect((failure as StoreError).message).toMatch(/^The save checker failed: .*Try again\.$/);
    expect(await judge.run('file', request)).toMatchObject({
      ok: true,
      header: { name: 'Saloon' },
    });
  });

  it('lists a 17 MB map of 2,400,000 squares off the map with its problem, not reading them', async () => {
    const dir = await tempDir();
    const store = await SaveStore.open(dir, { judge: pool() });
    const squares = Array.from({ length: 2_400_000 }, () => [99, 9]);
    const text = JSON.stringify({
      schemaVersion: 3,
      kind: 'map',
      name: 'Pathological',
      savedAt: '2026-12-01T00:00:00.000Z',
      data: { ...dusty, cover: [{ id: 'c', kind: 'crate', squares }] },
    });
    expect(text.length).toBeGreaterThan(16 * 1024 * 1024);
    await writeFile(path.join(dir, 'saves', 'maps', 'pathological.json'), text);
    const [listed] = await store.list('map');
    // Refused before it is parsed, it is listed under the name its text gives all the same.
    expect(listed).toMatchObject({ name: 'Pathological' });
    expect(listed!.problem).toBe(
      'maps/pathological.json does not validate: data.cover[0].squares: lists more than ' +
        '250,000 elements, more than any list of a save may hold',
    );
  });
});
