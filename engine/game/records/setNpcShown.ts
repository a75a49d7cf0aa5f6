import { z } from 'zod';
import type { ActionRecord } from '../actionRecord.ts';
import type { GameState } from '../gameState.ts';
import { NPC_HP_SHOWN, NPC_SHOWN_ALL, type NpcHpShown } from '../npcShown.ts';
import { type ActionResult, accepted } from '../outcome.ts';
import { reject } from '../rejection.ts';
import { withState } from '../stateShape.ts';
import { BETWEEN_STEPS } from './betweenSteps.ts';

/**
 * Issue 40, item 4: the Dealer chooses what the players see of the NPCs for this encounter: their
 * HP in figures, as a rough state, or hidden, and their tier's badge or not (kept as it is when
 * left out).
 */
const schema = z.object({
  type: z.literal('SET_NPC_SHOWN'),
  hp: z.enum(NPC_HP_SHOWN).optional(),
  tier: z.boolean().optional(),
});

export type SetNpcShownAction = z.output<typeof schema>;

/** The Dealer's form for SET_NPC_SHOWN: the choices, and the setting as it is. */
export interface SetNpcShownTemplate {
  type: SetNpcShownAction['type'];
  choices: readonly NpcHpShown[];
  hp: NpcHpShown;
  tier: boolean;
}

export const SET_NPC_SHOWN: ActionRecord<typeof schema, SetNpcShownTemplate> = {
  schema,
  type: 'SET_NPC_SHOWN',
  allowedIn: [...BETWEEN_STEPS, 'over'],
  sender: 'dealer',
  offer: ({ state }) => {
    const shown = state.npcShown ?? NPC_SHOWN_ALL;
    return {
      templates: [{ type: 'SET_NPC_SHOWN', choices: NPC_HP_SHOWN, hp: shown.hp, tier: shown.tier }],
    };
  },
  apply: setNpcShown,
};

const HP_WORDS: Record<NpcHpShown, string> = {
  shown: "the players see the NPCs' HP",
  rough: 'the players see only how hurt the NPCs are (hurt, badly hurt), not their HP',
  hidden: "the players see nothing of the NPCs' HP",
};

/** The Dealer changes what the players see of the NPCs (issue 40, item 4). */
export function setNpcShown(state: GameState, action: SetNpcShownAction): ActionResult {
  const before = state.npcShown ?? NPC_SHOWN_ALL;
  const hp = action.hp ?? before.hp;
  const tier = action.tier ?? before.tier;
  if (hp === before.hp && tier === before.tier)
    return reject('invalid_action', 'The players already see the NPCs that way.');
  const events = [];
  if (hp !== before.hp) events.push({ text: `The Dealer sets it so ${HP_WORDS[hp]}.` });
  if (tier !== before.tier)
    events.push({
      text: tier
        ? "The players see the NPCs' threat tiers."
        : "The NPCs' threat tiers are hidden from the players.",
    });
  return accepted(withState(state, { npcShown: { hp, tier } }), events);
}
