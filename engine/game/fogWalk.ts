import type { Square } from '../model/geometry.ts';
import type { GameMap } from '../model/map.ts';
import { unionCells } from './fogCells.ts';
import { fieldAt } from './fogSight.ts';
import type { GameState } from './gameState.ts';
import { revealed } from './handlers/hiding.ts';
import type { GameEvent } from './outcome.ts';
import { withState } from './stateShape.ts';

/**
 * The fog along a walk (issue 11: "moves update the fog"). The settle step (fogSettle.ts) sees
 * from where the posse stands once an action is over; a PC that walks down a corridor saw, square
 * by square, what lies off each square of its way, and the players saw it on the projector as the
 * token went. So a PC's move adds, before the settle step, what the PC sees from each square it
 * stood on before the last (the start included): those squares join the explored set, and with
 * autoReveal ticked a hidden NPC seen from any of them is revealed, logged as the settle step logs
 * it. The last square is the settle step's own (it sweeps the mover there anyway, and a PC that
 * falls on it sees nothing from it, A8). The other PCs stood still: what they see is the settle
 * step's too. Pure, like the settle step: a replay of the MOVE walks the same squares again.
 */
export function settleWalkFog(
  state: GameState,
  who: string,
  walked: readonly Square[],
  events: GameEvent[],
): GameState {
  const fog = state.fog;
  if (fog.mode === 'off' && !fog.autoReveal) return state;
  if (walked.length === 0 || state.combatants[who]?.side !== 'pc') return state;
  const seen = walkSeen(state.map, walked);
  let next = state;
  if (fog.mode !== 'off') {
    const explored = unionCells(fog.explored, seen);
    if (explored !== fog.explored) next = withState(next, { fog: { ...fog, explored } });
  }
  if (fog.autoReveal) {
    const w = state.map.size[0];
    const spotted = Object.values(next.combatants)
      .filter((c) => c.hidden && seen[c.at[1] * w + c.at[0]] === 1)
      .map((c) => c.id);
    if (spotted.length > 0) {
      const shown = revealed(next, spotted, 'the posse sees them');
      events.push(...shown.events);
      next = shown.state;
    }
  }
  return next;
}

/**
 * 1 on every square seen from some square of `squares` (G3's LOS, no range limit, sightField);
 * one sweep a square at most, the fields already swept taken from fogSight.fieldAt's cache.
 */
export function walkSeen(
  map: GameMap,
  squares: readonly Square[],
  /** A fresh sweep instead, for the benchmark: what a walk costs when nothing is cached. */
  fieldOf: (map: GameMap, at: Square) => Uint8Array = fieldAt,
): Uint8Array {
  const seen = new Uint8Array(map.size[0] * map.size[1]);
  const swept = new Set<string>();
  for (const at of squares) {
    const key = `${at[0]},${at[1]}`;
    if (swept.has(key)) continue;
    swept.add(key);
    const field = fieldOf(map, at);
    for (let i = 0; i < field.length; i++) seen[i] = seen[i]! | field[i]!;
  }
  return seen;
}
