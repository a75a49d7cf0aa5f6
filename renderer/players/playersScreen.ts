import type { ProjectorScale } from '../../engine/core.ts';
import { boardHostOf } from '../screens/projector/projectorBands.ts';
import { holdsWholeMap, projectorCamera, shownRect } from '../screens/projector/projectorCamera.ts';
import type { PlayersView, ProjectorControls, ProjectorFrame } from './playersMessages.ts';

export type ProjectorAspect = NonNullable<ProjectorScale['aspect']>;

const RATIOS: Record<ProjectorAspect, number> = {
  '16:9': 16 / 9,
  '16:10': 16 / 10,
  '4:3': 4 / 3,
  '3:2': 3 / 2,
};

/** The width a screen of a chosen shape is laid out at: only its shape counts (see below). */
const MODEL_WIDTH = 1920;

/** The sizes the Dealer's window lays a players' screen out at, as a frame tells them. */
export type PlayersScreen = Pick<ProjectorFrame, 'viewport' | 'screen'>;

/**
 * The players' screen as the Dealer's window models it (issue 11, items 1 and 6), for the
 * miniature and the frame's outline: the projector on this machine as it reports itself, unless
 * the Dealer chose a shape (a TV's browser on the LAN reports nothing), and 16:9 until either.
 * A chosen shape is laid out 1920 pixels wide, full screen at one device pixel per CSS pixel:
 * the bands' text is sized to the frame's height, and at true scale the squares across are the
 * diagonal's inches over the square's whatever the pixels, so the width changes nothing shown.
 */
export function playersScreenOf(
  aspect: ProjectorAspect | undefined,
  reported: ProjectorFrame | null,
): PlayersScreen {
  if (!aspect && reported) return { viewport: reported.viewport, screen: reported.screen };
  const viewport = {
    width: MODEL_WIDTH,
    height: Math.round(MODEL_WIDTH / RATIOS[aspect ?? '16:9']),
  };
  return { viewport, screen: { ...viewport, ratio: 1 } };
}

/**
 * The part of the board a players' screen shows, computed as the projector computes it
 * (projectorCamera, on the board's share of the frame), for a screen that cannot say. `remembered`
 * is the centre of the last push (the 'fixed' follow), kept by the caller.
 */
export function modelledFrame(input: {
  mapSize: readonly [number, number];
  view: Pick<PlayersView, 'activeId' | 'combatants'>;
  controls: ProjectorControls;
  screen: PlayersScreen;
  remembered: readonly [number, number] | null;
  /** The strip's height in cqh, where its names wrap onto more lines (stripLayout.ts). */
  strip?: number;
}): ProjectorFrame {
  const { viewport, screen } = input.screen;
  const host = boardHostOf(viewport, input.strip);
  const camera = projectorCamera({
    mapSize: input.mapSize,
    view: input.view,
    controls: input.controls,
    host,
    screen: {
      pixels: { width: screen.width * screen.ratio, height: screen.height * screen.ratio },
      ratio: screen.ratio,
    },
    remembered: input.remembered,
  });
  const [w, h] = input.mapSize;
  if (!camera) return { shows: { x: 0, y: 0, width: w, height: h }, whole: true, viewport, screen };
  const shows = shownRect(camera, host);
  return { shows, whole: holdsWholeMap(shows, input.mapSize), viewport, screen };
}
