import { parentPort } from 'node:worker_threads';
import { decideNow } from '../../common/computerPlayer.ts';
import type { WorkerAnswer, WorkerQuestion } from '../../common/workerPlayer.ts';

/**
 * The computer's thinking on the host, off the table room's thread (issue 38, item 1): the hard
 * level's playouts run here, so no screen waits on them. It answers each question, which holds
 * only the side's view (sideView), with the decision the window's Web Worker would make
 * (renderer/ai/aiWorker.ts), tagged with the question's id.
 */
const port = parentPort;
if (!port) throw new Error('computerThread.ts runs as a worker thread (threadPlayer.ts starts it)');

port.on('message', ({ id, request }: WorkerQuestion) => {
  const answer: WorkerAnswer = { id, move: decideNow(request) };
  port.postMessage(answer);
});
