import type { Square } from '../../../engine/core.ts';
import type { TableStore } from '../../../renderer/state/tableStore.ts';
import { clickIntent } from '../../../renderer/tools/playIntents.ts';

/** A click on a square of the board, as the play tool words it and the table applies it. */
export function clickOn(table: TableStore, square: Square): void {
  table.apply(clickIntent(table.sight, square));
}
