import { useEffect, useState } from 'react';
import {
  TEXAS_ROUNDS,
  TEXAS_SIDES,
  TEXAS_TOKENS_PER_SIDE,
  TEXAS_WINNING_PILE,
  texasInitiativeOrder,
  type TexasPublicView,
  type TexasToken,
} from '../../../engine/texas.ts';
import type { ClocksMessage } from '../../../electron/room/roomProtocol.ts';

/** How long each step of a round stays alone on the TV before the next joins it. */
const STEP_MS = 1200;

/**
 * Texas Shootout on the TV (issue 39, item 3): while the barrier stands, only how many tokens each
 * side has laid and its 30 seconds ("A: 2 of 3 placed · 23 s"), never which card nor where (TS2);
 * once both have placed, both sides face up in the order they will shoot (TS3); then the round,
 * one step at a time (each d10, shot, kill and card's fate, TS4–TS7), and the victory piles (TS8).
 */
export function TexasTv({
  view,
  clocks,
}: {
  view: TexasPublicView;
  clocks: ClocksMessage['clocks'];
}) {
  const played = view.rounds.length;
  const last = view.rounds.at(-1);
  // The lineup revealed last, kept for the round's steps: the board clears as the round is played.
  const [revealed, setRevealed] = useState<readonly TexasToken[]>([]);
  if (view.phase === 'ready' && view.board !== revealed && view.board.length > 0)
    setRevealed(view.board);
  // The rounds this TV has watched played: a round it joins after is shown whole at once.
  const [watched, setWatched] = useState(played);
  const [steps, setSteps] = useState(Number.POSITIVE_INFINITY);
  if (played > watched) {
    setWatched(played);
    setSteps(1);
  }
  const total = last?.result.events.length ?? 0;
  // While a round's steps are still coming, the next round's counts and piles wait: they would
  // tell its end before the table has watched it.
  const stepping = last !== undefined && steps < total;
  useEffect(() => {
    if (steps >= total) return;
    const timer = setTimeout(() => setSteps((n) => n + 1), STEP_MS);
    return () => clearTimeout(timer);
  }, [steps, total]);

  return (
    <main className="projector texas-tv" data-testid="texas-tv">
      <h1>
        {stepping
          ? `Texas Shootout · round ${last.round}: the barrier lifts`
          : `Texas Shootout · round ${view.round} of ${TEXAS_ROUNDS}${view.phase === 'over' ? ': the game is over' : ''}`}
      </h1>
      {!stepping && <Sides view={view} clocks={clocks} />}
      {view.phase === 'placing' && !stepping && (
        <p className="texas-tv-barrier" role="status">
          The barrier stands: each side places in secret on its phone.
        </p>
      )}
      {view.phase === 'ready' && (
        <section aria-label="The reveal">
          <p className="texas-tv-barrier" role="status">
            Both sides have placed: the barrier lifts on the Dealer&rsquo;s word.
          </p>
          <Lineup tokens={view.board} columns={view.options.columns} />
        </section>
      )}
      {view.phase !== 'ready' && last && (
        <section aria-label={`Round ${last.round}`} data-testid="texas-tv-round">
          {revealed.length > 0 && <Lineup tokens={revealed} columns={view.options.columns} />}
          <h2>
            Round {last.round}:{' '}
            {last.rolls.length === 0 ? 'no d10 rolled' : `d10s ${last.rolls.join(', ')}`}
          </h2>
          <ol className="texas-tv-steps">
            {last.result.events.slice(0, steps).map((event, i) => (
              <li key={i}>{event.text}</li>
            ))}
          </ol>
        </section>
      )}
      {view.phase === 'over' && !stepping && (
        <p className="texas-tv-winners" role="status">
          {view.winners.length === 2
            ? 'A and B share the win.'
            : `Side ${view.winners[0]} wins, ${view.victory.A.length} to ${view.victory.B.length}.`}
        </p>
      )}
    </main>
  );
}

/** Each side's victory pile, and while the barrier stands how many it laid and its clock. */
function Sides({ view, clocks }: { view: TexasPublicView; clocks: ClocksMessage['clocks'] }) {
  return (
    <ol className="texas-tv-sides" aria-label="The sides">
      {TEXAS_SIDES.map((side) => {
        const clock = clocks[side];
        return (
          <li key={side} aria-label={`Side ${side}`}>
            <span className="texas-tv-name">Side {side}</span>
            <span className="texas-tv-victory">
              {view.victory[side].length} of {TEXAS_WINNING_PILE} victory cards
            </span>
            {view.phase === 'placing' && (
              <span className="texas-tv-placed" data-testid={`texas-tv-placed-${side}`}>
                {view.placed[side]} of {TEXAS_TOKENS_PER_SIDE} placed
                {view.ended[side] ? ', done' : ''}
              </span>
            )}
            {view.phase === 'placing' && clock && !view.ended[side] && (
              <span className="texas-tv-clock" data-testid={`texas-tv-clock-${side}`}>
                {clock.seconds} s{clock.paused ? ' (paused)' : ''}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** Both sides face up: B's two rows across the barrier from A's, and the order they shoot (TS3). */
function Lineup({ tokens, columns }: { tokens: readonly TexasToken[]; columns: number }) {
  const order = texasInitiativeOrder(tokens);
  const rows = [
    ['B', 2],
    ['B', 1],
    ['A', 1],
    ['A', 2],
  ] as const;
  return (
    <div className="texas-tv-lineup">
      <div
        className="texas-tv-board"
        style={{ gridTemplateColumns: `auto repeat(${columns}, minmax(0, 1fr))` }}
      >
        {rows.map(([side, row]) => (
          <div key={`${side}${row}`} className={`texas-tv-row texas-tv-row-${side}`}>
            <span className="texas-tv-row-name">
              {side}
              {row}
            </span>
            {Array.from({ length: columns }, (_, col) => {
              const token = tokens.find((t) => t.side === side && t.row === row && t.col === col);
              return (
                <span key={col} className="texas-tv-square">
                  {token?.name ?? ''}
                </span>
              );
            })}
          </div>
        ))}
      </div>
      <ol className="texas-tv-order" aria-label="Initiative">
        {order.map((t) => (
          <li key={t.name}>
            {t.side} · {t.name}
          </li>
        ))}
      </ol>
    </div>
  );
}
