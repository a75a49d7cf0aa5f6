import { createRng, shuffle, type RngState } from '../../game/rng.ts';
import { otherSide, TOKENS_PER_SIDE, type Row, type Side } from './board.ts';
import type { TexasCard } from './cardStats.ts';
import type { TexasAction } from './applyTexasAction.ts';
import { rollD10s } from './d10.ts';
import { exchangeCards } from './exchangeCards.ts';
import type { TexasToken } from './placement.ts';
import { resolveShootout } from './resolveShootout.ts';
import { winChance } from './shotOdds.ts';
import type { TexasGameState } from './texasGame.ts';
import { texasViewFor, type TexasSeatView } from './texasViews.ts';
import { seat } from '../../game/viewer.ts';
import { END_PLACEMENT } from './records/endPlacement.ts';
import { PLACE } from './records/place.ts';

/** Where a computer player lays one card (TS2). */
export interface PlannedToken {
  readonly card: string;
  readonly row: Row;
  readonly col: number;
}

/**
 * A computer placer: a side's lineup from what its seat sees (texasViewFor, issue 37 item 3): its
 * own hand and the open piles, never the other side's hand or tokens (TS2) nor the game's d10s.
 */
export type TexasPlacer = (view: TexasSeatView, rng: RngState) => [PlannedToken[], RngState];

/**
 * The baseline: three cards from the hand at random, on distinct random squares of the side's two
 * rows. What the heuristic is measured against (benchmark texas-strength).
 */
export const randomPlacer: TexasPlacer = (view, rng) => {
  const hand = view.seat.hand.map((c) => c.name);
  const [cards, afterCards] = shuffle(rng, hand);
  const [spots, next] = shuffle(afterCards, allSquares(view.options.columns));
  const count = Math.min(TOKENS_PER_SIDE, cards.length, spots.length);
  return [cards.slice(0, count).map((card, i) => ({ card, ...spots[i]! })), next];
};

/** How many imagined enemy lineups (with their d10s) each candidate lineup is tried against. */
export const HEURISTIC_SAMPLES = 24;

/**
 * The computer opponent. It cannot see the enemy (TS2), so it tries its candidate lineups against
 * imagined ones: three cards from those it has not seen (the deck less its hand and the cards in
 * the open piles) on random squares, with random d10s, the same imagined rounds for every
 * candidate so they are compared fairly. A candidate scores the cards it would win less the cards
 * it would lose (TS4, TS7). The candidates follow the table's rules of thumb: every three cards
 * of the hand in three shapes (two in front and one behind, three in front, one in front and two
 * behind); in each, the cards hardest to win stand in row 1, where the nearest-target rule (TS4)
 * draws the enemy's fire, the longest reach stands behind, in the middle columns so its Range
 * covers most of the enemy side, and never directly behind a front card, so a kill's overflow
 * (TS5) finds nobody there. Pure and seeded: the same state and generator choose the same lineup.
 */
export const heuristicPlacer: TexasPlacer = (view, rng) => {
  const { side } = view.seat;
  const grazes = view.options.grazeWinsCard;
  const columns = view.options.columns;
  const deck = view.deck;
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  /** How likely an average enemy shot wins this card: the front row wants the lowest. */
  const risk = (card: TexasCard) => mean(deck.map((s) => winChance(s.dm, card, grazes)));
  const hand = view.seat.hand;
  const seen = new Set([
    ...hand.map((c) => c.name),
    ...view.victory.A,
    ...view.victory.B,
    ...view.discards.A,
    ...view.discards.B,
  ]);
  const unseen = deck.filter((c) => !seen.has(c.name));
  const enemy = otherSide(side);

  let current = rng;
  const imagined: { tokens: TexasToken[]; rolls: number[] }[] = [];
  for (let i = 0; i < HEURISTIC_SAMPLES; i++) {
    const [cards, afterCards] = shuffle(current, unseen);
    const [spots, afterSpots] = shuffle(afterCards, allSquares(columns));
    const [rolls, afterRolls] = rollD10s(afterSpots, 2 * TOKENS_PER_SIDE);
    current = afterRolls;
    const count = Math.min(TOKENS_PER_SIDE, cards.length, spots.length);
    imagined.push({
      tokens: cards.slice(0, count).map((c, k) => ({ ...c, side: enemy, ...spots[k]! })),
      rolls,
    });
  }

  const byCard = new Map(hand.map((c) => [c.name, c]));
  let best: { plan: PlannedToken[]; score: number } | null = null;
  for (const trio of combinations(hand, Math.min(TOKENS_PER_SIDE, hand.length))) {
    for (const frontCount of SHAPES) {
      const plan = lineup(trio, frontCount, columns, risk);
      if (!plan) continue;
      const mine: TexasToken[] = plan.map((p) => ({ ...byCard.get(p.card)!, side, ...p }));
      let score = 0;
      for (const round of imagined) {
        const tokens = [...mine, ...round.tokens];
        const shootout = resolveShootout(tokens, round.rolls);
        for (const move of exchangeCards(tokens, shootout, view.options).moves) {
          if (move.to.pile !== 'victory') continue;
          score += move.to.side === side ? 1 : -1;
        }
      }
      if (!best || score > best.score) best = { plan, score };
    }
  }
  return [best?.plan ?? [], current];
};

