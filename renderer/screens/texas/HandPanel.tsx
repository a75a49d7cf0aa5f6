import {
  placementSecondsLeft,
  type PlacementClock,
  type TexasGameState,
  type TexasSide,
} from '../../../engine/texas.ts';
import { texasSeen } from './texasSeen.ts';

/** The placer's open hand (TS2): its clock and pause, its cards, and the end of its turn. */
export function HandPanel({
  side,
  state,
  chosen,
  clock,
  onChoose,
  onPause,
  onEnd,
}: {
  side: TexasSide;
  state: TexasGameState;
  chosen: string | null;
  clock: PlacementClock;
  onChoose: (card: string) => void;
  onPause: () => void;
  onEnd: () => void;
}) {
  // The hand panel shows the placer's own seat: its hand and what it has laid (TS2).
  const seen = texasSeen(state, side);
  const placed = seen.placed.length;
  return (
    <div>
      <h2>{side} places</h2>
      <p className={`texas-clock${clock.paused ? ' paused' : ''}`} data-testid="texas-clock">
        {placementSecondsLeft(clock)} s{clock.paused ? ' (paused)' : ''}
      </p>
      <button type="button" onClick={onPause}>
        {clock.paused ? 'Resume the timer' : 'Pause the timer'}
      </button>
      <p className="muted">
        {placed} of 3 tokens placed. Choose a card, then a square of your two rows.
      </p>
      <ul className="texas-hand" aria-label={`${side}'s hand`}>
        {seen.hand.map((card) => {
          const name = card.name;
          return (
            <li key={name}>
              <button
                type="button"
                aria-pressed={chosen === name}
                onClick={() => onChoose(name)}
                disabled={placed >= 3}
              >
                <strong>{name}</strong>
                <span className="small">
                  Armor {card.armor} · Health {card.health} · Range {card.range} · DM {card.dm}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" onClick={onEnd}>
        {placed >= 3 ? 'Done: pass the laptop' : `End my turn (${3 - placed} left out)`}
      </button>
    </div>
  );
}
