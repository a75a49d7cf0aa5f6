import type { FingerGunsGame } from '../../../engine/fingerGuns.ts';
import { HealthView } from './HealthView.tsx';

/**
 * The table as everyone reads it, always there: the round, each player's health with its hand
 * fixes (F1), the house rule the game plays under (F8), and what was refused or not saved.
 */
export function TablePanel({
  game,
  bots,
  disabled,
  onFix,
  message,
  saveError,
}: {
  game: FingerGunsGame;
  bots: Record<string, string>;
  /** The trackers are still while a round is entered or counted down, and once it is over. */
  disabled: boolean;
  onFix: (player: string, delta: 1 | -1) => void;
  message: string | null;
  saveError: string | null;
}) {
  return (
    <section className="panel fg-table" aria-labelledby="fg-table-title">
      <h2 id="fg-table-title">
        {game.over ? 'The game is over' : `Round ${game.rounds.length + 1}`}
      </h2>
      <HealthView game={game} bots={bots} disabled={disabled} onFix={onFix} />
      <p className="muted small" data-testid="fg-house">
        {game.rules.fingerGunsGhostsGesture
          ? 'House rule (F8): Ghosts still gesture (Shot, Dynamite, Power Shot).'
          : 'House rule (F8) off: Ghosts make no gesture; a Ghost’s Saloon still cancels (F4).'}
      </p>
      {message && (
        <p role="alert" className="error">
          {message}
        </p>
      )}
      {saveError && (
        <p role="alert" className="error">
          Not saved: {saveError}
        </p>
      )}
    </section>
  );
}
