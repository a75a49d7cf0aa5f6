import type { Segment, Square } from '../../../engine/core.ts';
import type { GameMap, Selection } from '../../../engine/skirmish.ts';
import type { EditorOverlayModel } from '../../board/overlays/editorOverlay.ts';

/**
 * The editor's marks for the board: the selection's squares (painted squares, and every square of
 * a selected object, passage, building or token) and its walls, doors and windows, with the
 * active tool's preview and the squares a validation finding names.
 */
export function editorOverlayModel(
  map: GameMap,
  selection: Selection,
  preview: EditorOverlayModel['preview'],
  flagged: readonly Square[],
): EditorOverlayModel {
  const squares: Square[] = [...selection.squares];
  const cover = new Set(selection.cover);
  for (const object of map.cover)
    if (object.id && cover.has(object.id)) squares.push(...object.squares);
  for (const i of selection.passages) squares.push(...(map.passages[i]?.squares ?? []));
  for (const i of selection.buildings) {
    const building = map.buildings[i];
    if (building) squares.push(...building.squares, ...building.boardwalk);
  }
  const tokens = new Set(selection.tokens);
  for (const token of map.tokens) if (tokens.has(token.id)) squares.push(token.at);
  const segments: Segment[] = [
    ...selection.walls.flatMap((i) => (map.walls[i] ? [map.walls[i]] : [])),
    ...selection.doors.flatMap((i) => (map.doors[i] ? [map.doors[i].at] : [])),
    ...selection.windows.flatMap((i) => (map.windows[i] ? [map.windows[i]] : [])),
  ];
  return { selected: squares, segments, preview, flagged };
}
