import { inProcessPlayer, type ComputerPlayer } from '../../common/computerPlayer.ts';
import { workerPlayer, type WorkerLike } from '../../common/workerPlayer.ts';

/**
 * The computer player the table uses: in a Web Worker wherever there are workers, so the hard
 * level never freezes the window (issue 14, item 4); on this thread where there are none (node,
 * tests). The table never knows where the thinking happens.
 */
export function createComputerPlayer(): ComputerPlayer {
  return typeof Worker !== 'undefined' ? workerPlayer(createAiWorker) : inProcessPlayer();
}

/** The real worker, as Vite bundles it: a module worker from this folder ('self', per the CSP). */
export function createAiWorker(): WorkerLike {
  return new Worker(new URL('./aiWorker.ts', import.meta.url), {
    type: 'module',
  }) as unknown as WorkerLike;
}
