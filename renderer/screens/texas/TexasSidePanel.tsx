import type { Dispatch, SetStateAction } from 'react';
import type { TexasGameState } from '../../../engine/texas.ts';
import { HandPanel } from './HandPanel.tsx';
import { RevealPanel } from './RevealPanel.tsx';
import { StepPanel } from './StepPanel.tsx';
import type { Stepping } from './texasStepping.ts';
import type { PlacementTurn } from './usePlacementTurn.ts';

/**
 * The panel beside the board, one part of the game at a time: the round's steps while they are
 * shown, the laptop passed between placers, the open hand, both sides revealed, the result, or the
 * computer at its placement.
 */
export function TexasSidePanel({
  state,
  stepping,
  setStepping,
  turn,
  onShoot,
  onNewGame,
}: {
  state: TexasGameState;
  stepping: Stepping | null;
  setStepping: Dispatch<SetStateAction<Stepping | null>>;
  turn: PlacementTurn;
  onShoot: () => void;
  onNewGame: () => void;
}) {
  const { personPlacing, handOpen } = turn;
  const current = stepping ? stepping.events[stepping.index] : undefined;
  return (
    <section className="panel texas-side" aria-live="polite">
      {stepping && current ? (
        <StepPanel
          stepping={stepping}
          onNext={() => setStepping({ ...stepping, index: stepping.index + 1 })}
          onDone={() => setStepping(null)}
        />
      ) : state.phase === 'placing' && personPlacing && !handOpen ? (
        <div className="texas-pass">
          <h2>Pass the laptop to {state.placer}</h2>
          <p className="muted">
            {state.placer === 'A' ? 'B' : 'A'} looks away: {state.placer}'s hand and tokens are
            private until the barrier lifts.
          </p>
          <button type="button" onClick={() => turn.openHand(state.placer)}>
            I am {state.placer}: show my hand
          </button>
        </div>
      ) : handOpen ? (
        <HandPanel
          state={state}
          chosen={turn.chosenCard}
          clock={turn.clock}
          onChoose={turn.setChosenCard}
          onPause={turn.togglePause}
          onEnd={turn.endTurn}
        />
      ) : state.phase === 'ready' ? (
        <RevealPanel state={state} onShoot={onShoot} />
      ) : state.phase === 'over' ? (
        <div>
          <h2>The game is over</h2>
          <p data-testid="texas-result">
            {state.winners.length === 2
              ? `A and B share the win, ${state.victory.A.length} cards each.`
              : `${state.winners[0]} wins, ${state.victory.A.length} to ${state.victory.B.length}.`}
          </p>
          <button type="button" onClick={onNewGame}>
            New game
          </button>
        </div>
      ) : (
        <p className="muted">The computer is placing…</p>
      )}
    </section>
  );
}
