import 'pixi.js/unsafe-eval';
import '@fontsource/atkinson-hyperlegible/400.css';
import '@fontsource/atkinson-hyperlegible/700.css';
import './boardBench.css';
import type { WebGLRenderer } from 'pixi.js';
import { Board } from '../board/Board.ts';
import type { BoardScene } from '../board/boardScene.ts';
import { CELL } from '../board/boardUnits.ts';
import type { View } from '../board/camera.ts';
import { BENCH_SCENES, type BenchSceneName } from './benchScenes.ts';
import { gpuBytes } from './gpuBytes.ts';
import { staticBaseline } from './staticBaseline.ts';
import { boardFontsLoaded } from '../board/boardFonts.ts';

/** Every board benchmark draws in a 1920×1080 viewport at 48 px a square (issue 9). */
export const SCREEN = { width: 1920, height: 1080 } as const;
const SCALE = 48 / CELL;

export interface BoardBench {
  frame(rounds: number): Promise<Record<string, number>>;
  pan(rounds: number): Promise<Record<string, number>>;
  wallMemory(): Promise<Record<string, number>>;
}

declare global {
  interface Window {
    boardBench?: BoardBench;
  }
}

const PIXEL = new Uint8Array(4);

/**
 * Waits until everything asked of the GPU so far is drawn: a flush, then reading one pixel back,
 * which cannot return before the frame is finished. Timing only `render()` would stop the clock
 * while the GPU (here SwiftShader, on the CPU) is still drawing, and bill that to whatever is
 * timed next.
 */
export function untilDrawn(board: Board): void {
  const gl = (board.pixiRenderer as WebGLRenderer).gl;
  gl.flush();
  gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, PIXEL);
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function mean(samples: number[]): number {
  return samples.reduce((a, b) => a + b, 0) / samples.length;
}

function timed(work: () => void): number {
  const start = performance.now();
  work();
  return performance.now() - start;
}

/** The view at 48 px a square with the map's centre at the screen's, on whole pixels. */
function centredView(scene: BoardScene): View {
  const [w, h] = scene.map.size;
  return {
    scale: SCALE,
    x: Math.round(SCREEN.width / 2 - (w * CELL * SCALE) / 2),
    y: Math.round(SCREEN.height / 2 - (h * CELL * SCALE) / 2),
  };
}

async function boardOn(name: BenchSceneName): Promise<{ board: Board; scene: BoardScene }> {
  await boardFontsLoaded();
  const host = document.createElement('div');
  host.className = 'host';
  document.body.appendChild(host);
  const board = await Board.create(host, 'webgl');
  const scene = BENCH_SCENES[name]();
  board.setScene(scene);
  board.setView(centredView(scene));
  board.renderNow();
  untilDrawn(board);
  // Let the resize observer's first call pass, so it cannot land in a timed frame.
  await board.nextFrame();
  return { board, scene };
}

/** The tokens whose square is on screen under a view. */
function tokensOnScreen(scene: BoardScene, view: View): number[] {
  const onScreen: number[] = [];
  scene.tokens.forEach((t, i) => {
    const x = t.at[0] * CELL * view.scale + view.x;
    const y = t.at[1] * CELL * view.scale + view.y;
    const size = CELL * view.scale;
    if (x + size > 0 && y + size > 0 && x < SCREEN.width && y < SCREEN.height) onScreen.push(i);
  });
  return onScreen;
}

/** Frame f moves one on-screen token a square east, and the next time it comes round, back. */
function moved(scene: BoardScene, onScreen: number[], f: number): BoardScene {
  const i = onScreen[f % onScreen.length]!;
  const dx = Math.floor(f / onScreen.length) % 2 === 0 ? 1 : -1;
  return {
    ...scene,
    tokens: scene.tokens.map((t, j) => (j === i ? { ...t, at: [t.at[0] + dx, t.at[1]] } : t)),
  };
}

const WARMUP = 3;

