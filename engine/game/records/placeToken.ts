import type { Square } from '../../model/geometry.ts';
import { z } from 'zod';
import { squareName } from '../../grid/squareName.ts';
import { sameSquare, squareSchema } from '../../model/geometry.ts';
import type { ActionRecord } from '../actionRecord.ts';
import { withCombatant } from '../combatantShape.ts';
import { updateCombatant } from '../deck.ts';
import type { GameState } from '../gameState.ts';
import { freeSquares, tokenSquareProblem } from '../handlers/tokenSquare.ts';
import { type ActionResult, accepted } from '../outcome.ts';
import { reject } from '../rejection.ts';
import { BETWEEN_STEPS } from './betweenSteps.ts';

/** The Dealer moves a token by hand to a free square on the map: no movement is spent (M1). */
const schema = z.object({
  type: z.literal('PLACE_TOKEN'),
  combatant: z.string(),
  at: squareSchema,
});

export type PlaceTokenAction = z.output<typeof schema>;

/** The Dealer's form for PLACE_TOKEN, with the bounds the engine accepts. */
export interface PlaceTokenTemplate {
  type: PlaceTokenAction['type'];
  /** The squares free for a token (no cover, no token): any combatant to any of them. */
  combatants: readonly string[];
  squares: readonly Square[];
}

/** The Dealer moves a token by hand to a free square on the map: no movement is spent (M1). */
export const PLACE_TOKEN: ActionRecord<typeof schema, PlaceTokenTemplate> = {
  schema,
  type: 'PLACE_TOKEN',
  allowedIn: BETWEEN_STEPS,
  sender: 'dealer',
  /** The squares free for a token (no cover, no token): any combatant to any of them. */
  offer: ({ state }) => ({
    templates: [
      {
        type: 'PLACE_TOKEN',
        combatants: Object.keys(state.combatants),
        squares: freeSquares(state),
      },
    ],
  }),
  apply: placeToken,
};

/** The Dealer's fix to a token's square: any free square on the map, no movement spent (M1). */
export function placeToken(state: GameState, action: PlaceTokenAction): ActionResult {
  const c = state.combatants[action.combatant]!;
  const where = squareName(action.at);
  if (sameSquare(c.at, action.at))
    return reject('invalid_action', `${c.name} is already at ${where}.`);
  const problem = tokenSquareProblem(state, c.id, action.at);
  if (problem)
    return reject(problem.reason, `${c.name} cannot be placed there: ${problem.message}.`);
  return accepted(updateCombatant(state, withCombatant(c, { at: [action.at[0], action.at[1]] })), [
    {
      who: c.id,
      text: `The Dealer moves ${c.name} from ${squareName(c.at)} to ${where} by hand: no movement spent.`,
    },
  ]);
}
