import type { DisplayBounds } from './windowOptions.ts';

/** The slice of Electron's Display the choice needs. */
export interface DisplayLike {
  id: number;
  bounds: DisplayBounds;
  label?: string;
}

/**
 * Where the players' view opens: the display the Dealer chose from the menu while it is still
 * plugged in; else the first display that is not the Dealer's (the projector or the TV); else
 * none, and the view opens as a window on the Dealer's screen.
 */
export function pickProjectorDisplay(
  displays: readonly DisplayLike[],
  dealerDisplayId: number,
  chosenId: number | null = null,
): DisplayLike | null {
  const chosen = displays.find((d) => d.id === chosenId);
  if (chosen) return chosen;
  return displays.find((d) => d.id !== dealerDisplayId) ?? null;
}

/** How the menu names a display: its own label when the system gives one, else its size. */
export function displayName(display: DisplayLike, index: number): string {
  const size = `${display.bounds.width}×${display.bounds.height}`;
  return display.label ? `${display.label} (${size})` : `Display ${index + 1} (${size})`;
}
