import { squareName } from '../../grid/squareName.ts';
import type { Action } from '../actions.ts';
import { withCombatant } from '../combatantShape.ts';
import { updateCombatant } from '../deck.ts';
import type { Combatant, GameState } from '../gameState.ts';
import { accepted, type ActionResult, type GameEvent } from '../outcome.ts';
import { reject } from '../rejection.ts';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

/**
 * Hidden NPCs (issue 11): an ambush the Dealer sets. A hidden NPC is in the game like any other,
 * and the rules apply to it, but the players' view (publicView) leaves it out until it is
 * revealed: by the Dealer, or by the rules the moment it matters to the posse (it attacks, is
 * attacked, or stands in a mover's way), so no attack step or refusal can speak of it unrevealed.
 */

/** The Dealer hides an NPC. Player characters are the posse's own: they never hide from it. */
export function hide(state: GameState, action: Of<'HIDE'>): ActionResult {
  const c = state.combatants[action.combatant]!;
  if (c.side !== 'npc')
    return reject(
      'invalid_action',
      `${c.name} is a player character: only the Dealer's NPCs hide from the players.`,
    );
  if (c.hidden) return reject('invalid_action', `${c.name} is already hidden.`);
  return accepted(updateCombatant(state, withCombatant(c, { hidden: true })), [
    {
      who: c.id,
      text: `The Dealer hides ${c.name} at ${squareName(c.at)}: off the players' view until revealed.`,
    },
  ]);
}

/** The Dealer reveals a hidden NPC: it appears on the players' view where it stands. */
export function reveal(state: GameState, action: Of<'REVEAL'>): ActionResult {
  const c = state.combatants[action.combatant]!;
  if (!c.hidden) return reject('invalid_action', `${c.name} is not hidden.`);
  const { state: next, events } = revealed(state, [c.id], 'the Dealer reveals them');
  return accepted(next, events);
}

/** Reveals each of `ids` still hidden, with a log line saying why; the others are left alone. */
export function revealed(
  state: GameState,
  ids: readonly string[],
  why: string,
): { state: GameState; events: GameEvent[] } {
  let next = state;
  const events: GameEvent[] = [];
  for (const id of new Set(ids)) {
    const c = next.combatants[id]!;
    if (!c.hidden) continue;
    next = updateCombatant(next, withCombatant(c, { hidden: false }));
    events.push({ who: c.id, text: `${c.name} was hiding at ${squareName(c.at)}: ${why}.` });
  }
  return { state: next, events };
}

/** The hidden combatants standing on the path's squares, in the order the path meets them. */
export function hiddenOnPath(
  state: GameState,
  mover: Combatant,
  path: readonly (readonly [number, number])[],
): Combatant[] {
  const hidden = Object.values(state.combatants).filter(
    (c) => c.hidden && c.id !== mover.id && c.hp.hpLeft > 0,
  );
  if (hidden.length === 0) return [];
  const met: Combatant[] = [];
  for (const [x, y] of path) {
    const there = hidden.find((c) => c.at[0] === x && c.at[1] === y);
    if (there && !met.includes(there)) met.push(there);
  }
  return met;
}
