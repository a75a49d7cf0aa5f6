import { statRefusal, type TexasCard } from './cardStats.ts';
import { TOKENS_PER_SIDE, isRow, sameSquare, squareName, type Row, type Side } from './board.ts';
import { DEFAULT_TEXAS_OPTIONS, type TexasOptions } from './texasOptions.ts';

/** A token on the board: where it stands and the card laid face down for it (TS2). */
export interface TexasToken extends TexasCard {
  readonly side: Side;
  readonly row: Row;
  readonly col: number;
}

/** A placement the rules refuse: the field at fault and a sentence for the table. */
export interface PlacementRefusal {
  readonly field: 'card' | 'side' | 'row' | 'col' | 'armor' | 'health' | 'range' | 'dm';
  readonly reason: string;
}

/** A token as a player proposes it, before the rules have looked at it. */
export interface ProposedToken extends TexasCard {
  readonly side: Side;
  readonly row: number;
  readonly col: number;
}

/**
 * TS1, TS2: whether `token` may join the tokens already placed. Refused, in words: a row other than
 * the side's two, a column off the board, a fourth token for a side, a square already taken (no
 * stacking), a card already on the board, or a card stat out of its range.
 */
export function placementRefusal(
  placed: readonly TexasToken[],
  token: ProposedToken,
  options: TexasOptions = DEFAULT_TEXAS_OPTIONS,
): PlacementRefusal | null {
  const stat = statRefusal(token);
  if (stat) return { field: stat.stat, reason: stat.reason };
  if (!isRow(token.row))
    return {
      field: 'row',
      reason: `row ${token.row} is off the board: a token stands in row 1 (against the barrier) or row 2 (TS2)`,
    };
  if (!Number.isInteger(token.col) || token.col < 0 || token.col >= options.columns)
    return {
      field: 'col',
      reason: `column ${token.col} is off the board: columns run 0–${options.columns - 1} (TS2)`,
    };
  const own = placed.filter((t) => t.side === token.side);
  if (own.length >= TOKENS_PER_SIDE)
    return {
      field: 'side',
      reason: `${token.side} has placed its ${TOKENS_PER_SIDE} tokens already; a fourth is refused (TS2)`,
    };
  const square = { side: token.side, row: token.row, col: token.col };
  const taken = placed.find((t) => sameSquare(t, square));
  if (taken)
    return {
      field: 'col',
      reason: `${squareName(square)} already holds ${taken.name}; tokens do not stack (TS2)`,
    };
  if (placed.some((t) => t.name === token.name))
    return { field: 'card', reason: `${token.name} is already on the board` };
  return null;
}

/** Places `token`, or returns the refusal: the one step a placement UI and undo work in. */
export function placeToken(
  placed: readonly TexasToken[],
  token: ProposedToken,
  options: TexasOptions = DEFAULT_TEXAS_OPTIONS,
): { ok: true; tokens: TexasToken[] } | { ok: false; refusal: PlacementRefusal } {
  const refusal = placementRefusal(placed, token, options);
  if (refusal) return { ok: false, refusal };
  return { ok: true, tokens: [...placed, { ...token, row: token.row as Row }] };
}

/**
 * A whole lineup placed in the order given: the legal board, or the first refusal with the index of
 * the token at fault.
 */
export function placeLineup(
  tokens: readonly ProposedToken[],
  options: TexasOptions = DEFAULT_TEXAS_OPTIONS,
): { ok: true; tokens: TexasToken[] } | { ok: false; index: number; refusal: PlacementRefusal } {
  let placed: TexasToken[] = [];
  for (const [index, token] of tokens.entries()) {
    const step = placeToken(placed, token, options);
    if (!step.ok) return { ok: false, index, refusal: step.refusal };
    placed = step.tokens;
  }
  return { ok: true, tokens: placed };
}
