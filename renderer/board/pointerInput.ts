import type { Square } from '../../engine/core.ts';
import { ownsKey } from '../keys/keyTargets.ts';
import type { MapPoint, ToolInput } from '../tools/toolChart.ts';

/**
 * Reads the canvas's pointer events, and Space held down, as the tools' raw input: where the
 * pointer is (in canvas pixels and as a square), which button went down, which pointer. It
 * decides nothing — what a press was (a click, a drag, a pan) is the tool chart's to say
 * (renderer/tools/toolChart.ts), in one place. Right and middle presses open no menu: they pan.
 * Returns a function that removes every listener.
 */
export function attachPointerInput(
  canvas: HTMLCanvasElement,
  toSquare: (clientX: number, clientY: number) => Square | null,
  send: (input: ToolInput) => void,
  toPoint?: (clientX: number, clientY: number) => MapPoint | null,
): () => void {
  const at = (e: PointerEvent) => {
    const rect = canvas.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  };
  const where = (e: PointerEvent) => ({
    at: at(e),
    square: toSquare(e.clientX, e.clientY),
    pointerId: e.pointerId,
    point: toPoint?.(e.clientX, e.clientY) ?? null,
    modifiers: { shift: e.shiftKey, alt: e.altKey, ctrl: e.ctrlKey || e.metaKey },
  });
  const onDown = (e: PointerEvent) => {
    // A middle press would start the browser's autoscroll; here it pans.
    if (e.button === 1) e.preventDefault();
    send({ type: 'POINTER_DOWN', ...where(e), button: e.button });
  };
  const onMove = (e: PointerEvent) => send({ type: 'POINTER_MOVE', ...where(e) });
  const onUp = (e: PointerEvent) => send({ type: 'POINTER_UP', ...where(e) });
  const onCancel = (e: PointerEvent) => send({ type: 'POINTER_CANCEL', pointerId: e.pointerId });
  const onLeave = () => send({ type: 'POINTER_LEAVE' });
  const onMenu = (e: MouseEvent) => e.preventDefault();
  // Space held pans with the primary button, whatever the tool. A space typed in a field, or one
  // that presses a focused button, is not it.
  let spaceHeld = false;
  const space = (held: boolean) => {
    if (held === spaceHeld) return;
    spaceHeld = held;
    send({ type: 'SPACE', held });
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== ' ') return;
    if (e.target instanceof HTMLElement && ownsKey(e.target, e)) return;
    // Held to pan, Space must not also scroll the page under the pointer (the table's own Space,
    // the next attack step, still hears it).
    e.preventDefault();
    space(true);
  };
  const onKeyUp = (e: KeyboardEvent) => {
    if (e.key === ' ') space(false);
  };
  const onBlur = () => space(false);

  canvas.addEventListener('pointerdown', onDown);
  canvas.addEventListener('pointermove', onMove);
  canvas.addEventListener('pointerup', onUp);
  canvas.addEventListener('pointercancel', onCancel);
  canvas.addEventListener('pointerleave', onLeave);
  canvas.addEventListener('contextmenu', onMenu);
  window.addEventListener('keydown', onKeyDown);
  window.addEventListener('keyup', onKeyUp);
  window.addEventListener('blur', onBlur);
  return () => {
    canvas.removeEventListener('pointerdown', onDown);
    canvas.removeEventListener('pointermove', onMove);
    canvas.removeEventListener('pointerup', onUp);
    canvas.removeEventListener('pointercancel', onCancel);
    canvas.removeEventListener('pointerleave', onLeave);
    canvas.removeEventListener('contextmenu', onMenu);
    window.removeEventListener('keydown', onKeyDown);
    window.removeEventListener('keyup', onKeyUp);
    window.removeEventListener('blur', onBlur);
  };
}
