import type { FingerGunsGame } from '../../../engine/fingerGuns.ts';

/**
 * F9: the game's end: who won and why, the rematch, and, when a hand fix ended it, that fix's
 * undo (the opposite fix is refused once the game is over, so a miscount cannot end it for good).
 */
export function WinnersPanel({
  game,
  onUndoFix,
  onRematch,
}: {
  game: FingerGunsGame;
  onUndoFix: () => void;
  onRematch: () => void;
}) {
  return (
    <section className="panel fg-winners" aria-label="Winners">
      <h2>{game.winners.length > 0 ? `Winners: ${game.winners.join(', ')}` : 'Nobody wins'}</h2>
      <p className="muted">
        {game.players.some((p) => p.state === 'survivor')
          ? 'Three or fewer Survivors: they win together (F9).'
          : 'No Survivors: the Ghosts win; those Killed this round do not (F9).'}
      </p>
      {game.endedByFix && (
        <button type="button" onClick={onUndoFix}>
          Undo the fix that ended the game
        </button>
      )}
      <button type="button" className="primary" onClick={onRematch}>
        Rematch
      </button>
    </section>
  );
}
