import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SaveStore } from '../../../../electron/store/saveStore.ts';
import { StoreError } from '../../../../electron/store/storeError.ts';
import { seededRandom } from '../../../bench/harness.ts';
import { useTempDirs } from '../tempDir.ts';
import { scaled } from '../../../slowdown.ts';

/**
 * Issue 16: fuzzed save files dropped into the library's folders, as a copy by hand or a damaged
 * disk would leave them. The store opens, lists every one, and loads each: a file it cannot use
 * is listed with its problem and refused with a StoreError in words, never a crash or a raw
 * TypeError, and nothing is written outside the data folder. `npm test` drops FUZZ_SAVE_FILES
 * (1,000); `npm run soak` 10,000.
 */
const COUNT = Number(process.env.FUZZ_SAVE_FILES ?? 1000);
const tempDir = useTempDirs();

const FIXTURES: [folder: string, file: string][] = [
  ['maps', 'map-v3.json'],
  ['maps', 'map-v1.json'],
  ['characters', 'character-v1.json'],
  ['npcs', 'npc-v1.json'],
  ['encounters', 'encounter-v2.json'],
  ['campaigns', 'campaign-v1.json'],
  ['sessions', 'session-v2.json'],
  ['sessions', 'session-v1.json'],
  ['images', 'image-v1.json'],
  ['practices', 'practice-v1.json'],
  ['fingerguns', 'fingerguns-v1.json'],
  ['texas', 'texas-v1.json'],
];

/** What a bad value can be: wrong types, extremes, prototype names, a deep nest. */
function oddValue(random: () => number): unknown {
  const nest = (depth: number): unknown => (depth === 0 ? 1 : [nest(depth - 1)]);
  const choices: (() => unknown)[] = [
    () => null,
    () => -1,
    () => 1e308,
    () => 0.5,
    () => '',
    () => 'x'.repeat(Math.floor(random() * 5000)),
    () => '\u202e\u200b',
    () => [],
    () => ({}),
    () => true,
    () => JSON.parse('{"__proto__": {"polluted": 1}, "constructor": 2}'),
    () => nest(50 + Math.floor(random() * 2000)),
    () => Array.from({ length: Math.floor(random() * 3000) }, () => ['x', -1]),
    // Now and then the flood that once took the library down (HD1): 150,000 bad elements.
    () => (random() < 0.05 ? new Array<string>(150_000).fill('x') : []),
  ];
  return choices[Math.floor(random() * choices.length)]!();
}

/** One random change somewhere in a parsed document: a value replaced, or a key removed. */
function mutate(doc: unknown, random: () => number): void {
  let node = doc as Record<string, unknown>;
  for (let depth = 0; depth < 8; depth++) {
    const keys = Object.keys(node);
    if (keys.length === 0) return;
    const key = keys[Math.floor(random() * keys.length)]!;
    const child = node[key];
    if (child && typeof child === 'object' && random() < 0.7) {
      node = child as Record<string, unknown>;
      continue;
    }
    if (random() < 0.2) delete node[key];
    else node[key] = oddValue(random);
    return;
  }
}

/** The file's text: the mutated document, now and then cut short, with a BOM, or a byte flipped. */
function fuzzedText(fixture: string, random: () => number): string {
  const doc: unknown = JSON.parse(fixture);
  for (let i = 0, n = 1 + Math.floor(random() * 3); i < n; i++) mutate(doc, random);
  let text = JSON.stringify(doc);
  const roll = random();
  if (roll < 0.1) text = text.slice(0, Math.floor(random() * text.length));
  else if (roll < 0.15) text = `\ufeff${text}`;
  else if (roll < 0.2) {
    const at = Math.floor(random() * text.length);
    text = text.slice(0, at) + String.fromCharCode(Math.floor(random() * 128)) + text.slice(at + 1);
  }
  return text;
}

describe('fuzzed save files (issue 16)', () => {
  it(
    `${COUNT} damaged files are each listed and refused in words, and nothing is written outside`,
    async () => {
      const root = await tempDir();
      const dataDir = path.join(root, 'data');
      await SaveStore.open(dataDir);
      const random = seededRandom(1616);
      const fixtures = await Promise.all(
        FIXTURES.map(async ([folder, file]) => ({
          folder,
          text: await readFile(path.join('tests/fixtures', file), 'utf8'),
        })),
      );
      for (let i = 0; i < COUNT; i++) {
        const { folder, text } = fixtures[i % fixtures.length]!;
        const dir = path.join(dataDir, 'saves', folder);
        await mkdir(dir, { recursive: true });
        await writeFile(path.join(dir, `fuzz-${i}.json`), fuzzedText(text, random));
      }

      const store = await SaveStore.open(dataDir);
      const listed = await store.list();
      expect(listed.length).toBeGreaterThan(0);
      let refused = 0;
      for (const entry of listed) {
        try {
          await store.load(entry.kind, entry.name);
        } catch (error) {
          // Refused, in words: a StoreError with a sentence, never a raw TypeError or RangeError.
          expect(error, `${entry.kind} ${entry.name}`).toBeInstanceOf(StoreError);
          expect((error as Error).message.length).toBeGreaterThan(10);
          refused += 1;
        }
        if (entry.problem)
          expect(entry.problem).not.toMatch(/Maximum call stack|TypeError|Cannot read prop/);
      }
      // Most damaged files are refused; a few mutations land on what a save may leave out.
      expect(refused).toBeGreaterThan(COUNT / 4);
      // Nothing beside the data folder, and nothing in it but the store's own.
      expect(await readdir(root)).toEqual(['data']);
      for (const name of await readdir(dataDir)) expect(name).toMatch(/^saves$|^index\.json$|lock/);
    },
    scaled(60_000 + COUNT * 20),
  );
});
