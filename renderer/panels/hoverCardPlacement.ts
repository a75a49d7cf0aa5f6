/** A box on the page, in CSS pixels. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const GAP = 12;

function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function clamp(value: number, low: number, high: number): number {
  return Math.max(low, Math.min(high, value));
}

/**
 * Where the hover card goes: beside the token, away from it, inside the board, and off every box
 * it must not cover (the token and its nameplate, the HUD). Right of the token first, then left,
 * below and above, each slid along its side past the boxes to avoid and kept inside the board.
 * Null when no place is free: then no hover card is shown (the sidebar's card still is), rather
 * than one over what it describes.
 */
export function placeHoverCard(
  card: { width: number; height: number },
  token: Rect,
  board: Rect,
  avoid: readonly Rect[],
): { x: number; y: number } | null {
  if (card.width > board.width || card.height > board.height) return null;
  const inside = (x: number, y: number) => ({
    x: clamp(x, board.x, board.x + board.width - card.width),
    y: clamp(y, board.y, board.y + board.height - card.height),
  });
  // Along each side, aligned with the token first, then slid clear past each box to avoid.
  const ys = [token.y, ...avoid.flatMap((b) => [b.y + b.height + GAP, b.y - GAP - card.height])];
  const xs = [token.x, ...avoid.flatMap((b) => [b.x + b.width + GAP, b.x - GAP - card.width])];
  const candidates = [
    ...ys.map((y) => inside(token.x + token.width + GAP, y)),
    ...ys.map((y) => inside(token.x - GAP - card.width, y)),
    ...xs.map((x) => inside(x, token.y + token.height + GAP)),
    ...xs.map((x) => inside(x, token.y - GAP - card.height)),
  ];
  const blocked = [token, ...avoid];
  return (
    candidates.find(
      (at) => !blocked.some((b) => overlaps({ ...at, width: card.width, height: card.height }, b)),
    ) ?? null
  );
}
