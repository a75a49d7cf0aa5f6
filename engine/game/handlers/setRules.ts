import { RULES_OPTIONS_GUIDE } from '../../rules/rulesOptionsGuide.ts';
import type { RulesOptions } from '../../rules/rulesOptions.ts';
import type { Action } from '../actions.ts';
import type { GameState } from '../gameState.ts';
import { accepted, type ActionResult, type GameEvent } from '../outcome.ts';
import { reject } from '../rejection.ts';
import { withState } from '../stateShape.ts';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

/**
 * The Dealer changes house rules between steps of play. Refused while an attack or a check is
 * being resolved, so one resolution never mixes two sets of rules. Each change is logged in words
 * with its ledger id, so the table sees what changed; undo takes it back like any action.
 */
export function setRules(state: GameState, action: Of<'SET_RULES'>): ActionResult {
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
