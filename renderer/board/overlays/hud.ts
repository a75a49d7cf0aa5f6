import { Container, Graphics } from 'pixi.js';
import type { OverlayModel } from '../../state/overlayModel.ts';
import { OVERLAY_COLORS } from '../palette.ts';
import { boardText } from '../text.ts';
import { hudLines } from './hudLines.ts';

/** DESIGN.md: text on the projector is at least 4% of the viewport's height. */
export const HUD_TEXT_SHARE = 0.045;

/**
 * The board's heads-up panel, in screen space (it does not zoom with the map): the attack under
 * way, step by step, or the verdict on the enemy under the pointer. Sized to the viewport so it
 * reads across a room.
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

  /** `top`: place the panel at the top, clear of what it explains (which is low on the screen). */
  update(model: OverlayModel, width: number, height: number, top: boolean): void {
    const key = [model.attack, model.sight, width, height, top];
    if (Array.isArray(this.key) && this.key.every((k, i) => k === key[i])) return;
    this.key = key;
    this.drawCount += 1;
    for (const child of this.container.removeChildren()) child.destroy({ children: true });
    const lines = hudLines(model);
    if (lines.length === 0) return;
    const fontSize = Math.max(18, Math.round(height * HUD_TEXT_SHARE));
    this.fontSize = fontSize;
    const pad = Math.round(fontSize * 0.5);
    const wrap = Math.max(200, width - 4 * pad);
    const texts = lines.map(({ text, current }) =>
      boardText(
        text,
        {
          fontSize,
          fontWeight: current ? '700' : '400',
          fill: current ? OVERLAY_COLORS.hudCurrent : OVERLAY_COLORS.hudText,
          wordWrap: true,
          wordWrapWidth: wrap,
          lineHeight: Math.round(fontSize * 1.2),
        },
        [0, 0],
      ),
    );
    let y = pad;
    let widest = 0;
    for (const text of texts) {
      text.position.set(pad, y);
      y += text.height + Math.round(pad * 0.4);
      widest = Math.max(widest, text.width);
    }
    const panel = new Graphics()
      .roundRect(0, 0, widest + 2 * pad, y + pad * 0.6, pad)
      .fill({ color: OVERLAY_COLORS.hudBackground, alpha: 0.88 });
    this.container.addChild(panel, ...texts);
    this.container.position.set(pad, top ? pad : height - (y + pad * 0.6) - pad);
  }
}
