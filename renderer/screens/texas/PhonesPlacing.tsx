import {
  placementSecondsLeft,
  TEXAS_TOKENS_PER_SIDE,
  type TexasGameState,
} from '../../../engine/texas.ts';
import type { PhoneClocks } from './usePhoneClocks.ts';

/**
 * The sides placing on their phones (issue 39, item 3), as the Dealer's laptop shows them: how
 * many tokens each has laid (never which card, nor where: TS2), and the 30 seconds, which the
 * Dealer starts for the phones together and may pause. At 0 a side's placement ends (TS2 house).
 */
export function PhonesPlacing({ state, phones }: { state: TexasGameState; phones: PhoneClocks }) {
  return (
    <div data-testid="texas-phones">
      <h2>Placing on phones</h2>
      <ul className="texas-phones">
        {phones.placing.map((side) => {
          const placed = state.board.filter((t) => t.side === side).length;
          const clock = phones.clocks[side];
          return (
            <li key={side}>
              <strong>{side}</strong>: {placed} of {TEXAS_TOKENS_PER_SIDE} placed
              {clock && (
                <span className="texas-phone-clock">
                  {' '}
                  · {placementSecondsLeft(clock)} s{clock.paused ? ' (paused)' : ''}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {phones.started ? (
        <button type="button" onClick={phones.togglePause}>
          {phones.paused ? 'Resume the timer' : 'Pause the timer'}
        </button>
      ) : (
        <>
          <p className="muted">
            The players may place now. Start the 30 seconds when the table is ready (TS2).
          </p>
          <button type="button" className="primary" onClick={phones.start}>
            Start the 30 seconds
          </button>
        </>
      )}
    </div>
  );
}
