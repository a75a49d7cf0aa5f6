import { Container, type Text } from 'pixi.js';
import { columnName } from '../../../engine/index.ts';
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
 */
export class CoordinateLabels {
  readonly container = new Container({ label: 'coordinates', isRenderGroup: true });
  private readonly made = new Map<string, Text>();
  private size: readonly [number, number] | null = null;
  private shownKeys = '';
  shown = true;

  /** Shows the labels a view needs; call before each frame is drawn. */
  prepare(size: readonly [number, number], visible: WorldRect, resolution: number): void {
    if (this.size && (this.size[0] !== size[0] || this.size[1] !== size[1])) this.reset();
    this.size = size;
    const legible = STYLE.fontSize * resolution >= LEGIBLE_PIXELS;
    this.container.visible = this.shown && legible;
    if (!this.container.visible) return;
    const wanted: string[] = [];
    const [w, h] = size;
    const range = (from: number, to: number, n: number): [number, number] => [
      Math.max(0, Math.floor((from - HALF_WIDTH) / CELL)),
      Math.min(n - 1, Math.floor((to + HALF_WIDTH) / CELL)),
    ];
    if (visible.y0 < OFFSET + HALF_HEIGHT && visible.y1 > OFFSET - HALF_HEIGHT) {
      const [a, b] = range(visible.x0, visible.x1, w);
      for (let x = a; x <= b; x++) wanted.push(`c${x}`);
    }
    if (visible.x0 < OFFSET + HALF_WIDTH && visible.x1 > OFFSET - HALF_WIDTH) {
      const [a, b] = range(visible.y0, visible.y1, h);
      for (let y = a; y <= b; y++) wanted.push(`r${y}`);
    }
    const keys = wanted.join(' ');
    if (keys === this.shownKeys) return;
    this.shownKeys = keys;
    this.container.removeChildren();
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

  /** Forgets every label made (a new pixel density, or a map of another size). */
  reset(): void {
    this.container.removeChildren();
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
