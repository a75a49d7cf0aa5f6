import type { Dispatch, SetStateAction } from 'react';
import type { TexasGameState } from '../../../engine/texas.ts';
import { HandPanel } from './HandPanel.tsx';
import { RevealPanel } from './RevealPanel.tsx';
import { StepPanel } from './StepPanel.tsx';
import type { Stepping } from './texasStepping.ts';
import type { PlacementTurn } from './usePlacementTurn.ts';
import type { PhoneClocks } from './usePhoneClocks.ts';
import { PhonesPlacing } from './PhonesPlacing.tsx';

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
  phones,
  onShoot,
  onNewGame,
}: {
  state: TexasGameState;
  stepping: Stepping | null;
  setStepping: Dispatch<SetStateAction<Stepping | null>>;
  turn: PlacementTurn;
  phones: PhoneClocks;
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
      ) : turn.side && personPlacing && !handOpen ? (
        <div className="texas-pass">
          <h2>Pass the laptop to {turn.side}</h2>
          <p className="muted">
            {turn.side === 'A' ? 'B' : 'A'} looks away: {turn.side}'s hand and tokens are private
            until the barrier lifts.
          </p>
          <button type="button" onClick={() => turn.openHand(turn.side!)}>
            I am {turn.side}: show my hand
          </button>
        </div>
      ) : turn.side && handOpen ? (
        <HandPanel
          side={turn.side}
          state={state}
          chosen={turn.chosenCard}
          clock={turn.clock}
          onChoose={turn.setChosenCard}
          onPause={turn.togglePause}
          onEnd={turn.endTurn}
        />
      ) : phones.placing.length > 0 ? (
        <PhonesPlacing state={state} phones={phones} />
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
