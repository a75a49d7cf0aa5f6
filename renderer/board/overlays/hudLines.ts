import type { OverlayModel } from '../../state/overlayModel.ts';
import { attackStepLines, coverWhy } from '../../../engine/index.ts';

/** The HUD's lines: the attack under way, step by step, else the verdict on the hovered enemy. */
export function hudLines(model: OverlayModel): { text: string; current: boolean }[] {
  if (model.attack) return attackStepLines(model.attack);
  if (model.sight) {
    const s = model.sight;
    const range =
      s.distance <= s.range
        ? `${s.distance} squares, range ${s.range}`
        : `OUT OF RANGE: ${s.distance} squares, range ${s.range}`;
    if (!s.verdict.los) {
      const what = s.verdict.blocker?.kind === 'door' ? 'a closed door' : 'a wall';
      return [{ text: `${s.names.to}: ${range} · NO LINE OF SIGHT (${what})`, current: true }];
    }
    const why = coverWhy({ coverVerdict: s.verdict });
    const cover = s.verdict.cover
      ? `COVER: attack halved (${why})`
      : why
        ? `no cover (${why})`
        : 'no cover';
    return [{ text: `${s.names.to}: ${range} · ${cover}`, current: true }];
  }
  return [];
}
