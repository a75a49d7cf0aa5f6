import { CELL } from '../../board/boardUnits.ts';
import { fitView, screenToWorld, type Size, type View } from '../../board/camera.ts';
import type { PlayersView, ProjectorControls, SquareRect } from '../../players/playersMessages.ts';
import { cssPixelsPerInch, trueScaleView, type ScreenPixels } from '../../players/trueScale.ts';

/** The screen a players' view is drawn for: its device pixels and their ratio to CSS pixels. */
export interface ProjectorScreen {
  pixels: ScreenPixels;
  ratio: number;
}

/**
 * The players' camera (issue 11, items 6 and 7), decided in one place:
 * - at true scale, one square is the chosen inches; the view is centred on what the Dealer pushed
 *   while the push lasts, else on the acting character (follow) or where the Dealer last put it
 *   (fixed), else on the map's middle;
 * - otherwise the Dealer's pushed box, fitted, or the whole map (wholeMapView).
 * `remembered` is the centre of the last push, kept by the caller for 'fixed'.
 */
export function projectorCamera(input: {
  mapSize: readonly [number, number];
  view: Pick<PlayersView, 'activeId' | 'combatants'>;
  controls: ProjectorControls;
  host: Size;
  screen: ProjectorScreen;
  remembered: readonly [number, number] | null;
}): View {
  const { controls, host, view } = input;
  const pushedCentre = controls.pushed ? centreOf(controls.pushed) : null;
  if (controls.scale && controls.scale.diagonalInches !== null) {
    const ppi = cssPixelsPerInch(
      controls.scale.diagonalInches,
      input.screen.pixels,
      input.screen.ratio,
    );
    const acting = view.combatants.find((c) => c.id === view.activeId);
    const centre = pushedCentre ??
      (controls.scale.follow === 'acting' && acting
        ? ([acting.at[0] + 0.5, acting.at[1] + 0.5] as const)
        : null) ??
      input.remembered ?? [input.mapSize[0] / 2, input.mapSize[1] / 2];
    return trueScaleView(ppi, controls.scale.squareInches, centre, host);
  }
  if (controls.pushed) {
    const { x, y, width, height } = controls.pushed;
    return fitView(
      { x: x * CELL, y: y * CELL, width: width * CELL, height: height * CELL },
      host,
      0,
    );
  }
  return wholeMapView(input.mapSize, host);
}

/**
 * Room for the coordinate labels, in squares: the letters above the map and the numbers to its
 * left stand within 0.55 of a square of it (coordinateLabels.ts); a hair on the far sides.
 */
const COORDINATE_ROOM = { before: 0.6, after: 0.1 };
/** The players' frame's edge, in CSS pixels: the map all but touches it. */
const EDGE_PIXELS = 4;

/**
 * The whole map on the players' view (issue 40, item 1: the board fills at least 90% of the space
 * the bands leave). The Dealer's board leaves a margin for nameplates spilling below the last
 * row; the players' labels are placed in screen space instead (ScreenLabels), so the map takes
 * all but its coordinates' room.
 */
export function wholeMapView(mapSize: readonly [number, number], host: Size): View {
  const { before, after } = COORDINATE_ROOM;
  return fitView(
    {
      x: -before * CELL,
      y: -before * CELL,
      width: (mapSize[0] + before + after) * CELL,
      height: (mapSize[1] + before + after) * CELL,
    },
    host,
    EDGE_PIXELS,
  );
}

export function centreOf(rect: SquareRect): [number, number] {
  return [rect.x + rect.width / 2, rect.y + rect.height / 2];
}

/** The part of the board a camera shows on a viewport, in squares. */
export function shownRect(view: View, host: Size): SquareRect {
  const a = screenToWorld(view, { x: 0, y: 0 });
  const b = screenToWorld(view, { x: host.width, y: host.height });
  return { x: a.x / CELL, y: a.y / CELL, width: (b.x - a.x) / CELL, height: (b.y - a.y) / CELL };
}

/** Whether a box holds the whole map (then the Dealer's board needs no outline). */
export function holdsWholeMap(rect: SquareRect, mapSize: readonly [number, number]): boolean {
  const slack = 1e-6;
  return (
    rect.x <= slack &&
    rect.y <= slack &&
    rect.x + rect.width >= mapSize[0] - slack &&
    rect.y + rect.height >= mapSize[1] - slack
  );
}
