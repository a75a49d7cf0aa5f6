import type { RngState } from '../../game/rng.ts';
import type { Side } from './board.ts';
import { rollD10s } from './d10.ts';
import { exchangeCards, victoryAfter, type CardMove, type VictoryCounts } from './exchangeCards.ts';
import type { TexasToken } from './placement.ts';
import { resolveShootout, type ShootoutResult } from './resolveShootout.ts';
import type { TexasEvent } from './roundEvents.ts';
import { DEFAULT_TEXAS_OPTIONS, type TexasOptions } from './texasOptions.ts';
import { winnersAfterRound } from './winners.ts';

export interface TexasRoundResult extends ShootoutResult {
  readonly killed: string[];
  readonly injured: string[];
  readonly grazed: string[];
  readonly unhurt: string[];
  /** TS7: where each card went. */
  readonly moves: CardMove[];
  /** TS7: the victory piles after the exchange. */
  readonly victory: VictoryCounts;
  /** TS8: whether the game ended with this round, and who won. */
  readonly over: boolean;
  readonly winners: Side[];
  /** The whole round, step by step: shots, damage, kills, overflow, outcomes, card moves, the win. */
  readonly events: TexasEvent[];
}

/**
 * TS3–TS8: one round of Texas Shootout after the reveal, from the d10 results in initiative order:
 * the shootout, then the exchange, then the win check. `round` is 1-based; only after round 3 does
 * the count decide a game nobody has won at 10.
 */
export function resolveTexasRound(
  tokens: readonly TexasToken[],
  rolls: readonly number[],
  victoryBefore: VictoryCounts = { A: 0, B: 0 },
  round = 1,
  options: TexasOptions = DEFAULT_TEXAS_OPTIONS,
): TexasRoundResult {
  const shootout = resolveShootout(tokens, rolls);
  const exchange = exchangeCards(tokens, shootout, options);
  const victory = victoryAfter(victoryBefore, exchange.moves);
  const { over, winners } = winnersAfterRound(victory, round);
  const named = (o: string) => shootout.order.filter((n) => shootout.outcome[n] === o).sort(byName);
  const won: TexasEvent[] = over
    ? [
        {
          kind: 'won',
          winners,
          text:
            winners.length === 2
              ? `A and B share the win, ${victory.A} cards each`
              : `${winners[0]} wins with ${victory[winners[0]!]} victory cards`,
        },
      ]
    : [];
  return {
    ...shootout,
    killed: named('killed'),
    injured: named('injured'),
    grazed: named('grazed'),
    unhurt: named('unhurt'),
    moves: exchange.moves,
    victory,
    over,
    winners,
    events: [...shootout.events, ...exchange.events, ...won],
  };
}

/**
 * TS9: a round with its d10s drawn from the seeded generator. Each token shoots at most once, so
 * as many rolls as tokens always suffice; the generator comes back advanced by the rolls the round
 * used, no more, so the log shows every roll made and nothing else.
 */
export function resolveSeededTexasRound(
  tokens: readonly TexasToken[],
  rng: RngState,
  victoryBefore: VictoryCounts = { A: 0, B: 0 },
  round = 1,
  options: TexasOptions = DEFAULT_TEXAS_OPTIONS,
): { result: TexasRoundResult; rolls: number[]; rng: RngState } {
  const [enough] = rollD10s(rng, tokens.length);
  const result = resolveTexasRound(tokens, enough, victoryBefore, round, options);
  const [rolls, next] = rollD10s(rng, result.rollsUsed);
  return { result, rolls, rng: next };
}

/** Card names sort as people read them, the same on every machine. */
function byName(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
