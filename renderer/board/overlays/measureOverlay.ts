import { Container, Graphics } from 'pixi.js';
import type { MeasureReading } from '../../tools/measureReading.ts';
import type { BoardScene } from '../boardScene.ts';
import { CELL } from '../boardUnits.ts';
import { OVERLAY_COLORS } from '../palette.ts';

/**
 * The Measure tool's line on the board, in world space under the tokens (so it crosses no
 * token's mark): the two squares outlined, the line between their centres coloured as the
 * engine judged it (no line of sight, cover, clear — the HUD says which in words, so the colour
 * never carries it alone), and the cover objects the line crosses, outlined as the hover's are.
 */
export class MeasureOverlay {
  readonly container = new Container({ label: 'measure' });
  private reading: MeasureReading | null = null;
  private scene: BoardScene | null = null;
  drawCount = 0;

  update(reading: MeasureReading | null, scene: BoardScene): void {
    if (reading === this.reading && scene === this.scene) return;
    this.reading = reading;
    this.scene = scene;
    this.drawCount += 1;
    for (const child of this.container.removeChildren()) child.destroy();
    if (!reading) return;
    const g = new Graphics();
    this.container.addChild(g);
    const box = ([x, y]: readonly [number, number]) =>
      g.rect(x * CELL + 2, y * CELL + 2, CELL - 4, CELL - 4);
    // The two squares, outlined dark then light, so they read on light and dark ground alike.
    for (const [width, color] of [
      [5, OVERLAY_COLORS.pathEdge],
      [2, OVERLAY_COLORS.hover],
    ] as const) {
      box(reading.from);
      if (reading.to) box(reading.to);
      g.stroke({ width, color });
    }
    if (!reading.to) return;
    const { verdict } = reading;
    for (const object of verdict.objects) {
      const cover =
        object.source === 'cover' ? scene.map.cover.find((c) => c.id === object.id) : undefined;
      for (const [x, y] of cover?.squares ?? [])
        g.rect(x * CELL + 3, y * CELL + 3, CELL - 6, CELL - 6);
      if (cover)
        g.stroke(
          object.status === 'counted'
            ? { width: 5, color: OVERLAY_COLORS.cover }
            : { width: 3, color: OVERLAY_COLORS.ignored, alpha: 0.9 },
        );
    }
    const color = !verdict.los
      ? OVERLAY_COLORS.danger
      : verdict.cover
        ? OVERLAY_COLORS.cover
        : OVERLAY_COLORS.clear;
    const a = { x: (reading.from[0] + 0.5) * CELL, y: (reading.from[1] + 0.5) * CELL };
    const b = { x: (reading.to[0] + 0.5) * CELL, y: (reading.to[1] + 0.5) * CELL };
    g.moveTo(a.x, a.y)
      .lineTo(b.x, b.y)
      .stroke({ width: 9, color: OVERLAY_COLORS.pathEdge, cap: 'round' });
    g.moveTo(a.x, a.y).lineTo(b.x, b.y).stroke({ width: 5, color, cap: 'round' });
  }

  /** Forgets what it drew, so the next update draws it again (a new pixel density). */
  reset(): void {
    this.reading = null;
    this.scene = null;
  }
}
