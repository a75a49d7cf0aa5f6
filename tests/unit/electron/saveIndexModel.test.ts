import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SaveStore } from '../../../electron/store/saveStore.ts';
import { mapSchema } from '../../../engine/model/map.ts';
import sample from '../../../assets/maps/dusty-crossing.json';

/** npm test runs 25 sequences; npm run soak 1,000. */
const RUNS = Number(process.env.INDEX_MODEL_RUNS ?? 25);
const map = mapSchema.parse(sample);
const NAMES = ['Bank', 'bank', 'Jail'] as const;
const name = fc.constantFrom(...NAMES);

/** What a Dealer (or a hand copying files) does to the maps, in any order. */
type Step =
  | { op: 'save'; name: string; overwrite: boolean; note: number }
  | { op: 'rename' | 'duplicate'; from: string; to: string }
  | { op: 'delete'; name: string }
  | { op: 'copyByHand'; name: string; year: number };

// Writes and hand-made twins weighted up: a label goes wrong, if at all, where twins and writes meet.
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('save' as const),
      name,
      overwrite: fc.boolean(),
      note: fc.nat(99),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constantFrom('rename' as const, 'duplicate' as const),
      from: name,
      to: name,
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('delete' as const), name }) },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('copyByHand' as const),
      name,
      year: fc.constantFrom(2000, 2500, 2999),
    }),
  },
);

async function apply(store: SaveStore, dir: string, s: Step, n: number): Promise<void> {
  const refused = () => undefined;
  switch (s.op) {
    case 'save':
      return void (await store
        .save('map', s.name, { ...map, dealerNotes: `note ${s.note}` }, { overwrite: s.overwrite })
        .catch(refused));
    case 'rename':
      return void (await store.rename('map', s.from, s.to).catch(refused));
    case 'duplicate':
      return void (await store.duplicate('map', s.from, s.to).catch(refused));
    case 'delete':
      return void (await store.delete('map', s.name).catch(refused));
    case 'copyByHand': {
      // A file put beside the saves with a name one of them may hold: a twin, older than every
      // save written here or newer, even after the next write (2500, 2999: a clock gone wrong).
      const doc = {
        schemaVersion: 3,
        kind: 'map',
        name: s.name,
        savedAt: `${s.year}-01-01T00:00:00.000Z`,
        data: { ...map, dealerNotes: `copy ${n}` },
      };
      await writeFile(path.join(dir, 'saves', 'maps', `hand-copy-${n}.json`), JSON.stringify(doc));
    }
  }
}

/** What each name a pick can open holds, as a store that reads every file afresh sees it. */
async function opensAfresh(dir: string): Promise<Map<string, string>> {
  // Removed at once, not after the test: a soak's thousands would outlast any hook's time.
  const copy = await mkdtemp(path.join(os.tmpdir(), 'high-noon-afresh-'));
  try {
    await cp(path.join(dir, 'saves', 'maps'), path.join(copy, 'saves', 'maps'), {
      recursive: true,
    });
    const fresh = await SaveStore.open(copy);
    const opens = new Map<string, string>();
    for (const s of await fresh.list('map')) opens.set(s.name, await notesOf(fresh, s.name));
    await fresh.close();
    return opens;
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

async function notesOf(store: SaveStore, label: string): Promise<string> {
  return ((await store.load('map', label)).data as { dealerNotes: string }).dealerNotes;
}

describe('the index kept in memory (issue 16, item 6)', () => {
  it(
    'opens by every name what a store reading every file afresh opens, whatever was done before',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
          const dir = await mkdtemp(path.join(os.tmpdir(), 'high-noon-index-model-'));
          const store = await SaveStore.open(dir);
          try {
            for (const [n, s] of steps.entries()) {
              await apply(store, dir, s, n);
              // Looked up by name only, never listed: a list reads every folder, which would
              // hide a label the operations alone got wrong.
              const afresh = await opensAfresh(dir);
              for (const [label, notes] of afresh)
                expect(
                  await notesOf(store, label),
                  `${label} after ${JSON.stringify(steps.slice(0, n + 1))}`,
                ).toBe(notes);
              for (const other of NAMES)
                if (![...afresh.keys()].some((l) => l.toLowerCase() === other.toLowerCase()))
                  await expect(store.load('map', other)).rejects.toMatchObject({
                    code: 'not_found',
                  });
            }
          } finally {
            await store.close();
            await rm(dir, { recursive: true, force: true });
          }
        }),
        { numRuns: RUNS },
      );
    },
    Math.max(120_000, RUNS * 300),
  );
});
