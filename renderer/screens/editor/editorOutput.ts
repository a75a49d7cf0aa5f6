import type {
  EditActionInput,
  GameMap,
  Selection,
  SelectionInput,
} from '../../../engine/skirmish.ts';
import type { EditorOverlayModel } from '../../board/overlays/editorOverlay.ts';
import type { MeasureOutput } from '../../tools/measureTool.ts';
import type { EditorOptions } from './editorOptions.ts';

/**
 * What the editor's tools ask for (DESIGN.md: tools turn input into editor actions and never
 * change the map themselves). The editor view performs each one on the editor store:
 *
 * - `edit`: an edit action (engine/edit/editAction.ts), for the engine to judge and the history
 *   to record;
 * - `gesture`: a drag's edits begin, end (one undo step), or are abandoned (the map goes back);
 * - `preview`: what the drag under way would do, drawn on the board and not yet done;
 * - `select`: the selection to hold (the select tool), replacing it or added to it;
 * - `measure`: the Measure tool's line, as at the table;
 * - `say`: a sentence for the editor's status when a gesture does nothing (no building under a
 *   boardwalk's drag; a barrel that would stand on another object), so it is never silent.
 */
export type EditorOutput =
  | { type: 'edit'; action: EditActionInput }
  | { type: 'gesture'; phase: 'begin' | 'end' | 'cancel' }
  | { type: 'preview'; preview: EditorOverlayModel['preview'] }
  | { type: 'select'; selection: SelectionInput; add?: boolean }
  | { type: 'say'; text: string }
  | MeasureOutput;

/**
 * What a tool may read as it decides (never write): the map as it is now, the selection, and
 * the options the Dealer chose for the tools (the terrain to paint, the rank, the cover kind).
 * A getter each, so a tool made once reads them fresh at every event; tests pass fixed ones.
 */
export interface EditorToolContext {
  map(): GameMap;
  selection(): Selection;
  options(): EditorOptions;
  /** The background image's size in its own pixels once the board draws it (the align tool). */
  backgroundSize?(): readonly [number, number] | null;
}
