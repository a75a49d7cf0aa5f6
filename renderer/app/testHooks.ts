import { type LevelName } from '../../engine/core.ts';
import { pendingActor, sideView, type GameState, type GameMap } from '../../engine/skirmish.ts';
import type { ComputerMove } from '../../common/computerPlayer.ts';
import { createComputerPlayer } from '../ai/createComputerPlayer.ts';
import type { Board } from '../board/Board.ts';
import type { OverlayModel } from '../state/overlayModel.ts';
import type { TableStore } from '../state/tableStore.ts';

export interface BoardTestHooks {
  /** A point in grid units (vertex [x, y] is the top-left of square [x, y]) as page pixels. */
  pointToClient(x: number, y: number): { x: number; y: number };
  view(): { x: number; y: number; scale: number };
  nextFrame(): Promise<void>;
  currentMap(): GameMap;
  gameState(): GameState;
  /** How many actions the session has logged (autosave tests wait for a write that holds them). */
  logLength(): number;
  overlay(): OverlayModel;
  renderer(): string;
  /** How many times each layer has drawn, and how many frames: proof of caching. */
  drawCounts(): Record<string, number>;
  hudFontSize(): number;
  hudRect(): { x: number; y: number; width: number; height: number } | null;
  canvasHeight(): number;
  /**
   * The reach cost labels, the tokens' badges (pips, tier badges, nameplates) and the rings'
   * strokes, in world units: none may overlap another kind.
   */
  labelBoxes(): Board['overlay']['labelBoxes'];
  /** The coordinate labels on screen, as page boxes: the HUD must never cover one. */
  coordinateRects(): { x: number; y: number; width: number; height: number }[];
  /** The HUD's band: its top, in page pixels (the map is fitted above it). */
  hudBandTop(): number;
  /**
   * The computer's decision at a level for the character the game waits on, through the table's
   * own factory (a Web Worker in a browser): proof that the worker runs under the CSP. It decides,
   * and applies nothing. Null when the game waits on no character.
   */
  computerDecides(level: LevelName): Promise<ComputerMove | null>;
  /** Where the table's computer plays: the table room's seats on the host, or this window. */
  computerPlaysAt(): 'pending' | 'room' | 'self';
  /** How the table's last change came: played here, or played at the table room (its seats). */
  lastChangeKind(): string | null;
}

declare global {
  interface Window {
    highNoonBoard?: BoardTestHooks;
  }
}

/**
 * Read-only hooks for the end-to-end tests: where a square lands on screen, so a screenshot can be
 * sampled at known squares; the state as the app holds it; and draw counts. They change nothing.
 */
export function exposeTestHooks(board: Board, table: TableStore, currentMap: () => GameMap): void {
  window.highNoonBoard = {
    pointToClient: (x, y) => board.pointToClient(x, y),
    view: () => ({ ...board.view }),
    nextFrame: () => board.nextFrame(),
    currentMap,
    gameState: () => table.state,
    logLength: () => table.session.get().log.length,
    overlay: () => table.overlay.get(),
    renderer: () => board.renderer,
    drawCounts: () => ({
      ...Object.fromEntries(board.layers.map((l) => [l.name, l.drawCount])),
      overlay: board.overlay.drawCount,
      hud: board.hud.drawCount,
      frames: board.frames,
    }),
    hudFontSize: () => board.hud.fontSize,
    hudRect: () => board.hudRect(),
    labelBoxes: () => board.overlay.labelBoxes,
    coordinateRects: () => board.coordinateRects(),
    hudBandTop: () => board.pointToClient(0, 0).y - board.view.y + board.bandTop,
    computerDecides: async (level) => {
      const state = table.state;
      const pending = pendingActor(state);
      if (pending.kind !== 'character') return null;
      const computer = createComputerPlayer();
      try {
        const view = sideView(state, state.combatants[pending.who]!.side);
        return await computer.decide({ view, level, seed: 7 });
      } finally {
        computer.dispose();
      }
    },
    computerPlaysAt: () => table.computerChannel.where.get(),
    lastChangeKind: () => table.game.lastChange?.kind ?? null,
    canvasHeight: () =>
      (document.querySelector('[data-testid="board"] canvas') as HTMLCanvasElement).clientHeight,
  };
}
