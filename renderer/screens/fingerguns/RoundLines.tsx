import type { ResolvedRound } from '../../../engine/fingerGuns.ts';

/**
 * The last round, step by step in F2's order, each line saying why, with its undo (none when a
 * hand fix ended the game: that fix is what undo takes back then).
 */
export function WhatHappened({
  round,
  onUndo,
}: {
  round: ResolvedRound;
  onUndo: (() => void) | null;
}) {
  return (
    <section className="panel fg-lines" aria-label="What happened">
      <h2>
        Round {round.number}, counted by {round.sheriff}
      </h2>
      <ol>
        {round.lines.length === 0 && <li>Nothing happened: nobody made a gesture that acts.</li>}
        {round.lines.map((line, i) => (
          <li key={i} className={`fg-step fg-step-${line.step}`}>
            {line.text}
          </li>
        ))}
      </ol>
      {onUndo && (
        <button type="button" onClick={onUndo}>
          Undo round {round.number}
        </button>
      )}
    </section>
  );
}

/** Every round so far, as the game's log replays it. */
export function RoundsLog({ rounds }: { rounds: readonly ResolvedRound[] }) {
  return (
    <details className="panel fg-log" data-testid="fg-log">
      <summary>Every round so far ({rounds.length}), as the game's log replays it</summary>
      {rounds.map((round) => (
        <section key={round.number} aria-label={`Round ${round.number}`}>
          <h3>
            Round {round.number}, counted by {round.sheriff}
          </h3>
          <ol className="small">
            {round.lines.length === 0 && <li>Nothing happened.</li>}
            {round.lines.map((line, i) => (
              <li key={i}>{line.text}</li>
            ))}
          </ol>
        </section>
      ))}
    </details>
  );
}
