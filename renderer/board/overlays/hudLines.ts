import type { OverlayModel } from '../../state/overlayModel.ts';
import type { MeasureReading } from '../../tools/measureReading.ts';
import { attackStepLines } from '../../../engine/skirmish.ts';

/**
 * The HUD's lines: the attack under way, step by step (attackStepLines), else the Measure tool's
 * reading, else previewAttack's verdict on the hovered enemy. The engine answers all three; the
 * HUD only lays them out.
 */
export function hudLines(
  model: OverlayModel,
  measure: MeasureReading | null = null,
): { text: string; current: boolean }[] {
  if (model.attack) return attackStepLines(model.attack);
  if (measure) return [{ text: measure.text, current: true }];
  if (model.sight) return [{ text: model.sight.text, current: true }];
  return [];
}
