import type { GameDef, TypedAction } from '../../engine/game/gameDef.ts';
import type { Viewer } from '../../engine/game/viewer.ts';
import { previewAskSchema, type PreviewMessage } from './roomProtocol.ts';

/**
 * A dry run of an action for a seat's phone (issue 39, item 2: the attack's verdict before it is
 * confirmed), judged on the game the room holds, since the phone holds only its view. The seat's
 * own gate comes first, so a preview says no more than a refusal would: an action for another
 * seat's character, or naming someone the seat cannot see, gets the refusal's words.
 */
export function previewFor(
  def: GameDef<unknown, TypedAction, unknown>,
  state: unknown,
  viewer: Viewer,
  message: unknown,
): PreviewMessage {
  const asked = previewAskSchema.safeParse(message);
  if (!asked.success) return { ask: null, preview: null, message: 'That is not a question.' };
  const { ask } = asked.data;
  const none = (words: string): PreviewMessage => ({ ask, preview: null, message: words });
  const action = def.actionSchema.safeParse(asked.data.action);
  if (!action.success) return none('That is not an action of this game.');
  if (!def.preview) return none('This game shows no verdict before an action.');
  if (typeof viewer === 'object') {
    if (!def.seatRefusal) return none('This game takes no actions from a seat yet.');
    const refused = def.seatRefusal(state, viewer, action.data);
    if (refused !== null) return none(refused);
  }
  const preview = def.preview(state, viewer, action.data);
  return preview ? { ask, preview } : none('Only an attack has a verdict before it is made.');
}