/** How many of the three stand in row 1: two (one behind), three, or one (two behind). */
const SHAPES = [2, 3, 1] as const;

/**
 * The rules of thumb for one trio and shape: the lowest risk in front, the longest reach behind,
 * centred, nothing directly behind a front card when the columns allow. Null when the board is
 * too narrow for the shape.
 */
function lineup(
  trio: readonly TexasCard[],
  frontCount: number,
  columns: number,
  risk: (card: TexasCard) => number,
): PlannedToken[] | null {
  const byReach = [...trio].sort(
    (a, b) => b.range - a.range || risk(b) - risk(a) || byName(a.name, b.name),
  );
  const backCount = Math.max(0, trio.length - frontCount);
  const back = byReach.slice(0, backCount);
  const front = trio
    .filter((c) => !back.includes(c))
    .sort((a, b) => risk(a) - risk(b) || byName(a.name, b.name));
  const centre = centredColumns(columns);
  const frontCols = centre.slice(0, front.length);
  const backCols = [
    ...centre.filter((c) => !frontCols.includes(c)),
    ...centre.filter((c) => frontCols.includes(c)),
  ].slice(0, back.length);
  if (frontCols.length < front.length || backCols.length < back.length) return null;
  return [
    ...front.map((c, i) => ({ card: c.name, row: 1 as const, col: frontCols[i]! })),
    ...back.map((c, i) => ({ card: c.name, row: 2 as const, col: backCols[i]! })),
  ];
}

/** Columns from the middle outwards: 2, 3, 1, 4, 0, 5 on six columns. */
function centredColumns(columns: number): number[] {
  const middle = Math.floor((columns - 1) / 2);
  const out: number[] = [];
  for (let d = 0; out.length < columns; d++) {
    if (middle + d < columns && d > 0 && !out.includes(middle + d)) out.push(middle + d);
    if (middle - d >= 0 && !out.includes(middle - d)) out.push(middle - d);
    if (d === 0 && middle + 1 < columns) out.push(middle + 1);
  }
  return out;
}

function allSquares(columns: number): { row: Row; col: number }[] {
  const squares: { row: Row; col: number }[] = [];
  for (const row of [1, 2] as const)
    for (let col = 0; col < columns; col++) squares.push({ row, col });
  return squares;
}

/** Every way to choose `k` of `items`, in hand order. */
function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  items.forEach((item, i) => {
    for (const rest of combinations(items.slice(i + 1), k - 1)) out.push([item, ...rest]);
  });
  return out;
}

/** A placer's lineup as the actions that lay it and end the turn (TS2), for the reducer. */
export function placementActions(side: Side, plan: readonly PlannedToken[]): TexasAction[] {
  return [
    ...plan.map((p): TexasAction => ({
      type: PLACE.type,
      side,
      card: p.card,
      row: p.row,
      col: p.col,
    })),
    { type: END_PLACEMENT.type, side },
  ];
}

function byName(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The computer's turn to place: `placer`'s lineup for `side` as actions, from that side's seat
 * view. The host seeds its generator from the game's seed, the round and the side, apart from the
 * game's own d10s (TS9). The same game asks the same lineup, and the log records it, so a replay
 * never runs the placer again.
 */
export function computerPlacement(
  state: TexasGameState,
  side: Side,
  placer: TexasPlacer = heuristicPlacer,
): TexasAction[] {
  const seed = (state.rng.seed ^ 0x5eed) + state.round * 7919 + (side === 'A' ? 0 : 104729);
  const [plan] = placer(texasViewFor(state, seat(side, [side])), createRng(seed));
  return placementActions(side, plan);
}
