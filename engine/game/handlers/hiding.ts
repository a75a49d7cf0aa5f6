import { squareName } from '../../grid/squareName.ts';
import { withCombatant } from '../combatantShape.ts';
import { updateCombatant } from '../deck.ts';
import type { Combatant, GameState } from '../gameState.ts';
import type { GameEvent } from '../outcome.ts';

/**
 * Hidden NPCs (issue 11): an ambush the Dealer sets (records/hide.ts, reveal.ts). A hidden NPC is
 * in the game like any other, and the rules apply to it, but the players' view leaves it out until
 * it is revealed: by the Dealer, or by the rules the moment it matters to the posse (it attacks,
 * is attacked, or stands in a mover's way), so no attack step or refusal can speak of it
 * unrevealed. These reveal it, and find the hidden on a mover's path.
 */
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
