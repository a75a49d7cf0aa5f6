import type { PosseSight } from '../grid/posseSight.ts';
import { unionCells } from './fogCells.ts';
import { isLit, posseSightOf } from './fogSight.ts';
import type { GameState } from './gameState.ts';
import { revealed } from './handlers/hiding.ts';
import type { GameEvent } from './outcome.ts';
import { withState } from './stateShape.ts';

/**
 * The fog after an action (issue 11), in one place: the settle step of every accepted action
 * (progress.ts), so a move, a door, a token placed, a PC downed or revived, and the Dealer's
 * SET_FOG all update it alike, and undo restores it by replay. With the fog on, the squares the
 * posse sees now join the explored set; with autoReveal ticked, each hidden NPC the posse sees is
 * revealed, and the log says so. With the fog off and autoReveal unticked nothing is computed and
 * the state is the one given.
 */
export function settleFog(state: GameState, events: GameEvent[]): GameState {
  const fog = state.fog;
  if (fog.mode === 'off' && !fog.autoReveal) return state;
  const sight = posseSightOf(state);
  let next = state;
  if (fog.mode !== 'off') {
    const explored = exploredWith(fog.explored, sight);
    if (explored !== fog.explored) next = withState(next, { fog: { ...fog, explored } });
  }
  if (fog.autoReveal) {
    const seen = Object.values(next.combatants)
      .filter((c) => c.hidden && isLit(sight, c.at))
      .map((c) => c.id);
    if (seen.length > 0) {
      const shown = revealed(next, seen, 'the posse sees them');
      events.push(...shown.events);
      next = shown.state;
    }
  }
  return next;
}

/**
 * The last union made with each sight: a step that leaves the posse's sight as it was (most of
 * them: a card, a chip, a phase) finds the explored set it made last time and skips the bitset;
 * so does publicView, which asks the same of the state the settle step made.
 */
const lastUnion = new WeakMap<PosseSight, { from: string; to: string }>();

/** `explored` with the squares `sight` lights added: itself when they were all in it. */
export function exploredWith(explored: string, sight: PosseSight): string {
  const last = lastUnion.get(sight);
  if (last && (last.from === explored || last.to === explored)) return last.to;
  const to = unionCells(explored, sight.seenBy);
  lastUnion.set(sight, { from: explored, to });
  return to;
}
