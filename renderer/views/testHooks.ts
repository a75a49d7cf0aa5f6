import type { GameMap } from '../../engine/model/map.ts';
import type { Board } from '../board/Board.ts';
import type { Store } from '../state/store.ts';

export interface BoardTestHooks {
  /** A point in grid units (vertex [x, y] is the top-left of square [x, y]) as page pixels. */
  pointToClient(x: number, y: number): { x: number; y: number };
  view(): { x: number; y: number; scale: number };
  nextFrame(): Promise<void>;
  currentMap(): GameMap;
  renderer(): string;
}

declare global {
  interface Window {
    highNoonBoard?: BoardTestHooks;
  }
}

/**
 * Read-only hooks for the end-to-end tests: where a square lands on screen, so a screenshot can be
 * sampled at known squares, and the map as the app holds it. They change nothing.
 */
export function exposeTestHooks(board: Board, currentMap: Store<GameMap>): void {
  window.highNoonBoard = {
    pointToClient: (x, y) => board.pointToClient(x, y),
    view: () => ({ ...board.view }),
    nextFrame: () => board.nextFrame(),
    currentMap: () => currentMap.get(),
    renderer: () => board.renderer,
  };
}
