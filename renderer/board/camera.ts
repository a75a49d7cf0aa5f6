/**
 * The board camera as plain numbers: screen = world × scale + (x, y). Pure functions, so panning,
 * zooming to the pointer and fitting are tested without a canvas.
 */
export interface View {
  x: number;
  y: number;
  scale: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

export const ZOOM_LIMITS = { min: 0.04, max: 6 } as const;

export function clampScale(scale: number): number {
  return Math.min(ZOOM_LIMITS.max, Math.max(ZOOM_LIMITS.min, scale));
}

/** The view that shows all of `world` centred on a screen of `screen` size, with a margin in px. */
export function fitView(world: Rect, screen: Size, margin = 16): View {
  const scale = clampScale(
    Math.min(
      (screen.width - 2 * margin) / world.width,
      (screen.height - 2 * margin) / world.height,
    ),
  );
  return {
    scale,
    x: screen.width / 2 - (world.x + world.width / 2) * scale,
    y: screen.height / 2 - (world.y + world.height / 2) * scale,
  };
}

/** Zooms by `factor` keeping the world point under `anchor` (a screen point) where it is. */
export function zoomAt(view: View, factor: number, anchor: { x: number; y: number }): View {
  const scale = clampScale(view.scale * factor);
  const k = scale / view.scale;
  return { scale, x: anchor.x - (anchor.x - view.x) * k, y: anchor.y - (anchor.y - view.y) * k };
}

export function panBy(view: View, dx: number, dy: number): View {
  return { ...view, x: view.x + dx, y: view.y + dy };
}

export function worldToScreen(
  view: View,
  point: { x: number; y: number },
): { x: number; y: number } {
  return { x: point.x * view.scale + view.x, y: point.y * view.scale + view.y };
}

export function screenToWorld(
  view: View,
  point: { x: number; y: number },
): { x: number; y: number } {
  return { x: (point.x - view.x) / view.scale, y: (point.y - view.y) / view.scale };
}
