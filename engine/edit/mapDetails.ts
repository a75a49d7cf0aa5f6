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
