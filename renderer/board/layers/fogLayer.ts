import { CanvasSource, Container, Sprite, Texture } from 'pixi.js';
import { CELL } from '../boardUnits.ts';

/**
 * The fog of war as the players' board draws it (issue 11): per square, whether the posse sees it
 * now (lit) and whether it has been seen (explored), one entry per square, y × width + x.
 */
export interface BoardFog {
  size: readonly [number, number];
  lit: Uint8Array;
  /** Null in live mode: whatever is not lit is black. */
  explored: Uint8Array | null;
}

/** How dark an explored square not lit now is: the ground still reads, dimmed, under it. */
export const EXPLORED_ALPHA = 0.6;

/**
 * One sprite over the static tiles, from a texture of one pixel per square, magnified without
 * smoothing: every square is black, dimmed or clear with a sharp edge at any zoom, and a change of
 * the fog rewrites a few kilobytes instead of drawing a shape per square (a 200 × 200 map is 40,000
 * squares). Drawn under the tokens: none of the NPCs' is on an unlit square (publicView leaves
 * them out), and the posse's own stay in view.
 */
export class FogLayer {
  readonly container = new Container({ label: 'fog' });
  private canvas: HTMLCanvasElement | null = null;
  private texture: Texture | null = null;
  private sprite: Sprite | null = null;
  private shown: BoardFog | null = null;

  /** Draws the fog, or none; returns whether anything changed. */
  update(fog: BoardFog | null): boolean {
    if (fog === this.shown) return false;
    this.shown = fog;
    if (!fog) {
      this.container.visible = false;
      return true;
    }
    const [w, h] = fog.size;
    if (!this.canvas || this.canvas.width !== w || this.canvas.height !== h) this.resize(w, h);
    const context = this.canvas!.getContext('2d')!;
    const image = context.createImageData(w, h);
    const alpha = Math.round(EXPLORED_ALPHA * 255);
    for (let i = 0; i < w * h; i++) {
      // Black everywhere; only the opacity differs: clear where lit, dimmed where explored.
      image.data[i * 4 + 3] = fog.lit[i] === 1 ? 0 : fog.explored?.[i] === 1 ? alpha : 255;
    }
    context.putImageData(image, 0, 0);
    this.texture!.source.update();
    this.container.visible = true;
    return true;
  }

  destroy(): void {
    this.texture?.destroy(true);
    this.texture = null;
    this.sprite = null;
    this.canvas = null;
  }

  private resize(w: number, h: number): void {
    this.sprite?.destroy();
    this.texture?.destroy(true);
    this.canvas = document.createElement('canvas');
    this.canvas.width = w;
    this.canvas.height = h;
    this.texture = new Texture({
      source: new CanvasSource({ resource: this.canvas, scaleMode: 'nearest' }),
    });
    this.sprite = new Sprite(this.texture);
    this.sprite.width = w * CELL;
    this.sprite.height = h * CELL;
    this.container.addChild(this.sprite);
  }
}
