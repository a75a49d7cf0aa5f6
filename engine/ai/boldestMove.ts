import type { Square } from '../model/geometry.ts';
import { distance } from '../grid/distance.ts';
import { lineOfSight } from '../grid/lineOfSight.ts';
import type { Action } from '../game/actions.ts';
import type { Combatant, GameState } from '../game/gameState.ts';
import { legalActions } from '../game/legalActions.ts';
import { isDown } from '../game/queries.ts';
import { bestHit, hitWorth } from './expectedHit.ts';
import type { SideView } from './sideView.ts';
import { MOVE } from '../game/records/move.ts';

/**
 * How far a square out of sight of an enemy counts beyond its distance: a wall between two
 * fighters a square apart keeps them as far from a shot as a long walk would (G3).
 */
const BLIND = 10;

/**
 * How far `at` is from a fight for `me`: the distance to the nearest standing enemy, BLIND more
 * when no enemy is in sight of it. Zero when no enemy stands.
 */
export function distanceToFight(state: GameState, me: Combatant, at: Square): number {
  let nearest = Infinity;
  for (const id in state.combatants) {
    const enemy = state.combatants[id]!;
    if (enemy.side === me.side || isDown(enemy)) continue;
    const d = distance(at, enemy.at);
    if (d >= nearest) continue;
    nearest = lineOfSight(state.map, at, enemy.at).visible ? d : Math.min(nearest, d + BLIND);
  }
  return Number.isFinite(nearest) ? nearest : 0;
}

/**
 * The hard level's bold candidate in a Movement phase (the normal level weighs every shot it
 * may take, so two of it wait in cover for ever): the square with the best expected shot,
 * whatever may come back; with no shot anywhere, the square nearest a fight. Null when no move
 * beats staying.
 */
export function boldestMove(view: SideView, who: string): Action | null {
  const state = view.state;
  const me = state.combatants[who]!;
  const enemies = Object.values(state.combatants).filter((c) => c.side !== me.side && !isDown(c));
  const shotFrom = (at: Square) => {
    let shot = 0;
    for (const enemy of enemies) {
      const hit = bestHit(view, me, at, enemy, enemy.at);
      if (hit) shot = Math.max(shot, hitWorth(hit));
    }
    return shot;
  };
  let best = {
    action: null as Action | null,
    shot: shotFrom(me.at),
    far: distanceToFight(state, me, me.at),
  };
  for (const action of legalActions(state, who).actions) {
    if (action.type !== MOVE.type) continue;
    const to = action.path[action.path.length - 1]!;
    const shot = shotFrom(to);
    const far = distanceToFight(state, me, to);
    if (shot > best.shot + 1e-9 || (shot >= best.shot - 1e-9 && far < best.far))
      best = { action, shot, far };
  }
  return best.action;
}
