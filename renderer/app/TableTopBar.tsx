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
}: {
  map: GameMap;
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
      <span className="hint" title={TABLE_HINT}>
        {TABLE_HINT}
      </span>
    </header>
  );
}
