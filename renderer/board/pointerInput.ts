import type { Square } from '../../engine/index.ts';

/** A click is always the primary button: the others pan (middle) or open a menu (right). */
/** A click off the map (on the HUD's band, say) has no square: it only lets the HUD's attack go. */
export type BoardPointerEvent =
  { kind: 'hover'; square: Square | null } | { kind: 'click'; square: Square | null };

/** A press released within this many pixels, and this soon, is a click; anything else a drag. */
const CLICK_SLOP_PX = 5;
const CLICK_MS = 600;

/**
 * Turns pointer events on the canvas into board squares: which square is under the pointer, and
 * clicks (as opposed to the drags that pan the camera).
 */
export function attachPointerInput(
  canvas: HTMLCanvasElement,
  toSquare: (clientX: number, clientY: number) => Square | null,
  emit: (event: BoardPointerEvent) => void,
): () => void {
  let down: { x: number; y: number; at: number } | null = null;
  let last: string | null = null;
  const onMove = (e: PointerEvent) => {
    const square = toSquare(e.clientX, e.clientY);
    const key = square ? square.join(',') : null;
    if (key === last) return;
    last = key;
    emit({ kind: 'hover', square });
  };
  const onDown = (e: PointerEvent) => {
    // Only the primary button moves or shoots; a right or middle press is never a click.
    down = e.button === 0 ? { x: e.clientX, y: e.clientY, at: performance.now() } : null;
  };
  const onUp = (e: PointerEvent) => {
    if (!down) return;
    const moved = Math.hypot(e.clientX - down.x, e.clientY - down.y);
    const quick = performance.now() - down.at < CLICK_MS;
    down = null;
    if (e.button !== 0 || moved > CLICK_SLOP_PX || !quick) return;
    emit({ kind: 'click', square: toSquare(e.clientX, e.clientY) });
  };
  const onLeave = () => {
    last = null;
    emit({ kind: 'hover', square: null });
  };
  canvas.addEventListener('pointermove', onMove);
  canvas.addEventListener('pointerdown', onDown);
  canvas.addEventListener('pointerup', onUp);
  canvas.addEventListener('pointerleave', onLeave);
  return () => {
    canvas.removeEventListener('pointermove', onMove);
    canvas.removeEventListener('pointerdown', onDown);
    canvas.removeEventListener('pointerup', onUp);
    canvas.removeEventListener('pointerleave', onLeave);
  };
}
