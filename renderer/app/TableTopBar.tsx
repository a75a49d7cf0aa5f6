import { useSyncExternalStore } from 'react';
import type { SeatsChannel } from '../room/seatsChannel.ts';
import type { PlayersViewHandle } from '../players/usePlayersView.ts';
import { TvControls } from '../players/TvControls.tsx';
import { ShowToPlayers } from '../players/ShowToPlayers.tsx';
import type { TableStore } from '../state/tableStore.ts';
import type { AppBridge } from '../bridge/appBridge.ts';
import type { GameMap } from '../../engine/skirmish.ts';
import { shownKey } from '../../common/keyMap.ts';
import type { TableToolManager } from '../tools/tableTools.ts';
import { TABLE_TOOL_BUTTONS, ToolPicker } from '../tools/ToolPicker.tsx';

/** The top bar's reminder of how the board is played (its keys from the one key map). */
const TABLE_HINT =
  'Click a token, then a square to move or an enemy to shoot · drag to pan · wheel or ' +
  `${shownKey('zoom-in')}/${shownKey('zoom-out')} to zoom · ${shownKey('fit')} to fit · ` +
  `${shownKey('coordinates')} coordinates · ${shownKey('door')} door`;

/** The table's top bar: the map's name, the board's tools, the way to the editor, the keys. */
export function TableTopBar({
  map,
  tools,
  onEditMap,
  seats = null,
  players = null,
  table = null,
  bridge = null,
}: {
  /** The library, for the pictures Show to the players offers. */
  bridge?: AppBridge | null;
  /** The game, for Show to the players (issue 40, item 5): an engine action like any other. */
  table?: TableStore | null;
  /** The players' view: its controls sit in the bar (issue 40, item 6). */
  players?: PlayersViewHandle | null;
  map: GameMap;
  /** The phones at the seats: one that waits for the Dealer's word is said up here too. */
  seats?: SeatsChannel | null;
  /** The board's tools, once it runs: the picker shows and picks the active one. */
  tools: TableToolManager | null;
  onEditMap: () => void;
}) {
  return (
    <header className="topbar">
      <h1>High Noon Table</h1>
      <span className="map-title" data-testid="map-title" title={map.name ?? 'Untitled map'}>
        {map.name ?? 'Untitled map'}
      </span>
      <ToolPicker tools={tools} buttons={TABLE_TOOL_BUTTONS} />
      <button type="button" className="open-editor" onClick={onEditMap}>
        Edit map
      </button>
      {players && <TvControls players={players} />}
      {players && table && <ShowToPlayers table={table} bridge={bridge} />}
      {seats && <PhonesWaiting seats={seats} />}
      <span className="hint" title={TABLE_HINT}>
        {TABLE_HINT}
      </span>
    </header>
  );
}

/**
 * A phone waiting for the Dealer's word (issue 39), in the top bar: the Players' phones panel may
 * sit below the fold of the sidebar. A click brings the panel into view.
 */
function PhonesWaiting({ seats }: { seats: SeatsChannel }) {
  const phones = useSyncExternalStore(seats.phones.subscribe, seats.phones.get);
  const waiting = phones.filter((p) => p.state === 'waiting');
  if (waiting.length === 0) return null;
  const who = waiting.map((p) => p.name ?? 'A phone').join(', ');
  return (
    <button
      type="button"
      className="phones-waiting"
      data-testid="phones-waiting"
      onClick={() => document.querySelector('[data-testid="seats-panel"]')?.scrollIntoView()}
    >
      {who} {waiting.length === 1 ? 'waits' : 'wait'} for a seat
    </button>
  );
}
