import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SLOW_TESTS, isSlowTest } from '../projects.ts';

/**
 * Issue 35: `npm run test:unit` runs the fast project alone, and it stays fast and steady on a
 * busy machine only while none of its files waits on the world outside its own memory.
 */
const root = path.resolve(import.meta.dirname, '../..');
/** This file, which names the giveaway words without doing any of it. */
const self = 'tests/unit/projects.test.ts';

/** What a fast test may not do, each with the words that give it away in its source. */
const OUTSIDE_WORLD: readonly { what: string; pattern: RegExp }[] = [
  { what: 'starts a child process', pattern: /child_process/ },
  { what: 'starts a worker thread', pattern: /worker_threads|JudgePool|judgePool/ },
  { what: 'runs ESLint', pattern: /from 'eslint'/ },
  { what: 'drives a browser', pattern: /playwright/ },
  { what: 'starts a web host', pattern: /startWebHost|webHostClient|createServer|\.listen\(/ },
  { what: 'writes a data folder', pattern: /useTempDirs|mkdtemp/ },
];

function testFiles(): string[] {
  return ['tests/unit', 'tests/scenarios'].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .map((file) => `${dir}/${file.split(path.sep).join('/')}`)
      .filter((file) => /\.test\.tsx?$/.test(file)),
  );
}

describe('the fast and slow projects (issue 35)', () => {
  it('keeps every fast test inside its own memory: no process, thread, browser, ESLint, host or folder', () => {
    const offenders = testFiles()
      .filter((file) => !isSlowTest(file) && file !== self)
      .flatMap((file) => {
        const source = readFileSync(path.join(root, file), 'utf8');
        return OUTSIDE_WORLD.filter(({ pattern }) => pattern.test(source)).map(
          ({ what }) => `${file} ${what}: list it in tests/projects.ts's SLOW_TESTS`,
        );
      });
    expect(offenders).toEqual([]);
  });

  it('names only paths that exist, so a renamed slow test cannot fall into the fast project', () => {
    expect(SLOW_TESTS.filter(({ path: p }) => !existsSync(path.join(root, p)))).toEqual([]);
  });

  it('puts each test file in exactly one project', () => {
    const files = testFiles();
    const slow = files.filter(isSlowTest);
    expect(slow.length).toBeGreaterThan(0);
    expect(slow.length).toBeLessThan(files.length);
  });
});
