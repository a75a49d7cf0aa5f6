import { RULES_OPTIONS_GUIDE, rulesOptionField } from '../../rules/rulesOptionsGuide.ts';
import type { ActionRecord } from '../actionRecord.ts';
import { setRules } from '../handlers/setRules.ts';
import { BETWEEN_STEPS } from './betweenSteps.ts';

/** The Dealer changes the house rules (LEDGER: house rules are options); logged and undoable. */
export const SET_RULES: ActionRecord<'SET_RULES'> = {
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
