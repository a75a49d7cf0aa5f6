/// <reference lib="webworker" />
import { decideNow } from '../../common/computerPlayer.ts';
import type { WorkerAnswer, WorkerQuestion } from '../../common/workerPlayer.ts';

/**
 * The computer's thinking off the page's thread (issue 14, item 4): the hard level's playouts run
 * here, so the window never freezes. It answers each question with the same decision the page
 * would make (decideNow), tagged with the question's id so a late answer is recognised.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<WorkerQuestion>) => {
  const { id, request } = event.data;
  const answer: WorkerAnswer = { id, move: decideNow(request) };
  scope.postMessage(answer);
};
