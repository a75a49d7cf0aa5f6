import { Container, Graphics, type Text } from 'pixi.js';
import { columnName } from '../../../engine/skirmish.ts';
import { CELL } from '../boardUnits.ts';
import { BOARD_COLORS } from '../palette.ts';
import { boardText } from '../text.ts';
import type { WorldRect } from '../tiles/tileGrid.ts';

const STYLE = { fontSize: 20, fontWeight: '700' as const, fill: BOARD_COLORS.gridLabel };
/** Where the labels stand: column letters above the map, row numbers to its left (world units). */
const OFFSET = -CELL * 0.35;
/** A label is at most this far from its anchor, in world units (three letters, or "500"). */
const HALF_WIDTH = 32;
const HALF_HEIGHT = 16;
/**
 * Below this height on screen, in device pixels, a label is a smudge nobody can read, and the map
 * shows none: zoomed out over a 500×500 map that spares drawing a thousand of them.
 */
export const LEGIBLE_PIXELS = 6;
/** Labels kept made, on screen or not, before the ones off screen are let go. */
const KEPT = 400;

/**
 * G1: the grid's coordinates around its edge, as people read squares (C4): column letters above,
 * row numbers to the left. Only the labels on screen are made and shown; they can be hidden.
 *
 * Like a spreadsheet's headers, they stay on screen when the map is panned or zoomed past its
 * edge: the letters pinned along the top of the screen, the numbers along its left, on a strip
 * that keeps them legible over the map. They never go into the HUD's band at the bottom.
 */
export class CoordinateLabels {
  readonly container = new Container({ label: 'coordinates', isRenderGroup: true });
  private readonly strips = new Graphics({ label: 'coordinate-strips' });
  private readonly made = new Map<string, Text>();
  private size: readonly [number, number] | null = null;
  private shownKeys = '';
  private stripKey = '';
  shown = true;

  constructor() {
    this.container.addChild(this.strips);
  }

  /**
   * Shows the labels a view needs; call before each frame is drawn. `visible`: the part of the
   * world on screen above the HUD's band.
   */
  prepare(size: readonly [number, number], visible: WorldRect, resolution: number): void {
    if (this.size && (this.size[0] !== size[0] || this.size[1] !== size[1])) this.reset();
    this.size = size;
    const legible = STYLE.fontSize * resolution >= LEGIBLE_PIXELS;
    this.container.visible = this.shown && legible;
    if (!this.container.visible) return;
    const wanted: string[] = [];
    const [w, h] = size;
    // Where the letters and numbers stand: at the map's edge, or pinned to the screen's.
    const columnsY = Math.min(Math.max(OFFSET, visible.y0 - OFFSET), h * CELL + OFFSET);
    const rowsX = Math.min(Math.max(OFFSET, visible.x0 - OFFSET), w * CELL + OFFSET);
    const range = (from: number, to: number, n: number): [number, number] => [
      Math.max(0, Math.floor((from - HALF_WIDTH) / CELL)),
      Math.min(n - 1, Math.floor((to + HALF_WIDTH) / CELL)),
    ];
    const columnsShown = visible.y0 < columnsY + HALF_HEIGHT && visible.y1 > columnsY + HALF_HEIGHT;
    const rowsShown = visible.x0 < rowsX + HALF_WIDTH && visible.x1 > rowsX + HALF_WIDTH;
    if (columnsShown) {
      // A letter stays whole on screen, and clear of the numbers' strip (the corner is theirs).
      const left = rowsShown ? Math.max(visible.x0, rowsX + HALF_WIDTH / 2 + 2) : visible.x0;
      const [a, b] = range(visible.x0, visible.x1, w);
      for (let x = a; x <= b; x++) {
        const half = this.label(`c${x}`).width / 2;
        if ((x + 0.5) * CELL - half >= left) wanted.push(`c${x}`);
      }
    }
    if (rowsShown) {
      // A number stays whole above the band, and clear of the letters' strip.
      const top = columnsShown ? columnsY + 2 * HALF_HEIGHT : visible.y0 + HALF_HEIGHT;
      for (let y = Math.max(0, Math.floor(top / CELL)); y < h; y++) {
        const at = (y + 0.5) * CELL;
        if (at + HALF_HEIGHT > visible.y1) break;
        if (at >= top) wanted.push(`r${y}`);
      }
    }
    this.drawStrips(visible, columnsY, rowsX, columnsShown);
    const keys = wanted.join(' ');
    for (const key of wanted) {
      const label = this.label(key);
      if (key[0] === 'c') label.y = columnsY;
      else label.x = rowsX;
    }
    if (keys === this.shownKeys) return;
    this.shownKeys = keys;
    this.container.removeChildren();
    this.container.addChild(this.strips);
    for (const key of wanted) this.container.addChild(this.label(key));
    if (this.made.size > KEPT) {
      const keep = new Set(wanted);
      for (const [key, text] of this.made)
        if (!keep.has(key)) {
          text.destroy();
          this.made.delete(key);
        }
    }
  }

  /** The labels on screen, in world units (tests check that nothing covers them). */
  bounds(): { x: number; y: number; width: number; height: number }[] {
    if (!this.container.visible) return [];
    return this.container.children
      .filter((child) => child !== this.strips)
      .map((text) => {
        const t = text as Text;
        return {
          x: t.x - t.anchor.x * t.width,
          y: t.y - t.anchor.y * t.height,
          width: t.width,
          height: t.height,
        };
      });
  }

  /** Behind pinned labels, a strip of the board's background, so they read over the map. */
  private drawStrips(visible: WorldRect, columnsY: number, rowsX: number, columns: boolean): void {
    const key = [visible.x0, visible.y0, visible.x1, visible.y1, columnsY, rowsX, columns].join();
    if (key === this.stripKey) return;
    this.stripKey = key;
    this.strips.clear();
    const depth = -2 * OFFSET;
    if (columns && columnsY > OFFSET)
      this.strips.rect(visible.x0, columnsY - depth / 2, visible.x1 - visible.x0, depth);
    if (rowsX > OFFSET)
      this.strips.rect(rowsX - depth / 2, visible.y0, depth, visible.y1 - visible.y0);
    this.strips.fill(BOARD_COLORS.background);
  }

  /** Forgets every label made (a new pixel density, or a map of another size). */
  reset(): void {
    this.container.removeChildren();
    this.container.addChild(this.strips);
    this.stripKey = '';
    for (const text of this.made.values()) text.destroy();
    this.made.clear();
    this.shownKeys = '';
  }

  private label(key: string): Text {
    let text = this.made.get(key);
    if (!text) {
      const n = Number(key.slice(1));
      if (key[0] === 'c') {
        text = boardText(columnName(n), STYLE);
        text.position.set((n + 0.5) * CELL, OFFSET);
      } else {
        text = boardText(String(n + 1), STYLE);
        text.position.set(OFFSET, (n + 0.5) * CELL);
      }
      this.made.set(key, text);
    }
    return text;
  }
}
