import type { Square } from '../model/geometry.ts';
import type { Building, GameMap } from '../model/map.ts';
import { withSquaresEdited } from '../grid/mapEdits.ts';
import { accepted, refused, type EditResult } from './editResult.ts';
import { checkElements } from './elementChecks.ts';
import { uniqueSquares } from './squareSets.ts';

/**
 * Buildings (X2: a store building carries its store's name; X3: the interior counts towards
 * control, the boardwalk does not). Buildings are not in the grid index: the index is shared.
 */
export interface BuildingFields {
  name: string;
  squares: Square[];
  boardwalk: Square[];
}

export function addBuilding(map: GameMap, building: BuildingFields): EditResult {
  return putBuilding(map, map.buildings.length, building);
}

/** The building's name, interior or boardwalk replaced; what is not given stays. */
export function editBuilding(
  map: GameMap,
  index: number,
  patch: Partial<BuildingFields>,
): EditResult {
  const building = map.buildings[index];
  if (!Number.isInteger(index) || !building)
    return refused(map, `buildings[${index}]: no such building on this map`);
  return putBuilding(map, index, { ...building, ...patch });
}

export function removeBuildings(map: GameMap, buildings: readonly number[]): EditResult {
  const missing = buildings.find((i) => !Number.isInteger(i) || i < 0 || i >= map.buildings.length);
  if (missing !== undefined)
    return refused(map, `buildings[${missing}]: no such building on this map`);
  const gone = new Set(buildings);
  if (gone.size === 0) return accepted(map);
  const next = { ...map, buildings: map.buildings.filter((_, i) => !gone.has(i)) };
  return accepted(withSquaresEdited(map, next, []));
}

function putBuilding(map: GameMap, index: number, fields: BuildingFields): EditResult {
  const w = map.size[0];
  const building = {
    name: fields.name,
    squares: uniqueSquares(fields.squares, w),
    boardwalk: uniqueSquares(fields.boardwalk, w),
  };
  const checked = checkElements(map.size, 'buildings', [building], [index]);
  if (!checked.ok) return refused(map, checked.reason);
  const buildings: Building[] = [...map.buildings];
  buildings[index] = checked.value[0]!;
  return accepted(withSquaresEdited(map, { ...map, buildings }, []));
}
