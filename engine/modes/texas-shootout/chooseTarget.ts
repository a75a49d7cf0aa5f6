import { texasDistance } from './board.ts';
import type { TexasToken } from './placement.ts';

/**
 * TS4: the shooter's target is the nearest enemy within its Range (distance ≤ Range) not yet killed
 * this round; ties go to the lowest column, then to row 1. Undefined when there is none, and then
 * the shooter does not shoot and uses no roll.
 */
export function chooseTarget(
  shooter: TexasToken,
  tokens: readonly TexasToken[],
  killed: ReadonlySet<string>,
): TexasToken | undefined {
  const candidates = tokens
    .filter((t) => t.side !== shooter.side && !killed.has(t.name))
    .map((t) => ({ token: t, distance: texasDistance(shooter, t) }))
    .filter((c) => c.distance <= shooter.range)
    .sort(
      (a, b) => a.distance - b.distance || a.token.col - b.token.col || a.token.row - b.token.row,
    );
  return candidates[0]?.token;
}
