import { panBy, zoomAt, type View } from './camera.ts';

export interface CameraTarget {
  readonly view: View;
  setView(view: View): void;
  fit(): void;
}

/** How far one arrow key press pans, in screen pixels, and how much one +/− step zooms. */
const KEY_PAN = 80;
const KEY_ZOOM = 1.25;

/**
 * Pointer and keyboard control of the camera: drag to pan, wheel to zoom to the pointer, arrows to
 * pan, + and − to zoom on the centre, 0 to fit. Keys typed into a text field are left alone.
 * Returns a function that removes every listener.
 */
export function attachCameraControls(canvas: HTMLCanvasElement, target: CameraTarget): () => void {
  let drag: { id: number; x: number; y: number } | null = null;

  const onPointerDown = (e: PointerEvent) => {
    if (e.button !== 0 && e.button !== 1) return;
    drag = { id: e.pointerId, x: e.clientX, y: e.clientY };
    canvas.setPointerCapture(e.pointerId);
    canvas.style.cursor = 'grabbing';
  };
  const onPointerMove = (e: PointerEvent) => {
    if (!drag || drag.id !== e.pointerId) return;
    target.setView(panBy(target.view, e.clientX - drag.x, e.clientY - drag.y));
    drag = { ...drag, x: e.clientX, y: e.clientY };
  };
  const onPointerUp = (e: PointerEvent) => {
    if (!drag || drag.id !== e.pointerId) return;
    drag = null;
    canvas.style.cursor = '';
  };
  const onWheel = (e: WheelEvent) => {
    e.preventDefault();
    const rect = canvas.getBoundingClientRect();
    // Trackpads send many small deltas, wheels a few large ones; an exponential keeps both smooth.
    const factor = Math.exp(-e.deltaY * (e.deltaMode === 1 ? 0.05 : 0.0015));
    target.setView(
      zoomAt(target.view, factor, { x: e.clientX - rect.left, y: e.clientY - rect.top }),
    );
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
    const centre = { x: canvas.clientWidth / 2, y: canvas.clientHeight / 2 };
    const handled: Record<string, () => void> = {
      ArrowLeft: () => target.setView(panBy(target.view, KEY_PAN, 0)),
      ArrowRight: () => target.setView(panBy(target.view, -KEY_PAN, 0)),
      ArrowUp: () => target.setView(panBy(target.view, 0, KEY_PAN)),
      ArrowDown: () => target.setView(panBy(target.view, 0, -KEY_PAN)),
      '+': () => target.setView(zoomAt(target.view, KEY_ZOOM, centre)),
      '=': () => target.setView(zoomAt(target.view, KEY_ZOOM, centre)),
      '-': () => target.setView(zoomAt(target.view, 1 / KEY_ZOOM, centre)),
      '0': () => target.fit(),
    };
    const action = handled[e.key];
    if (!action) return;
    e.preventDefault();
    action();
  };

  canvas.addEventListener('pointerdown', onPointerDown);
  canvas.addEventListener('pointermove', onPointerMove);
  canvas.addEventListener('pointerup', onPointerUp);
  canvas.addEventListener('pointercancel', onPointerUp);
  canvas.addEventListener('wheel', onWheel, { passive: false });
  window.addEventListener('keydown', onKeyDown);
  return () => {
    canvas.removeEventListener('pointerdown', onPointerDown);
    canvas.removeEventListener('pointermove', onPointerMove);
    canvas.removeEventListener('pointerup', onPointerUp);
    canvas.removeEventListener('pointercancel', onPointerUp);
    canvas.removeEventListener('wheel', onWheel);
    window.removeEventListener('keydown', onKeyDown);
  };
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}
