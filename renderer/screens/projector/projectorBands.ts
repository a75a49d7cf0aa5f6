/**
 * The players' view's two text bands (issue 11: no text covers the board), as heights in
 * hundredths of the frame's height (CSS cqh). ProjectorView sets them from here, so the Dealer's
 * window, laying out a screen it cannot see (a TV on the LAN), knows the board's share exactly.
 */
export const PROJECTOR_BANDS = Object.freeze({
  /** One line of 4.5cqh type (DESIGN.md: at least 4%), with its padding and the acting ring: its least. */
  strip: 8,
  /** Three lines of 4.5cqh type and their margins: an attack starting never shrinks the board. */
  attack: 3 * 4.5 * 1.2 + 3,
});

/**
 * The board's box in a players' view of `viewport` CSS pixels: the whole width, between the bands;
 * `strip` is the strip's height in cqh, more than one line's where the names wrap (stripLayout.ts).
 */
export function boardHostOf(
  viewport: { width: number; height: number },
  strip: number = PROJECTOR_BANDS.strip,
) {
  const share = 1 - (strip + PROJECTOR_BANDS.attack) / 100;
  return { width: viewport.width, height: viewport.height * share };
}
