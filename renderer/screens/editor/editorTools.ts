import type { ToolButton } from '../../tools/ToolPicker.tsx';
import { measureTool } from '../../tools/measureTool.ts';
import { ToolManager, type AnyTool, type ToolSinks } from '../../tools/toolManager.ts';
import type { EditorOutput, EditorToolContext } from './editorOutput.ts';
import { alignTool } from './tools/alignTool.ts';
import { rankTool, terrainTool } from './tools/brushTools.ts';
import { doorTool } from './tools/doorTool.ts';
import { wallTool } from './tools/wallTool.ts';
import { selectTool } from './tools/selectTool.ts';
import { buildingTool } from './tools/buildingTool.ts';
import { coverTool } from './tools/coverTool.ts';
import { passageTool } from './tools/passageTool.ts';
import { tokenTool } from './tools/tokenTool.ts';

/**
 * The map editor's tools, in the picker's order, each with its key (common/keyMap.ts,
 * scope 'editor'). The first is the one the editor opens with.
 */
const TOOLS = [
  { id: 'select', label: 'Select', shortcut: 'select-tool', make: selectTool },
  { id: 'terrain', label: 'Terrain', shortcut: 'terrain-tool', make: terrainTool },
  { id: 'rank', label: 'Ranks', shortcut: 'rank-tool', make: rankTool },
  { id: 'wall', label: 'Walls', shortcut: 'wall-tool', make: wallTool },
  { id: 'door', label: 'Doors', shortcut: 'door-tool', make: doorTool },
  { id: 'cover', label: 'Cover', shortcut: 'cover-tool', make: coverTool },
  { id: 'passage', label: 'Passages', shortcut: 'passage-tool', make: passageTool },
  { id: 'building', label: 'Buildings', shortcut: 'building-tool', make: buildingTool },
  { id: 'token', label: 'Tokens', shortcut: 'token-tool', make: tokenTool },
  { id: 'measure', label: 'Measure', shortcut: 'edit-measure-tool', make: () => measureTool },
  { id: 'align', label: 'Align image', shortcut: 'align-tool', make: alignTool },
] as const satisfies readonly (ToolButton<string> & {
  make: (context: EditorToolContext) => AnyTool<EditorOutput>;
})[];

export type EditorToolId = (typeof TOOLS)[number]['id'];

export const EDITOR_TOOL_BUTTONS: readonly ToolButton<EditorToolId>[] = TOOLS.map(
  ({ id, label, shortcut }) => ({ id, label, shortcut }),
);

export type EditorToolManager = ToolManager<EditorToolId, EditorOutput>;

/**
 * The editor's tool manager, its tools reading the map, the selection and the options. `only`
 * keeps a subset, in the picker's order (the encounter builder moves its cast with Select and
 * Measure, and changes no map).
 */
export function createEditorTools(
  sinks: ToolSinks<EditorOutput>,
  context: EditorToolContext,
  only?: readonly EditorToolId[],
): EditorToolManager {
  return new ToolManager<EditorToolId, EditorOutput>(
    sinks,
    TOOLS.filter((tool) => !only || only.includes(tool.id)).map((tool) => tool.make(context)),
  );
}
