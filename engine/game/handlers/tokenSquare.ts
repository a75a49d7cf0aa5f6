import { coverName } from '../../grid/coverName.ts';
import { type Square, squareKey } from '../../model/geometry.ts';
import type { GameState } from '../gameState.ts';
import type { RejectionReason } from '../rejection.ts';

/**
 * Whether the Dealer may set a token down on `at` (PLACE_TOKEN): on the map, not in a cover
 * square (G2: nobody stands in one), and on no one else's token, standing or down, so two tokens
 * never hide each other. Movement rules (walls, ranks, Speed) do not apply: it is a fix by hand.
 */
export function tokenSquareProblem(
  state: GameState,
  who: string,
  at: Square,
): { reason: RejectionReason; message: string } | null {
  const [w, h] = state.map.size;
  if (at[0] >= w || at[1] >= h)
    return { reason: 'blocked', message: `[${at[0]}, ${at[1]}] is off the map (rule M2)` };
  const cover = state.map.cover.find((c) =>
    c.squares.some((s) => s[0] === at[0] && s[1] === at[1]),
  );
  if (cover)
    return {
      reason: 'blocked',
      message: `${coverName(cover)} fills that square; nobody stands in cover (rule G2)`,
    };
  for (const id in state.combatants) {
    const other = state.combatants[id]!;
    if (id !== who && other.at[0] === at[0] && other.at[1] === at[1])
      return { reason: 'occupied', message: `${other.name} is there` };
  }
  return null;
}

/** Every square a token could be set down on by the Dealer, for anyone: no cover, no token. */
export function freeSquares(state: GameState): Square[] {
  const taken = new Set<string>();
  for (const c of state.map.cover) for (const s of c.squares) taken.add(squareKey(s));
  for (const id in state.combatants) taken.add(squareKey(state.combatants[id]!.at));
  const [w, h] = state.map.size;
  const squares: Square[] = [];
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) if (!taken.has(squareKey([x, y]))) squares.push([x, y]);
  return squares;
}
