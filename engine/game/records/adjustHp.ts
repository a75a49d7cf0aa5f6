import { z } from 'zod';
import type { ActionRecord } from '../actionRecord.ts';
import { withCombatant } from '../combatantShape.ts';
import { DEALER_BOUNDS } from '../dealerBounds.ts';
import { updateCombatant } from '../deck.ts';
import type { GameState } from '../gameState.ts';
import { type ActionResult, type GameEvent, accepted } from '../outcome.ts';
import { markDown } from '../progress.ts';
import { reject } from '../rejection.ts';
import { BETWEEN_STEPS } from './betweenSteps.ts';

/**
 * The Dealer's fix to an HP track (A8, H4: the red tracker chip): set it `to` a value or change
 * it `by` some, exactly one of the two; the result is held within 0 and the track's max.
 * `combatant`, not `who`: the Dealer acts, the character is acted on (a downed one too).
 */
const schema = z.object({
  type: z.literal('ADJUST_HP'),
  combatant: z.string(),
  to: z.number().int().min(0).max(DEALER_BOUNDS.hpChange.max).optional(),
  by: z.number().int().min(DEALER_BOUNDS.hpChange.min).max(DEALER_BOUNDS.hpChange.max).optional(),
});

export type AdjustHpAction = z.output<typeof schema>;

/** The Dealer's form for ADJUST_HP, with the bounds the engine accepts. */
export interface AdjustHpTemplate {
  type: AdjustHpAction['type'];
  /** A8: each combatant's HP track; `to` runs 0..max, `by` within `by` (held to the track). */
  combatants: readonly { combatant: string; hpLeft: number; max: number }[];
  by: { min: number; max: number };
}

/** A8, H4: the Dealer's fix to an HP track (the red tracker chip), held within 0 and its max. */
export const ADJUST_HP: ActionRecord<typeof schema, AdjustHpTemplate> = {
  schema,
  type: 'ADJUST_HP',
  allowedIn: BETWEEN_STEPS,
  sender: 'dealer',
  /** A8: each combatant's HP track; `to` runs 0..max, `by` within the bounds (held to the track). */
  offer: ({ state }) => ({
    templates: [
      {
        type: 'ADJUST_HP',
        combatants: Object.keys(state.combatants).map((id) => {
          const c = state.combatants[id]!;
          return { combatant: id, hpLeft: c.hp.hpLeft, max: c.hp.max };
        }),
        by: { ...DEALER_BOUNDS.hpChange },
      },
    ],
  }),
  apply: adjustHp,
};

/**
 * The Dealer's hand on the table (T1: the Dealer runs the encounter): fixes to HP, chips awarded,
 * a token moved by hand, the seating. Each is a decision of its own in the log, so undo takes it
 * back alone, and each says in the log what it changed, so the table sees the fix.
 */

/** A8, H4: the red chip on the HP track, moved by the Dealer; held within 0 and the track's max. */
export function adjustHp(state: GameState, action: AdjustHpAction): ActionResult {
  const c = state.combatants[action.combatant]!;
  if ((action.to === undefined) === (action.by === undefined))
    return reject(
      'invalid_action',
      'Give the HP to set it to, or the change to make, one of the two.',
    );
  const before = c.hp.hpLeft;
  const wanted = action.to ?? before + action.by!;
  const hp = Math.min(c.hp.max, Math.max(0, wanted));
  if (hp === before)
    return reject(
      'invalid_action',
      `${c.name}'s HP is already ${before}/${c.hp.max}${wanted !== hp ? `: the track ends at ${wanted < 0 ? 0 : c.hp.max}` : ''}.`,
    );
  const held =
    wanted !== hp
      ? `, held at the track's ${wanted < 0 ? 'skull square, 0' : `end, ${c.hp.max}`} (asked: ${wanted})`
      : '';
  const how =
    action.to !== undefined
      ? `sets ${c.name}'s HP to ${action.to}`
      : `changes ${c.name}'s HP by ${signed(action.by!)}`;
  const events: GameEvent[] = [
    {
      who: c.id,
      text: `The Dealer ${how}${held}: HP ${before} → ${hp}/${c.hp.max}.`,
    },
  ];
  let next = updateCombatant(state, withCombatant(c, { hp: { ...c.hp, hpLeft: hp } }));
  if (hp === 0) next = markDown(next, next.combatants[c.id]!, events);
  else if (before === 0) events.push({ who: c.id, text: `${c.name} is standing again.` });
  return accepted(next, events);
}

function signed(n: number): string {
  return n >= 0 ? `+${n}` : `−${-n}`;
}
