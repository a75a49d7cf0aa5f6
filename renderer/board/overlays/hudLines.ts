import type { OverlayModel } from '../../state/overlayModel.ts';
import { attackStepLines } from '../../../engine/index.ts';

/**
 * The HUD's lines: the attack under way, step by step (attackStepLines), else previewAttack's
 * verdict on the hovered enemy. The engine words both; the HUD only lays them out.
 */
export function hudLines(model: OverlayModel): { text: string; current: boolean }[] {
  if (model.attack) return attackStepLines(model.attack);
  if (model.sight) return [{ text: model.sight.text, current: true }];
  return [];
}