window.boardBench = {
  /**
   * board-frame and board-frame-idle on the 200×200 town. Ours: one token moves a square, the
   * board updates and draws, until drawn. The baseline: the same frame of a static board at its
   * limit (staticBaseline.ts). Idle: the board is given the same scene and asked for a frame.
   */
  async frame(rounds) {
    const { board, scene: start } = await boardOn('town200');
    const view = board.view;
    const onScreen = tokensOnScreen(start, view);
    const baseline = staticBaseline(board, start, view, onScreen);
    const ours: number[] = [];
    const base: number[] = [];
    const idle: number[] = [];
    let scene = start;
    for (let f = 0; f < rounds + WARMUP; f++) {
      const next = moved(start, onScreen, f);
      const o = timed(() => {
        board.setScene(next);
        board.renderNow();
        untilDrawn(board);
      });
      scene = next;
      const b = timed(() => {
        baseline.moveOne(f);
        baseline.render();
        untilDrawn(board);
      });
      const i = timed(() => {
        board.setScene(scene);
        board.renderNow();
        untilDrawn(board);
      });
      if (f >= WARMUP) {
        ours.push(o);
        base.push(b);
        idle.push(i);
      }
      await new Promise((r) => setTimeout(r, 0));
    }
    return {
      ours_ms: median(ours),
      baseline_ms: median(base),
      idle_ms: median(idle),
      baseline_quads: baseline.quads,
      tokens_on_screen: onScreen.length,
      tokens: start.tokens.length,
    };
  },

  /**
   * board-pan-scale: pan frames on the 500×500 town against pan frames on the sample map, in
   * turn; beside them, for scale, pan frames on the 200×200 town, and the limit for the 500×500
   * town: its picture pre-rendered into screen-sized quads, panned the same way. The towns pan
   * 16 px a frame one way, so new ground keeps coming on screen; the sample map, which fits on
   * screen, pans back and forth so it stays in view. The mean counts the frames that must draw
   * newly uncovered ground, which a median would hide.
   */
  async pan(rounds) {
    const STEP = 16;
    const big = await boardOn('town500');
    const limit = staticBaseline(
      big.board,
      big.scene,
      big.board.view,
      tokensOnScreen(big.scene, big.board.view),
      STEP * (rounds + WARMUP + 1),
    );
    const mid = await boardOn('town200');
    const small = await boardOn('sample');
    const frames: Record<'big' | 'limit' | 'mid' | 'small', number[]> = {
      big: [],
      limit: [],
      mid: [],
      small: [],
    };
    const panned = (board: Board, dx: number) =>
      timed(() => {
        const v = board.view;
        board.setView({ ...v, x: v.x + dx });
        board.renderNow();
        untilDrawn(board);
      });
    for (let f = 0; f < rounds + WARMUP; f++) {
      const sample = {
        big: panned(big.board, -STEP),
        limit: timed(() => {
          limit.panBy(-STEP, 0);
          limit.render();
          untilDrawn(big.board);
        }),
        mid: panned(mid.board, -STEP),
        small: panned(small.board, Math.floor(f / 15) % 2 === 0 ? STEP : -STEP),
      };
      if (f >= WARMUP)
        for (const k of Object.keys(frames) as (keyof typeof frames)[]) frames[k].push(sample[k]);
      await new Promise((r) => setTimeout(r, 0));
    }
    return {
      big_mean_ms: mean(frames.big),
      small_mean_ms: mean(frames.small),
      mid_mean_ms: mean(frames.mid),
      limit_mean_ms: mean(frames.limit),
      big_median_ms: median(frames.big),
      small_median_ms: median(frames.small),
      big_max_ms: Math.max(...frames.big),
      limit_quads: limit.quads,
    };
  },

  /**
   * wall-memory on the dense map: after panning a screen's width and height each way and back (so
   * whatever the board caches has been filled), the GPU bytes the walls layer holds, and those of
   * every static layer, over the map's wall segments.
   */
  async wallMemory() {
    const { board, scene } = await boardOn('dense200');
    const home = board.view;
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      for (let step = 1; step <= 4; step++) {
        board.setView({
          ...home,
          x: home.x + (dx * step * SCREEN.width) / 4,
          y: home.y + (dy * step * SCREEN.height) / 4,
        });
        board.renderNow();
        untilDrawn(board);
      }
    }
    board.setView(home);
    board.renderNow();
    untilDrawn(board);
    const renderer = board.pixiRenderer;
    const tiles = board.tileStats;
    // Tiled, the walls are baked with every other static layer into the tiles' textures: those
    // are what the walls layer holds, and all of it is counted. Untiled, the walls' own Graphics.
    const walls = tiles
      ? tiles.bytes
      : gpuBytes(board.stage.getChildByLabel('walls', true)!, renderer);
    const staticBytes = tiles
      ? tiles.bytes
      : ['terrain', 'buildings', 'elevation', 'grid', 'cover', 'passages', 'walls'].reduce(
          (n, name) => n + gpuBytes(board.stage.getChildByLabel(name, true)!, renderer),
          0,
        );
    return {
      segments: scene.map.walls.length + scene.map.doors.length + scene.map.windows.length,
      walls_bytes: walls,
      static_bytes: staticBytes,
      tiles_held: tiles?.held ?? 0,
      tiles_on_screen: tiles?.onScreen.length ?? 0,
    };
  },
};
