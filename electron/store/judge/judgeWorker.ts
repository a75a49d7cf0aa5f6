import { parentPort } from 'node:worker_threads';
import type { JudgeReply, JudgeRequest } from './judgeMessages.ts';
import { performJudgement } from './judgements.ts';

/**
 * A worker thread of the judge pool (judgePool.ts): it runs the store's heavy work
 * (saveJudgement.ts) as asked and answers each request by its id. What a judgement throws is
 * answered as that request's failure, in words; the thread goes on with the next.
 */
const port = parentPort;
if (!port) throw new Error('judgeWorker.ts runs as a worker thread (judgePool.ts starts it)');

port.on('message', (request: JudgeRequest) => {
  void answer(request).then((reply) => port.postMessage(reply));
});

async function answer({ id, op, args }: JudgeRequest): Promise<JudgeReply> {
  try {
    return { id, ok: true, value: await performJudgement(op, args as never) };
  } catch (error) {
    return { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
