import { z } from 'zod';
import { type RulesOptions, rulesOptionsSchema } from '../../rules/rulesOptions.ts';
import {
  RULES_OPTIONS_GUIDE,
  rulesOptionField,
  type RulesOptionField,
} from '../../rules/rulesOptionsGuide.ts';
import type { ActionRecord } from '../actionRecord.ts';
import type { GameState } from '../gameState.ts';
import { type ActionResult, type GameEvent, accepted } from '../outcome.ts';
import { reject } from '../rejection.ts';
import { withState } from '../stateShape.ts';
import { BETWEEN_STEPS } from './betweenSteps.ts';

/** The Dealer changes the house rules (LEDGER: house rules are options); logged and undoable. */
const schema = z.object({ type: z.literal('SET_RULES'), options: rulesOptionsSchema });

export type SetRulesAction = z.output<typeof schema>;

/** The Dealer's form for SET_RULES, with the bounds the engine accepts. */
export interface SetRulesTemplate {
  type: SetRulesAction['type'];
  /** Each editable house rule, its ledger id and how it is edited (from the schema). */
  fields: readonly { key: string; rule: string; label: string; field: RulesOptionField }[];
}

/** The Dealer changes the house rules (LEDGER: house rules are options); logged and undoable. */
export const SET_RULES: ActionRecord<typeof schema, SetRulesTemplate> = {
  schema,
  type: 'SET_RULES',
  allowedIn: [...BETWEEN_STEPS, 'over'],
  sender: 'dealer',
  /** Each editable house rule, its ledger id and how it is edited (from the schema). */
  offer: () => ({
    templates: [
      {
        type: 'SET_RULES',
        fields: RULES_OPTIONS_GUIDE.map((g) => ({
          key: g.key,
          rule: g.rule,
          label: g.label,
          field: rulesOptionField(g.key),
        })),
      },
    ],
  }),
  apply: setRules,
};

/**
 * The Dealer changes house rules between steps of play. Refused while an attack or a check is
 * being resolved, so one resolution never mixes two sets of rules. Each change is logged in words
 * with its ledger id, so the table sees what changed; undo takes it back like any action.
 */
export function setRules(state: GameState, action: SetRulesAction): ActionResult {
  const events = describeChanges(state.options, action.options);
  if (events.length === 0) return reject('invalid_action', 'No house rule changed.');
  return accepted(withState(state, { options: action.options }), events);
}

function describeChanges(before: RulesOptions, after: RulesOptions): GameEvent[] {
  const events: GameEvent[] = RULES_OPTIONS_GUIDE.filter((g) => before[g.key] !== after[g.key]).map(
    (g) => ({
      text: `House rule ${g.rule} — ${g.label}: ${shown(before[g.key])} → ${shown(after[g.key])}.`,
    }),
  );
  if (JSON.stringify(before.factionBonuses) !== JSON.stringify(after.factionBonuses))
    events.push({ text: 'House rule B5 — the faction bonuses change.' });
  if (before.cardsPerStore !== after.cardsPerStore)
    events.push({
      text: `House rule X1 — item cards per store: ${before.cardsPerStore} → ${after.cardsPerStore}.`,
    });
  return events;
}

function shown(value: unknown): string {
  return value === true ? 'yes' : value === false ? 'no' : String(value);
}
