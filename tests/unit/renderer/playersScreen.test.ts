import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CONTROLS,
  type ProjectorFrame,
} from '../../../renderer/players/playersMessages.ts';
import { modelledFrame, playersScreenOf } from '../../../renderer/players/playersScreen.ts';
import { boardHostOf } from '../../../renderer/screens/projector/projectorBands.ts';

const reported: ProjectorFrame = {
  shows: { x: 0, y: 0, width: 16, height: 12 },
  whole: true,
  viewport: { width: 1280, height: 1024 },
  screen: { width: 1280, height: 1024, ratio: 1.5 },
};

describe("the players' screen as the Dealer's window models it (issue 11, item 1)", () => {
  it("takes this machine's projector's report until the Dealer chooses a shape; 16:9 before either", () => {
    expect(playersScreenOf(undefined, reported)).toEqual({
      viewport: reported.viewport,
      screen: reported.screen,
    });
    expect(playersScreenOf(undefined, null).viewport).toEqual({ width: 1920, height: 1080 });
    for (const [aspect, ratio] of [
      ['16:9', 16 / 9],
      ['16:10', 1.6],
      ['4:3', 4 / 3],
      ['3:2', 1.5],
    ] as const) {
      const { viewport, screen } = playersScreenOf(aspect, reported);
      expect(viewport.width / viewport.height).toBeCloseTo(ratio, 2);
      // A TV's browser, full screen: its screen is its viewport.
      expect(screen).toEqual({ ...viewport, ratio: 1 });
    }
  });

  it('a pushed box is fitted to the board between the bands, so the frame has their shape', () => {
    const pushed = { x: 2, y: 2, width: 4, height: 4 };
    for (const aspect of ['16:9', '4:3'] as const) {
      const screen = playersScreenOf(aspect, null);
      const frame = modelledFrame({
        mapSize: [30, 30],
        view: { activeId: null, combatants: [] },
        controls: { ...DEFAULT_CONTROLS, pushed },
        screen,
        remembered: null,
      });
      const host = boardHostOf(screen.viewport);
      expect(frame.whole).toBe(false);
      expect(frame.shows.width / frame.shows.height).toBeCloseTo(host.width / host.height, 6);
      // The pushed box is all within it, centred.
      expect(frame.shows.x + frame.shows.width / 2).toBeCloseTo(4, 6);
      expect(Math.min(frame.shows.width, frame.shows.height)).toBeGreaterThanOrEqual(4);
    }
  });

  it("at true scale it shows the diagonal's inches across, whatever the shape's pixels", () => {
    const scale = {
      trueScale: true,
      diagonalInches: 40,
      squareInches: 1,
      follow: 'acting' as const,
    };
    for (const aspect of ['16:9', '4:3'] as const) {
      const screen = playersScreenOf(aspect, null);
      const frame = modelledFrame({
        mapSize: [60, 60],
        view: { activeId: null, combatants: [] },
        controls: { ...DEFAULT_CONTROLS, scale },
        screen,
        remembered: null,
      });
      const { width, height } = screen.viewport;
      // The screen's width in inches: the diagonal's share along the width, one square an inch.
      expect(frame.shows.width).toBeCloseTo((40 * width) / Math.hypot(width, height), 6);
      expect(frame.shows.x + frame.shows.width / 2).toBeCloseTo(30, 6);
    }
  });

  it('the whole map fitted, when nothing is pushed and true scale is off', () => {
    const frame = modelledFrame({
      mapSize: [16, 12],
      view: { activeId: null, combatants: [] },
      controls: DEFAULT_CONTROLS,
      screen: playersScreenOf('4:3', null),
      remembered: null,
    });
    expect(frame.whole).toBe(true);
  });
});
