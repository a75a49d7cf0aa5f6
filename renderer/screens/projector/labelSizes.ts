import type { ScreenLabelStyle } from '../../board/overlays/screenLabels.ts';
import { cssPixelsPerInch } from '../../players/trueScale.ts';
import type { ProjectorScreen } from './projectorCamera.ts';

/**
 * How big the players' token labels are (issue 40, item 1), read from a chair two metres from a
 * 55″ TV: a name at least 8 mm tall and an HP figure at least 6 mm on a calibrated screen; on one
 * whose size nobody told us, 2.2% and 1.6% of the screen's height (a 55″ TV's 8 mm is 1.2%, so an
 * uncalibrated screen errs on the large side). Sizes are the type's em in CSS pixels.
 */
export const LABEL_TYPE = Object.freeze({
  nameMillimetres: 8,
  hpMillimetres: 6,
  nameShare: 0.022,
  hpShare: 0.016,
});

const MM_PER_INCH = 25.4;

/**
 * The labels' style for a players' frame `frameHeight` CSS pixels tall, on `screen`, calibrated to
 * `diagonalInches` or not; standees face each label to its nearest table edge (item 3).
 */
export function labelStyleFor(input: {
  frameHeight: number;
  screen: ProjectorScreen;
  diagonalInches: number | null;
  standees: boolean;
}): ScreenLabelStyle {
  const facing = input.standees ? 'nearest edge' : 'up';
  if (input.diagonalInches !== null) {
    const perMm =
      cssPixelsPerInch(input.diagonalInches, input.screen.pixels, input.screen.ratio) / MM_PER_INCH;
    return {
      namePx: Math.ceil(LABEL_TYPE.nameMillimetres * perMm),
      hpPx: Math.ceil(LABEL_TYPE.hpMillimetres * perMm),
      facing,
    };
  }
  return {
    namePx: Math.ceil(LABEL_TYPE.nameShare * input.frameHeight),
    hpPx: Math.ceil(LABEL_TYPE.hpShare * input.frameHeight),
    facing,
  };
}
