import type { Action } from './actions.ts';
import type { ActionPreview } from './gameDef.ts';
import type { GameState } from './gameState.ts';
import { previewAttack } from './intents/previewAttack.ts';
import { isRejection } from './queries.ts';
import { DECLARE_ATTACK } from './records/declareAttack.ts';
import { refusalFor } from './seatGate.ts';
import type { Viewer } from './viewer.ts';

/**
 * The attack's verdict before it is confirmed (issue 39, item 2: "the preview verdict before
 * confirming"), as a seat's phone reads it: previewAttack's line (range, sight, cover, the Attack
 * it would carry), whether the engine would take it, and the chips that would add nothing. The
 * words pass refusalFor, so a preview names nobody the viewer cannot see. Null for any other
 * action: only an attack has a dry run.
 */
export function skirmishPreview(
  state: GameState,
  viewer: Viewer,
  action: Action,
): ActionPreview | null {
  if (action.type !== DECLARE_ATTACK.type) return null;
  const preview = previewAttack(state, action);
  const said = (words: string) => refusalFor(state, viewer, words);
  if (isRejection(preview)) return { legal: false, text: said(preview.message), warnings: [] };
  const attack = preview.attack
    ? ` Attack ${preview.attack.afterCover}${preview.attack.afterCover !== preview.attack.beforeCover ? ` (${preview.attack.beforeCover} before cover)` : ''}.`
    : '';
  return {
    legal: preview.legal,
    text: said(preview.refusal ? preview.refusal.message : `${preview.text}${attack}`),
    warnings: preview.chipWarnings.map((w) => said(w.text)),
  };
}
