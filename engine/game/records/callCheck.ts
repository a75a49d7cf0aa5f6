import { z } from 'zod';
import { checkMachine } from '../../machines/checkMachine.ts';
import { startFlow } from '../../machines/flow.ts';
import { CHECKS, parseCheckName } from '../../rules/checks.ts';
import type { ActionRecord } from '../actionRecord.ts';
import type { GameState } from '../gameState.ts';
import { stepTurn } from '../handlers/stepTurn.ts';
import { type ActionResult, accepted } from '../outcome.ts';
import { activeCharacter, encounterContext, isDown, isRejection } from '../queries.ts';
import { reject } from '../rejection.ts';
import { withState } from '../stateShape.ts';
import { BETWEEN_STEPS } from './betweenSteps.ts';

/** S5: the Dealer calls for a check and may set its TN. */
const schema = z.object({
  type: z.literal('CALL_CHECK'),
  who: z.string(),
  check: z.string(),
  /** S5: a whole TN; the table's TNs run 4–10 (S3), and no check could reach past 30. */
  tn: z.number().int().min(0).max(30).optional(),
});

export type CallCheckAction = z.output<typeof schema>;

/** The Dealer's form for CALL_CHECK, with the bounds the engine accepts. */
export interface CallCheckTemplate {
  type: CallCheckAction['type'];
  who: readonly string[];
  checks: readonly string[];
  tn: { min: number; max: number };
}

/** S5: the Dealer calls for a check by a character, and may set its TN. */
export const CALL_CHECK: ActionRecord<typeof schema, CallCheckTemplate> = {
  schema,
  type: 'CALL_CHECK',
  allowedIn: BETWEEN_STEPS,
  sender: 'dealer',
  offer: ({ state }) => ({
    templates: [
      {
        type: 'CALL_CHECK',
        // S2: standing, with a card to play on it.
        who: encounterContext(state).seating.filter((id) => {
          const c = state.combatants[id]!;
          return !isDown(c) && c.hand.length > 0;
        }),
        checks: CHECKS.map((c) => c.name),
        tn: tnBounds(),
      },
    ],
  }),
  apply: callCheck,
};

/** The TN bounds CALL_CHECK accepts, read from the action schema. */
function tnBounds(): { min: number; max: number } {
  // The schema's own bounds: a whole TN, 0 to 30.
  const number = schema.shape.tn.unwrap();
  return { min: number.minValue!, max: number.maxValue! };
}

/**
 * S3–S5: the Dealer calls for a check, with a TN (or the table's). Untrained 1-pt checks are
 * refused at once (S4). On the character's own turn, in the Action phase, a check is its action
 * (T4); a check the Dealer calls at any other moment costs none.
 */
export function callCheck(state: GameState, action: CallCheckAction): ActionResult {
  const who = state.combatants[action.who]!;
  // S2: a check is made by playing a card; with none in hand it could never resolve.
  if (who.hand.length === 0)
    return reject(
      'card_not_in_hand',
      `${who.name} has no card in hand to play on a check (rule S2).`,
    );
  const check = parseCheckName(action.check);
  if ('error' in check) return reject('unknown_check', check.error);
  if (check.definition.training === 'onePoint' && !state.options.untrainedOnePointChecksAllowed) {
    const trained = who.trained.some((t) => t.toLowerCase() === check.label.toLowerCase());
    if (!trained)
      return reject(
        'untrained',
        `${check.label} is a 1-pt check and ${who.name} is not trained in it (rule S4).`,
      );
  }
  let next = state;
  if (activeCharacter(state) === who.id && state.turn?.flow.value === 'action') {
    const spent = stepTurn(state, { type: 'TAKE_ACTION', attack: false, freeShots: 0 }, [
      'no_action_left',
      `${who.name} has used this turn's action; an Action chip buys another (rule T4).`,
    ]);
    if (isRejection(spent)) return spent;
    next = spent;
  }
  const tn = action.tn ?? check.definition.tn;
  return accepted(
    withState(next, {
      check: { flow: startFlow(checkMachine), who: who.id, check: check.label, tn },
    }),
    [{ who: who.id, text: `The Dealer calls for ${check.label} from ${who.name}, TN ${tn}.` }],
  );
}
