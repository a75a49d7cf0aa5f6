import type { Square } from '../model/geometry.ts';
import type { GameMap } from '../model/map.ts';
import { sightField } from './sightField.ts';

/** What one unit sees from where it stands (sightField). Never changed once made. */
export interface UnitSight {
  at: Square;
  field: Uint8Array;
}

/**
 * What a posse sees together: the fog of war's live squares (issue 11). `seenBy` counts, per
 * square, how many of the units see it, so one unit's move takes away its old field and adds its
 * new one without sweeping for the others. Never changed once made: undo and replay may hold it.
 */
export interface PosseSight {
  map: GameMap;
  units: readonly UnitSight[];
  /** Per square (y × width + x): how many units see it; lit where above 0. */
  seenBy: Uint8Array;
}

/**
 * The squares `squares` (the standing PCs) see, with G3's exact LOS and no range limit. Given the
 * posse's sight on the same map object a moment ago, units still where they were keep their field,
 * and only the ones that moved sweep again. A new map (a door opened, an edit) sweeps them all:
 * any line may pass that door.
 */
export function posseSight(
  map: GameMap,
  squares: readonly Square[],
  previous?: PosseSight,
  /** Where a unit's field comes from: a fresh sweep, or a cache of them (fogSight.fieldAt). */
  fieldOf: (map: GameMap, at: Square) => Uint8Array = sightField,
): PosseSight {
  const cells = map.size[0] * map.size[1];
  if (!previous || previous.map !== map || previous.seenBy.length !== cells) {
    const units = squares.map((at) => ({ at, field: fieldOf(map, at) }));
    const seenBy = new Uint8Array(cells);
    for (const unit of units) addField(seenBy, unit.field, 1);
    return { map, units, seenBy };
  }
  // Match units by square, so reordering or one unit leaving costs no sweep for the rest.
  const unused = [...previous.units];
  const units: UnitSight[] = [];
  const added: UnitSight[] = [];
  for (const at of squares) {
    const same = unused.findIndex((u) => u.at[0] === at[0] && u.at[1] === at[1]);
    if (same >= 0) {
      units.push(unused[same]!);
      unused.splice(same, 1);
    } else {
      const unit = { at, field: fieldOf(map, at) };
      units.push(unit);
      added.push(unit);
    }
  }
  if (added.length === 0 && unused.length === 0) return { map, units, seenBy: previous.seenBy };
  const seenBy = previous.seenBy.slice();
  for (const gone of unused) addField(seenBy, gone.field, -1);
  for (const unit of added) addField(seenBy, unit.field, 1);
  return { map, units, seenBy };
}

function addField(seenBy: Uint8Array, field: Uint8Array, by: 1 | -1): void {
  for (let i = 0; i < field.length; i++) if (field[i] === 1) seenBy[i] = seenBy[i]! + by;
}
