import type { GameMap } from '../model/map.ts';
import { describeIssues } from '../model/describeIssues.ts';
import {
  addDoor,
  addWalls,
  addWindow,
  removeDoors,
  removeWalls,
  removeWindows,
  toggleDoor,
} from './barrierEdits.ts';
import { addBuilding, editBuilding, removeBuildings } from './buildingEdits.ts';
import { pasteClipboard } from './clipboard.ts';
import { moveCover, placeCover, removeCover, resizeCover, rotateCover } from './coverEdits.ts';
import { editActionSchema, type EditAction, type EditActionInput } from './editAction.ts';
import { refused, type EditResult } from './editResult.ts';
import { setBackground, setDealerNotes, setMapName } from './mapDetails.ts';
import { eraseTerrain, paintRank, paintTerrain } from './paintEdits.ts';
import { addPassage, removePassages } from './passageEdits.ts';
import { resizeMap } from './resizeMap.ts';
import { deleteSelection } from './selection.ts';
import { moveToken, placeToken, removeTokens } from './tokenEdits.ts';

/**
 * One edit performed on the map: the action's shape checked (editActionSchema), then the edit,
 * whose result is checked by the map's schema. A refusal leaves the map as it was and says why.
 * An edit that changes nothing returns the very same map, so the history records nothing.
 */
export function applyEdit(map: GameMap, input: EditActionInput | unknown): EditResult {
  const parsed = editActionSchema.safeParse(input);
  if (!parsed.success) return refused(map, `not an edit: ${describeIssues(parsed.error)}`);
  return perform(map, parsed.data);
}

function perform(map: GameMap, a: EditAction): EditResult {
  switch (a.type) {
    case 'paintTerrain':
      return paintTerrain(map, a.kind, a.squares);
    case 'eraseTerrain':
      return eraseTerrain(map, a.squares);
    case 'paintRank':
      return paintRank(map, a.rank, a.squares);
    case 'addWalls':
      return addWalls(map, a.segments);
    case 'removeWalls':
      return removeWalls(map, a.walls);
    case 'addDoor':
      return addDoor(map, a.at, a.open);
    case 'removeDoors':
      return removeDoors(map, a.doors);
    case 'toggleDoor':
      return toggleDoor(map, a.door);
    case 'addWindow':
      return addWindow(map, a.at);
    case 'removeWindows':
      return removeWindows(map, a.windows);
    case 'placeCover':
      return placeCover(map, { kind: a.kind, squares: a.squares, ...(a.id ? { id: a.id } : {}) });
    case 'moveCover':
      return moveCover(map, a.id, a.by);
    case 'rotateCover':
      return rotateCover(map, a.id);
    case 'resizeCover':
      return resizeCover(map, a.id, a.size);
    case 'removeCover':
      return removeCover(map, a.ids);
    case 'addPassage':
      return addPassage(map, { kind: a.kind, squares: a.squares });
    case 'removePassages':
      return removePassages(map, a.passages);
    case 'addBuilding':
      return addBuilding(map, { name: a.name, squares: a.squares, boardwalk: a.boardwalk });
    case 'editBuilding': {
      const fields = {
        ...(a.name === undefined ? {} : { name: a.name }),
        ...(a.squares === undefined ? {} : { squares: a.squares }),
        ...(a.boardwalk === undefined ? {} : { boardwalk: a.boardwalk }),
      };
      return editBuilding(map, a.building, fields);
    }
    case 'removeBuildings':
      return removeBuildings(map, a.buildings);
    case 'placeToken':
      return placeToken(map, a.token);
    case 'moveToken':
      return moveToken(map, a.id, a.to);
    case 'removeTokens':
      return removeTokens(map, a.ids);
    case 'resizeMap':
      return resizeMap(map, a.size, { crop: a.crop, offset: a.offset });
    case 'setName':
      return setMapName(map, a.name);
    case 'setDealerNotes':
      return setDealerNotes(map, a.notes);
    case 'setBackground':
      return setBackground(map, a.background);
    case 'deleteSelection':
      return deleteSelection(map, a.selection);
    case 'paste':
      return pasteClipboard(map, a.clipboard, a.offset);
  }
}
