import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { SaveStore } from '../../../electron/store/saveStore.ts';

/**
 * The stores the tests open, with their data folders. A store writes its index within a second
 * of a change, on a timer of its own; a folder removed while that write lands is left not empty
 * (ENOTEMPTY, seen at load 20). So the stores opened on a test's folders are closed, their index
 * written, before the folders go, as the app closes its store before it quits.
 */
const openStores = new Map<SaveStore, string>();
const open = SaveStore.open.bind(SaveStore);
SaveStore.open = async (dataDir, options) => {
  const store = await open(dataDir, options);
  openStores.set(store, path.resolve(dataDir));
  return store;
};

/** A real folder per test, removed afterwards: the store is tested against the disk, not a mock. */
export function useTempDirs(): () => Promise<string> {
  const made: string[] = [];
  afterEach(async () => {
    const dirs = made.splice(0);
    const inThem = [...openStores].filter(([, dataDir]) =>
      dirs.some((dir) => dataDir === dir || dataDir.startsWith(dir + path.sep)),
    );
    for (const [store] of inThem) openStores.delete(store);
    // A test may have taken the folder away, or made it unwritable: its close is not what it tests.
    await Promise.allSettled(inThem.map(([store]) => store.close()));
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });
  return async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'high-noon-test-'));
    made.push(dir);
    return dir;
  };
}
