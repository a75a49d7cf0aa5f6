import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { threadEntry, type ThreadEntry } from '../../threadEntry.ts';
import { StoreError } from '../storeError.ts';
import type { JudgeOp, JudgeOps, JudgeReply, JudgeRequest } from './judgeMessages.ts';

/** What the store asks of a judge; a pool of worker threads, or a fake in a test. */
export interface Judge {
  /** `transfer`: buffers of `args` that move to the judging thread instead of being copied. */
  run<K extends JudgeOp>(
    op: K,
    args: JudgeOps[K]['args'],
    transfer?: ArrayBuffer[],
  ): Promise<JudgeOps[K]['value']>;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  pending: Map<number, Pending>;
}

/**
 * The store's heavy work on worker threads (issue 16, HD3): a save is parsed and validated there,
 * so the main thread (Electron's, which draws every window, or the web host's, which answers every
 * request) is never held by it. Two threads, so one long judgement (a 17 MB map) does not hold up
 * the load of another save beside it.
 *
 * Threads start when first needed and do not keep the process alive while idle. A thread that
 * dies fails the requests it held, in words, and the next request starts a new one.
 */
export class JudgePool implements Judge {
  private readonly threads: Thread[] = [];
  private nextId = 1;
  private readonly size: number;

  constructor(size = Math.min(2, Math.max(1, availableParallelism()))) {
    this.size = size;
  }

  run<K extends JudgeOp>(
    op: K,
    args: JudgeOps[K]['args'],
    transfer: ArrayBuffer[] = [],
  ): Promise<JudgeOps[K]['value']> {
    const thread = this.leastBusy();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      thread.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      thread.worker.ref();
      thread.worker.postMessage({ id, op, args } as JudgeRequest, transfer);
    });
  }

  /** Stops every thread; a request under way fails. */
  async close(): Promise<void> {
    const threads = this.threads.splice(0);
    await Promise.all(threads.map((t) => t.worker.terminate()));
  }

  private leastBusy(): Thread {
    const idle = this.threads.find((t) => t.pending.size === 0);
    if (idle) return idle;
    if (this.threads.length < this.size) return this.start();
    return this.threads.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
  }

  private start(): Thread {
    const { file, workerData } = workerEntry();
    const worker = new Worker(file, { workerData });
    const thread: Thread = { worker, pending: new Map() };
    worker.unref();
    worker.on('message', (reply: JudgeReply) => {
      const waiting = thread.pending.get(reply.id);
      if (!waiting) return;
      thread.pending.delete(reply.id);
      if (thread.pending.size === 0) worker.unref();
      if (reply.ok) waiting.resolve(reply.value);
      else waiting.reject(judgeFault(reply.message));
    });
    const fail = (why: string) => {
      const at = this.threads.indexOf(thread);
      if (at >= 0) this.threads.splice(at, 1);
      for (const waiting of thread.pending.values()) waiting.reject(judgeFault(why));
      thread.pending.clear();
    };
    worker.on('error', (error) => fail(error.message));
    worker.on('exit', (code) => fail(`it stopped (exit code ${code})`));
    this.threads.push(thread);
    return thread;
  }
}

function judgeFault(why: string): StoreError {
  return new StoreError('io', `The save checker failed: ${why}. Try again.`);
}

/**
 * The judge's entry: dist/electron/judgeWorker.js beside main.js when the app is built, or its
 * TypeScript source in development and tests (threadEntry).
 */
function workerEntry(): ThreadEntry {
  const entry = threadEntry(import.meta.url, 'judgeWorker.ts', 'judgeWorker.js');
  if (entry) return entry;
  throw new StoreError('io', 'The save checker is missing: judgeWorker.js was not built.');
}

let shared: JudgePool | null = null;

/** The process's one pool, which every store of it shares. */
export function sharedJudgePool(): JudgePool {
  shared ??= new JudgePool();
  return shared;
}
