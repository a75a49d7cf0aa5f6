import { Worker } from 'node:worker_threads';
import { inProcessPlayer, type ComputerPlayer } from '../../common/computerPlayer.ts';
import {
  workerPlayer,
  type WorkerAnswer,
  type WorkerLike,
  type WorkerQuestion,
} from '../../common/workerPlayer.ts';
import { threadEntry } from '../threadEntry.ts';

/**
 * The computer's player on the host: the window's workerPlayer (its deadline, its fallback to the
 * normal level, its cancel by ending the thread), thinking in a worker thread (computerThread.ts).
 * Where the thread's file was not built, it thinks on the room's thread: slower for the hard
 * level, but the table still plays.
 */
export function threadPlayer(): ComputerPlayer {
  const entry = threadEntry(import.meta.url, 'computerThread.ts', 'computerThread.js');
  if (!entry) return inProcessPlayer();
  return workerPlayer(() => threadWorker(new Worker(entry.file, { workerData: entry.workerData })));
}

/** A worker thread as the window's Worker looks to workerPlayer. */
export function threadWorker(worker: Worker): WorkerLike {
  // A thinking thread never keeps the host's process alive: closing the host ends it.
  worker.unref();
  const like: WorkerLike = {
    postMessage: (message: WorkerQuestion) => worker.postMessage(message),
    terminate: () => {
      // Ended on purpose (a decision cancelled): its exit is no failure to report.
      Object.assign(like, { onmessage: null, onerror: null, onmessageerror: null });
      void worker.terminate();
    },
    onmessage: null,
    onerror: null,
    onmessageerror: null,
  };
  worker.on('message', (data: WorkerAnswer) => like.onmessage?.({ data } as MessageEvent));
  worker.on('error', () => like.onerror?.({} as Event));
  worker.on('messageerror', () => like.onmessageerror?.({} as Event));
  // A thread that stops without answering (killed, out of memory) is a worker that failed.
  worker.on('exit', (code) => {
    if (code !== 0) like.onerror?.({} as Event);
  });
  return like;
}
