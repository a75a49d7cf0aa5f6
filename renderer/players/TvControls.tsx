import { useSyncExternalStore } from 'react';
import { ariaKeys, shownKey } from '../../common/keyMap.ts';
import type { PlayersViewHandle } from './usePlayersView.ts';

/**
 * The players' view's controls in the table's top bar (issue 40, item 6): Blank, Turn, a quarter
 * turn, Push my view with its Lock and Let go, each with its key where it has one. They were at
 * the foot of the sidebar, folded, some 2,500 px down at 1280×720: a Dealer who must hide the
 * board now cannot scroll for it. The Players' view panel keeps the set-up (links, calibration,
 * the miniature).
 */
export function TvControls({ players }: { players: PlayersViewHandle }) {
  const controls = useSyncExternalStore(
    players.controls.current.subscribe,
    players.controls.current.get,
  );
  return (
    <div className="tv-controls" role="toolbar" aria-label="Players’ view controls">
      <span className="tv-controls-label" aria-hidden="true">
        TV
      </span>
      <button
        type="button"
        aria-label={controls.blanked ? 'Show the board' : 'Blank the projector'}
        aria-pressed={controls.blanked}
        aria-keyshortcuts={ariaKeys('blank-projector')}
        title={`${controls.blanked ? 'Show the board' : 'Blank the projector'} (${shownKey('blank-projector')})`}
        onClick={() => players.controls.setBlanked(!controls.blanked)}
      >
        {controls.blanked ? 'Show' : 'Blank'}
      </button>
      <button
        type="button"
        aria-label="Turn 180°"
        aria-pressed={controls.rotation === 180}
        aria-keyshortcuts={ariaKeys('rotate-projector')}
        title={`Turn 180° (${shownKey('rotate-projector')})`}
        onClick={() => players.controls.toggleRotation()}
      >
        180°
      </button>
      <button
        type="button"
        aria-label="Turn a quarter"
        title="A quarter turn clockwise, for players at one end of a TV laid flat"
        onClick={() => players.controls.turnQuarter()}
      >
        ¼
      </button>
      <button
        type="button"
        title="The players see what you see, until the turn ends (or Lock)"
        onClick={() => {
          const rect = players.dealerCamera();
          if (rect) players.controls.push(rect);
        }}
      >
        Push my view
      </button>
      <button
        type="button"
        aria-pressed={controls.locked}
        disabled={!controls.pushed}
        title={controls.pushed ? 'Keep the pushed view through the turns' : 'Push your view first'}
        onClick={() => players.controls.setLocked(!controls.locked)}
      >
        Lock
      </button>
      <button
        type="button"
        aria-label="Let it go"
        disabled={!controls.pushed}
        title="Back to the projector's own framing"
        onClick={() => players.controls.release()}
      >
        Let go
      </button>
    </div>
  );
}
