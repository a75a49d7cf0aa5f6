// Starts a worker thread from TypeScript source, in development and tests (`npm run web` through
// tsx, Vitest): a worker does not inherit the TypeScript loader of the thread that starts it, so
// it registers tsx's own, then imports its entry. The packaged app starts the built .js instead.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
