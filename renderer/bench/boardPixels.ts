import 'pixi.js/unsafe-eval';
import '@fontsource/atkinson-hyperlegible/400.css';
import '@fontsource/atkinson-hyperlegible/700.css';
import './boardBench.css';
import { Board, type StaticDrawing } from '../board/Board.ts';
import type { BoardScene } from '../board/boardScene.ts';
import type { View } from '../board/camera.ts';
import type { TileStats } from '../board/tiles/StaticTiles.ts';
import { BENCH_SCENES, type BenchSceneName } from './benchScenes.ts';
import { boardFontsLoaded } from '../board/boardFonts.ts';

export interface BoardPixels {
  /** Shows a bench scene on a board that fills the page, drawn through tiles or directly. */
  open(name: BenchSceneName, drawing: StaticDrawing, view: View): Promise<void>;
  /** Opens or shuts door `index` of the map, and waits for the frame that shows it. */
  toggleDoor(index: number): Promise<void>;
  setView(view: View): Promise<void>;
  tileStats(): TileStats | null;
  /** A tile's world rectangle as page pixels (x0, y0, x1, y1). */
  tileOnPage(key: string): { x0: number; y0: number; x1: number; y1: number } | null;
  doorAt(index: number): [number, number, number, number];
}

declare global {
  interface Window {
    boardPixels?: BoardPixels;
  }
}

let board: Board | null = null;
let scene: BoardScene | null = null;

/**
 * The board on a bare page, for the pixel test (tests/e2e/boardTiles.spec.ts): the same scene
 * and view drawn through tiles in one page and drawn whole in another must match.
 */
window.boardPixels = {
  async open(name, drawing, view) {
    await boardFontsLoaded();
    const host = document.createElement('div');
    host.className = 'host';
    host.style.width = `${window.innerWidth}px`;
    host.style.height = `${window.innerHeight}px`;
    document.body.appendChild(host);
    board = await Board.create(host, 'webgl', drawing);
    scene = BENCH_SCENES[name]();
    board.setScene(scene);
    board.setView(view);
    await board.nextFrame();
  },
  async toggleDoor(index) {
    const map = scene!.map;
    const doors = map.doors.map((d, i) => (i === index ? { ...d, open: !d.open } : d));
    scene = { ...scene!, map: { ...map, doors } };
    board!.setScene(scene);
    await board!.nextFrame();
  },
  async setView(view) {
    board!.setView(view);
    await board!.nextFrame();
  },
  tileStats: () => board!.tileStats,
  tileOnPage(key) {
    const [squares, i, j] = key.split(':').map(Number) as [number, number, number];
    const rect = board!.tileWorld({ squares, i, j });
    if (!rect) return null;
    const v = board!.view;
    return {
      x0: rect.x0 * v.scale + v.x,
      y0: rect.y0 * v.scale + v.y,
      x1: rect.x1 * v.scale + v.x,
      y1: rect.y1 * v.scale + v.y,
    };
  },
  doorAt: (index) => [...scene!.map.doors[index]!.at] as [number, number, number, number],
};
