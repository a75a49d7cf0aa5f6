import type { GameMap } from '../model/map.ts';
import { forEachGridPosition, growBox, onGridLine } from './indexTables.ts';
import { ANY_TABLES, noteRegion, WALL_TABLES, writable, type IndexPatch } from './indexPatch.ts';
import { BARRIER_CLOSED_DOOR, BARRIER_OPEN_DOOR } from './mapIndex.ts';

/**
 * Flips the toggled doors' kinds. A filed (irregular) door stays filed, its kind deciding; an
 * opened grid-line door leaves the any-tables where it showed (refilled from the doors still
 * closed); the closed ones are returned, to show once that is done.
 */
export function openDoors(patch: IndexPatch, next: GameMap, toggled: readonly number[]): number[] {
  const { w, h, kinds, tables, anyPending, anyBox } = patch;
  const closing: number[] = [];
  for (const k of toggled) {
    const open = next.doors[k]!.open;
    kinds[k] = open ? BARRIER_OPEN_DOOR : BARRIER_CLOSED_DOOR;
    const [x1, y1, x2, y2] = next.doors[k]!.at;
    noteRegion(patch, x1, y1, x2, y2);
    if (!onGridLine(x1, y1, x2, y2)) continue;
    if (!open) {
      closing.push(k);
      continue;
    }
    growBox(anyBox, x1, y1, x2, y2);
    forEachGridPosition(x1, y1, x2, y2, w, h, (t, at) => {
      if (tables[ANY_TABLES[t]!][at] !== k) return;
      writable(patch, ANY_TABLES[t]!)[at] = -1;
      anyPending[t]!.add(at);
    });
  }
  return closing;
}

/** A closed door shows where no wall is and it is the lowest closed door. */
export function closeDoors(patch: IndexPatch, next: GameMap, closing: readonly number[]): void {
  const { w, h, tables } = patch;
  for (const k of closing) {
    const [x1, y1, x2, y2] = next.doors[k]!.at;
    forEachGridPosition(x1, y1, x2, y2, w, h, (t, at) => {
      if (tables[WALL_TABLES[t]!][at] !== -1) return;
      const shown = tables[ANY_TABLES[t]!][at]!;
      if (shown === -1 || k < shown) writable(patch, ANY_TABLES[t]!)[at] = k;
    });
  }
}
