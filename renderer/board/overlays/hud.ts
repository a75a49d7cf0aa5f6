import { Container, Graphics, type Text } from 'pixi.js';
import type { OverlayModel } from '../../state/overlayModel.ts';
import type { MeasureReading } from '../../tools/measureReading.ts';
import { OVERLAY_COLORS } from '../palette.ts';
import { boardText } from '../text.ts';
import { hudLines } from './hudLines.ts';

/** DESIGN.md: text on the projector is at least 4% of the viewport's height. */
export const HUD_TEXT_SHARE = 0.045;
/** Rows of HUD text the band holds: the hover verdict, or the latest steps of an attack. */
export const HUD_BAND_ROWS = 3;

/** The band's measures for a canvas of this height, in CSS pixels. */
export interface HudBand {
  fontSize: number;
  lineHeight: number;
  pad: number;
  /** The band's height: the board's fit keeps the map above it. */
  height: number;
}

export function hudBand(canvasHeight: number): HudBand {
  const fontSize = Math.max(18, Math.round(canvasHeight * HUD_TEXT_SHARE));
  const lineHeight = Math.round(fontSize * 1.2);
  const pad = Math.round(fontSize * 0.3);
  return { fontSize, lineHeight, pad, height: HUD_BAND_ROWS * lineHeight + 4 * pad };
}

/**
 * The board's heads-up panel, in screen space (it does not zoom with the map): the attack under
 * way, step by step, or the verdict on the enemy under the pointer. Sized to the viewport so it
 * reads across a room.
 *
 * It lives in its own band along the bottom of the board, which the board's fit always leaves
 * free, so it never covers the map's letters, numbers or squares — and the board never jumps when
 * the HUD comes and goes (on every hover, it would). The band is a few rows tall: the lines flow
 * along each row, and when an attack has more steps than the band holds, the oldest give way (the
 * log keeps every one).
 */
export class Hud {
  readonly container = new Container({ label: 'hud' });
  private key: unknown = null;
  drawCount = 0;
  /** The font size last used, in CSS pixels (tests check it against the viewport). */
  fontSize = 0;

  /** Forgets what it drew, so the next update draws it again (a new pixel density). */
  reset(): void {
    this.key = null;
  }

  update(
    model: OverlayModel,
    width: number,
    height: number,
    measure: MeasureReading | null = null,
  ): void {
    const key = [model.attack, model.sight, measure, width, height];
    if (Array.isArray(this.key) && this.key.every((k, i) => k === key[i])) return;
    this.key = key;
    this.drawCount += 1;
    for (const child of this.container.removeChildren()) child.destroy({ children: true });
    const lines = hudLines(model, measure);
    if (lines.length === 0) return;
    const band = hudBand(height);
    const { fontSize, pad } = band;
    this.fontSize = fontSize;
    const inner = Math.max(200, width - 4 * pad);
    const texts = lines.map(({ text, current }) =>
      boardText(
        text,
        {
          fontSize,
          fontWeight: current ? '700' : '400',
          fill: current ? OVERLAY_COLORS.hudCurrent : OVERLAY_COLORS.hudText,
          wordWrap: true,
          wordWrapWidth: inner,
          lineHeight: band.lineHeight,
        },
        [0, 0],
      ),
    );
    // The newest lines that fit the band; the current step is the last and always kept.
    const room = band.height - 2 * pad;
    let first = 0;
    let placed = flow(texts, inner, fontSize);
    while (first < texts.length - 1 && placed.height > room) {
      first += 1;
      placed = flow(texts.slice(first), inner, fontSize);
    }
    for (const text of texts.slice(0, first)) text.destroy();
    const panel = new Graphics()
      .roundRect(0, 0, placed.width + 2 * pad, placed.height + 2 * pad, pad)
      .fill({ color: OVERLAY_COLORS.hudBackground, alpha: 0.92 });
    this.container.addChild(panel);
    for (const { text, x, y } of placed.items) {
      text.position.set(pad + x, pad + y);
      // Two steps on one row are parted by a dot in the gap between them.
      if (x > 0)
        panel
          .circle(pad + x - placed.gap / 2, pad + y + band.lineHeight / 2, fontSize * 0.1)
          .fill(OVERLAY_COLORS.hudText);
      this.container.addChild(text);
    }
    this.container.position.set(pad, height - band.height + pad);
  }
}

/**
 * Lays lines along rows like words in a paragraph: a line goes on the current row when all of it
 * fits there, else it starts a new row (a line that wraps takes whole rows).
 */
function flow(texts: Text[], width: number, fontSize: number) {
  const gap = Math.round(fontSize * 1.1);
  const items: { text: Text; x: number; y: number }[] = [];
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  let widest = 0;
  for (const text of texts) {
    if (x > 0 && x + gap + text.width <= width) x += gap;
    else if (x > 0) {
      y += rowHeight;
      x = 0;
      rowHeight = 0;
    }
    items.push({ text, x, y });
    x += text.width;
    rowHeight = Math.max(rowHeight, text.height);
    widest = Math.max(widest, x);
  }
  return { items, gap, width: widest, height: y + rowHeight };
}
