import { inProcessPlayer, type ComputerPlayer } from './computerPlayer.ts';
import { workerPlayer } from './workerPlayer.ts';

/**
 * The computer player the table uses: in a Web Worker wherever there are workers, so the hard
 * level never freezes the window (issue 14, item 4); on this thread where there are none (node,
 * tests). The table never knows where the thinking happens.
 */
export function createComputerPlayer(): ComputerPlayer {
  return typeof Worker !== 'undefined' ? workerPlayer() : inProcessPlayer();
}
