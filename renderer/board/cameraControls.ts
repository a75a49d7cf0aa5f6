import { listenShortcuts } from '../keys/listenShortcuts.ts';
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
 * The camera's own controls: the wheel zooms to the pointer, arrows pan, + and − zoom on the
 * centre, 0 fits (the board's keys in common/keyMap.ts). Keys typed into a text field are
 * left alone. Dragging to pan is the tools' (renderer/tools/toolChart.ts), which tell a drag from
 * a click in one place.
 * Returns a function that removes every listener.
 */
export function attachCameraControls(canvas: HTMLCanvasElement, target: CameraTarget): () => void {
  const onWheel = (e: WheelEvent) => {
    e.preventDefault();
    const rect = canvas.getBoundingClientRect();
    // Trackpads send many small deltas, wheels a few large ones; an exponential keeps both smooth.
    const factor = Math.exp(-e.deltaY * (e.deltaMode === 1 ? 0.05 : 0.0015));
    target.setView(
      zoomAt(target.view, factor, { x: e.clientX - rect.left, y: e.clientY - rect.top }),
    );
  };
  const centre = () => ({ x: canvas.clientWidth / 2, y: canvas.clientHeight / 2 });
  const stopKeys = listenShortcuts('board', {
    'pan-left': () => target.setView(panBy(target.view, KEY_PAN, 0)),
    'pan-right': () => target.setView(panBy(target.view, -KEY_PAN, 0)),
    'pan-up': () => target.setView(panBy(target.view, 0, KEY_PAN)),
    'pan-down': () => target.setView(panBy(target.view, 0, -KEY_PAN)),
    'zoom-in': () => target.setView(zoomAt(target.view, KEY_ZOOM, centre())),
    'zoom-out': () => target.setView(zoomAt(target.view, 1 / KEY_ZOOM, centre())),
    fit: () => target.fit(),
  });

  canvas.addEventListener('wheel', onWheel, { passive: false });
  return () => {
    canvas.removeEventListener('wheel', onWheel);
    stopKeys();
  };
}
