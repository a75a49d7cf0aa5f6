import { Text, type TextStyleOptions } from 'pixi.js';
import { BOARD_FONT } from './palette.ts';

/**
 * Board text in the bundled legible font. Rendered at twice the device resolution so labels stay
 * crisp when the Dealer zooms in.
 */
export function boardText(
  text: string,
  style: TextStyleOptions,
  anchor: [number, number] = [0.5, 0.5],
): Text {
  const label = new Text({
    text,
    style: { fontFamily: BOARD_FONT, ...style },
    resolution: Math.max(2, (globalThis.devicePixelRatio ?? 1) * 2),
  });
  label.anchor.set(anchor[0], anchor[1]);
  return label;
}
