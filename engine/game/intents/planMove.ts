import { findPath } from '../../grid/findPath.ts';
import { squareName } from '../../grid/squareName.ts';
import { validateMove } from '../../grid/validateMove.ts';
import type { Square } from '../../model/geometry.ts';
import { gate } from '../actionGate.ts';
import { movingUnit, othersFor } from '../queries.ts';
import type { GameState } from '../gameState.ts';
import { reject, type Rejection } from '../rejection.ts';
import { MOVE } from '../records/move.ts';

export interface MovePlan {
  ok: true;
  /** The squares entered, in order: the MOVE action's path. */
  path: Square[];
  cost: number;
  jumpDamage: number;
  /** E4, A8: where the character would fall, when a jump takes its last HP on the way. */
  fallsAt: Square | null;
}

/**
 * M1–M3, E3, E4: the way `who` would move to `square` now — findPath's cheapest legal path, which
 * a MOVE along it is accepted with — or why it cannot. The table moves a token with this, and the
 * computer opponent too.
 */
export function planMove(state: GameState, who: string, square: Square): MovePlan | Rejection {
  const refused = gate(state, { type: MOVE.type, who, path: [] });
  if (refused) return refused;
  const mover = state.combatants[who]!;
  const [w, h] = state.map.size;
  if (square[0] < 0 || square[1] < 0 || square[0] >= w || square[1] >= h)
    return reject('blocked', `[${square[0]}, ${square[1]}] is off the map (rule M2).`);
  const unit = movingUnit(state, mover);
  const others = othersFor(state, mover);
  const found = findPath(state.map, unit, others, square, state.options);
  if (!found)
    return reject(
      'no_path',
      `${mover.name} has no legal way to ${squareName(square)} with ${unit.speed} movement left.`,
    );
  // The same judgement the MOVE handler makes: findPath finds a way, Speed may still fall short.
  const verdict = validateMove(state.map, unit, others, found.path, state.options);
  if (!verdict.legal)
    return reject(
      verdict.reason,
      `${mover.name} cannot move to ${squareName(square)}: ${verdict.message}.`,
    );
  let fallsAt: Square | null = null;
  let damage = 0;
  for (let i = 0; i < found.path.length; i++) {
    damage += verdict.stepDamage[i]!;
    if (verdict.stepDamage[i]! > 0 && damage >= mover.hp.hpLeft) {
      fallsAt = found.path[i]!;
      break;
    }
  }
  return { ok: true, path: found.path, cost: found.cost, jumpDamage: found.jumpDamage, fallsAt };
}
