import { describe, expect, it } from 'vitest';
import { displayName, pickProjectorDisplay } from '../../../electron/projectorDisplay.ts';
import { mainWindowOptions, projectorWindowOptions } from '../../../electron/windowOptions.ts';

const laptop = { id: 1, bounds: { x: 0, y: 0, width: 1920, height: 1080 } };
const projector = { id: 7, bounds: { x: 1920, y: 0, width: 1280, height: 720 }, label: 'Epson' };
const tv = { id: 9, bounds: { x: -3840, y: 0, width: 3840, height: 2160 } };

describe("where the players' view opens (issue 11)", () => {
  it("goes to the first display that is not the Dealer's, or to the one chosen while it is plugged in", () => {
    expect(pickProjectorDisplay([laptop, projector, tv], 1)).toBe(projector);
    expect(pickProjectorDisplay([laptop, projector, tv], 1, 9)).toBe(tv);
    // The chosen TV was unplugged: the next display that is not the Dealer's.
    expect(pickProjectorDisplay([laptop, projector], 1, 9)).toBe(projector);
  });

  it("opens as a window on the Dealer's screen when there is one display", () => {
    expect(pickProjectorDisplay([laptop], 1)).toBeNull();
    const options = projectorWindowOptions(null, { devTools: false });
    expect(options).toMatchObject({ width: 1280, height: 720 });
    expect(options).not.toHaveProperty('fullscreen');
  });

  it('fills the projector display, with the main window’s hardening and no preload', () => {
    const options = projectorWindowOptions(projector.bounds, { devTools: false });
    expect(options).toMatchObject({ ...projector.bounds, fullscreen: true });
    const { preload, ...hardening } = mainWindowOptions('/app/preload.cjs', { devTools: false })
      .webPreferences as Record<string, unknown>;
    expect(preload).toBe('/app/preload.cjs');
    expect(options.webPreferences).toEqual({ ...hardening, backgroundThrottling: false });
  });

  it('keeps drawing while the Dealer’s window has the focus', () => {
    // A backgrounded window is throttled by default; the players' view must follow every action.
    expect(projectorWindowOptions(null, { devTools: false }).webPreferences).toHaveProperty(
      'backgroundThrottling',
      false,
    );
    expect(
      mainWindowOptions('/app/preload.cjs', { devTools: false }).webPreferences,
    ).not.toHaveProperty('backgroundThrottling');
  });

  it('names displays by their label, else by number, with their size', () => {
    expect(displayName(projector, 1)).toBe('Epson (1280×720)');
    expect(displayName(tv, 2)).toBe('Display 3 (3840×2160)');
  });
});
