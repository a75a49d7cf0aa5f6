import type { GameMap } from '../model/map.ts';
import { withSquaresEdited } from '../grid/mapEdits.ts';
import { accepted, refused, type EditResult } from './editResult.ts';
import { checkFields } from './elementChecks.ts';

/**
 * The map's name and the Dealer's notes (issue 11: never on the players' view; MAX_DEALER_NOTES).
 * An empty text clears the field. Neither is in the grid index, which is shared.
 */
export function setMapName(map: GameMap, name: string): EditResult {
  return setField(map, 'name', name);
}

export function setDealerNotes(map: GameMap, notes: string): EditResult {
  return setField(map, 'dealerNotes', notes);
}

/**
 * The background image under the grid (issue 12, item 6), laid or moved (offset, scale), or taken
 * away with null. The image itself is a save of its own; the map holds only how it is laid.
 */
export function setBackground(map: GameMap, background: GameMap['background'] | null): EditResult {
  if (background === null || background === undefined) {
    if (!map.background) return accepted(map);
    const next: GameMap = { ...map };
    delete next.background;
    return accepted(withSquaresEdited(map, next, []));
  }
  const checked = checkFields(map, { background });
  if (!checked.ok) return refused(map, checked.reason);
  const same =
    map.background?.image === background.image &&
    map.background.pixelsPerSquare === background.pixelsPerSquare &&
    map.background.offset[0] === background.offset[0] &&
    map.background.offset[1] === background.offset[1];
  if (same) return accepted(map);
  return accepted(withSquaresEdited(map, { ...map, background }, []));
}

function setField(map: GameMap, field: 'name' | 'dealerNotes', text: string): EditResult {
  const value = text === '' ? undefined : text;
  if (map[field] === value) return accepted(map);
  const checked = checkFields(map, value === undefined ? {} : { [field]: value });
  if (!checked.ok) return refused(map, checked.reason);
  const next: GameMap = { ...map };
  if (value === undefined) delete next[field];
  else next[field] = value;
  return accepted(withSquaresEdited(map, next, []));
}
