import { z } from 'zod';
import type { ActionRecord } from '../actionRecord.ts';
import type { GameState } from '../gameState.ts';
import { type ActionResult, accepted } from '../outcome.ts';
import { reject } from '../rejection.ts';
import { withState } from '../stateShape.ts';
import { shownWords, tableShownSchema } from '../tableShown.ts';
import { BETWEEN_STEPS } from './betweenSteps.ts';

/**
 * Issue 40, item 5: the Dealer shows the players an NPC's card or a line of text over the board,
 * or takes it down (`shown: null`). A table setting like the fog: logged and undoable.
 */
const schema = z.object({
  type: z.literal('SHOW_TO_PLAYERS'),
  shown: tableShownSchema.nullable(),
});

export type ShowToPlayersAction = z.output<typeof schema>;

/** The Dealer's form for SHOW_TO_PLAYERS: what is up on the players' screen now, if anything. */
export interface ShowToPlayersTemplate {
  type: ShowToPlayersAction['type'];
  showing: boolean;
}

export const SHOW_TO_PLAYERS: ActionRecord<typeof schema, ShowToPlayersTemplate> = {
  schema,
  type: 'SHOW_TO_PLAYERS',
  allowedIn: [...BETWEEN_STEPS, 'over'],
  sender: 'dealer',
  offer: ({ state }) => ({
    templates: [{ type: 'SHOW_TO_PLAYERS', showing: (state.shown ?? null) !== null }],
  }),
  apply: showToPlayers,
};

export function showToPlayers(state: GameState, action: ShowToPlayersAction): ActionResult {
  const before = state.shown ?? null;
  if (action.shown === null) {
    if (!before) return reject('invalid_action', 'Nothing is shown to the players.');
    return accepted(withState(state, { shown: null }), [
      { text: `The Dealer takes ${shownWords(before)} off the players' screen.` },
    ]);
  }
  if (before && JSON.stringify(before) === JSON.stringify(action.shown))
    return reject('invalid_action', 'The players are shown that already.');
  return accepted(withState(state, { shown: action.shown }), [
    { text: `The Dealer shows the players ${shownWords(action.shown)}.` },
  ]);
}
