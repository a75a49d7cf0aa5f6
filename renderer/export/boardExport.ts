import { autoDetectRenderer, Container, RenderTexture, Text, type Renderer } from 'pixi.js';
import type { GameMap } from '../../engine/skirmish.ts';
import { loadArt } from '../board/art.ts';
import type { BoardToken } from '../board/boardScene.ts';
import type { BackgroundArt } from '../board/tiles/staticDrawContext.ts';
import { CELL } from '../board/boardUnits.ts';
import { drawGrid } from '../board/layers/gridLayer.ts';
import { drawToken } from '../board/layers/tokenLayer.ts';
import { BOARD_COLORS } from '../board/palette.ts';
import { DrawPool } from '../board/tiles/drawPool.ts';
import { drawStatic, STATIC_LAYERS } from '../board/tiles/staticDraw.ts';
import { StaticIndex } from '../board/tiles/staticIndex.ts';
import { exportSize } from './exportSize.ts';
import { PngStream } from './pngStream.ts';

export interface BoardExportOptions {
  /** Pixels a square (exportSize.ts says which are allowed). */
  perSquare: number;
  grid: boolean;
  tokens: boolean;
  /** Tokens hidden from the players (an ambush), drawn faded as the Dealer sees them. */
  dealerMarks: boolean;
}

export interface ExportProgress {
  done: number;
  total: number;
}

/** Why an export stopped before its end: the Dealer cancelled it. */
export class ExportCancelled extends Error {
  constructor() {
    super('The export was cancelled.');
  }
}

/** The largest side of a tile drawn at once, in pixels: one strip of them is in memory at a time. */
const TILE_PIXELS = 1024;

/**
 * The board as a PNG (issue 12, item 6), drawn with the board's own layers, so the file looks as
 * the board does. It is drawn in tiles of whole squares by a renderer of its own (the board on
 * screen keeps its camera and its frame), a strip of tiles at a time, and each strip goes into the
 * PNG stream as soon as it is drawn: memory holds one strip, whatever the map's size. Between
 * tiles it gives the window back, so progress shows and Cancel is heard.
 */
export async function exportBoardPng(
  map: GameMap,
  tokens: readonly BoardToken[],
  options: BoardExportOptions,
  onProgress: (progress: ExportProgress) => void = () => undefined,
  signal?: AbortSignal,
  background: BackgroundArt | null = null,
): Promise<Blob> {
  const size = exportSize(map.size, options.perSquare);
  if (!size.ok) throw new RangeError(size.reason);
  const { width, height } = size;
  await loadArt();
  // Device pixels a world unit. CELL is a power of two, so every tile edge is a whole pixel.
  const resolution = options.perSquare / CELL;
  const tileSquares = Math.max(1, Math.floor(TILE_PIXELS / options.perSquare));
  const [w, h] = map.size;
  const columns = Math.ceil(w / tileSquares);
  const rows = Math.ceil(h / tileSquares);
  const total = columns * rows;
  const shown = tokens.filter((t) => options.tokens && (options.dealerMarks || !t.hidden));
  const layers = options.grid ? STATIC_LAYERS : STATIC_LAYERS.filter((l) => l !== drawGrid);

  const renderer = await autoDetectRenderer({
    preference: 'webgl',
    width: 16,
    height: 16,
    resolution,
    antialias: true,
    background: BOARD_COLORS.background,
  });
  const index = new StaticIndex();
  index.update(map);
  const pool = new DrawPool();
  const png = new PngStream(width, height);
  try {
    let done = 0;
    for (let row = 0; row < rows; row++) {
      const squaresHigh = Math.min(tileSquares, h - row * tileSquares);
      const stripRows = squaresHigh * options.perSquare;
      const strip = new Uint8Array(width * stripRows * 4);
      for (let column = 0; column < columns; column++) {
        if (signal?.aborted) throw new ExportCancelled();
        const squaresWide = Math.min(tileSquares, w - column * tileSquares);
        const rect = {
          x0: column * tileSquares * CELL,
          y0: row * tileSquares * CELL,
          x1: (column * tileSquares + squaresWide) * CELL,
          y1: (row * tileSquares + squaresHigh) * CELL,
        };
        const pixels = drawTile(
          renderer,
          { map, index, pool, rect, resolution, background },
          layers,
          shown,
        );
        const left = column * tileSquares * options.perSquare;
        copyInto(strip, width, pixels, left);
        done += 1;
        onProgress({ done, total });
        // Give the window a frame: the progress bar moves, and a Cancel click is heard.
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      await png.writeRows(strip, stripRows);
    }
    return await png.finish();
  } catch (error) {
    await png.abort();
    throw error;
  } finally {
    pool.clear();
    renderer.destroy();
  }
}

interface TileDraw {
  map: GameMap;
  index: StaticIndex;
  pool: DrawPool;
  rect: { x0: number; y0: number; x1: number; y1: number };
  resolution: number;
  background: BackgroundArt | null;
}

/** One tile's pixels, straight RGBA, top row first. */
function drawTile(
  renderer: Renderer,
  ctx: TileDraw,
  layers: typeof STATIC_LAYERS,
  tokens: readonly BoardToken[],
): { pixels: Uint8ClampedArray | Uint8Array; width: number; height: number } {
  const { rect } = ctx;
  const root = new Container();
  const world = new Container();
  world.position.set(-rect.x0, -rect.y0);
  root.addChild(world);
  drawStatic(world, ctx, layers);
  // A token's nameplate reaches below its square and its badges past its sides.
  const reach = CELL * 2;
  for (const token of tokens) {
    const x = token.at[0] * CELL;
    const y = token.at[1] * CELL;
    if (x + CELL + reach < rect.x0 || x - reach > rect.x1) continue;
    if (y + CELL + reach < rect.y0 || y - reach > rect.y1) continue;
    world.addChild(drawToken(token));
  }
  sharpenLabels(world, ctx.resolution);
  const target = RenderTexture.create({
    width: rect.x1 - rect.x0,
    height: rect.y1 - rect.y0,
    resolution: ctx.resolution,
  });
  try {
    renderer.render({ container: root, target, clear: true, clearColor: BOARD_COLORS.background });
    const out = renderer.extract.pixels(target);
    return { pixels: out.pixels, width: out.width, height: out.height };
  } finally {
    target.destroy(true);
    ctx.pool.returnAll();
    root.destroy({ children: true });
  }
}

/**
 * Board labels are painted at twice the screen's density (text.ts); a poster-sized export draws
 * them larger than that, so each is painted anew at the export's own density.
 */
function sharpenLabels(node: Container, resolution: number): void {
  for (const child of node.children) {
    if (child instanceof Text) {
      if (child.resolution < resolution) child.resolution = resolution;
    } else sharpenLabels(child, resolution);
  }
}

/** Copies a tile's rows into the strip at column `left` (pixels). */
function copyInto(
  strip: Uint8Array,
  stripWidth: number,
  tile: { pixels: Uint8ClampedArray | Uint8Array; width: number; height: number },
  left: number,
): void {
  const rows = Math.min(tile.height, strip.length / (stripWidth * 4));
  const wide = Math.min(tile.width, stripWidth - left);
  for (let y = 0; y < rows; y++) {
    const from = y * tile.width * 4;
    strip.set(tile.pixels.subarray(from, from + wide * 4), (y * stripWidth + left) * 4);
  }
}
