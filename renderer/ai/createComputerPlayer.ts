import { inProcessPlayer, type ComputerPlayer } from './computerPlayer.ts';

/**
 * The computer player the table uses. For now on this thread; the worker (issue 14, item 4) takes
 * its place here, so the table never knows where the thinking happens.
 */
export function createComputerPlayer(): ComputerPlayer {
  return inProcessPlayer();
}
