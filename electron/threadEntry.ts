import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** How to start a worker thread: its file, and what tsx's boot needs to load its source. */
export interface ThreadEntry {
  file: string;
  workerData?: { entry: string };
}

/**
 * A worker thread's entry: `built` beside the calling module when the app is built (every thread
 * is bundled next to main.js, into which its caller is bundled; scripts/lib/build.ts), or its
 * TypeScript `source`, beside the caller, started through tsx's loader (tsWorkerBoot.mjs) in
 * development and tests. Null when the built file is missing: the caller says what that costs.
 */
export function threadEntry(caller: string, source: string, built: string): ThreadEntry | null {
  const here = fileURLToPath(caller);
  const dir = path.dirname(here);
  if (!here.endsWith('.ts')) {
    const file = path.join(dir, built);
    return existsSync(file) ? { file } : null;
  }
  return {
    file: fileURLToPath(new URL('./store/judge/tsWorkerBoot.mjs', import.meta.url)),
    workerData: { entry: pathToFileURL(path.join(dir, source)).href },
  };
}
