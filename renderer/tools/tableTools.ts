import { measureTool, type MeasureLine, type MeasureOutput } from './measureTool.ts';
import { playTool, type PlayOutput } from './playTool.ts';
import { ToolManager, type ToolSinks } from './toolManager.ts';

/** The table's tools, in the picker's order. The map editor has its own (renderer/screens/editor). */
export const TOOL_IDS = ['play', 'measure'] as const;
export type ToolId = (typeof TOOL_IDS)[number];

export type TableToolManager = ToolManager<ToolId, PlayOutput | MeasureOutput>;

/** Where the table's tools' outputs go. */
export interface TableToolSinks extends Omit<ToolSinks<PlayOutput | MeasureOutput>, 'output'> {
  /** The play tool's hovers and clicks, for the table to turn into engine actions. */
  play(output: PlayOutput): void;
  /** The Measure tool's line to show, or an empty one to show nothing. */
  measure(line: MeasureLine): void;
}

/** The table's tool manager: the play tool first (the active one), then Measure. */
export function createTableTools(sinks: TableToolSinks): TableToolManager {
  const { play, measure, ...rest } = sinks;
  return new ToolManager<ToolId, PlayOutput | MeasureOutput>(
    {
      ...rest,
      output: (e) => (e.type === 'measure' ? measure({ from: e.from, to: e.to }) : play(e)),
    },
    [playTool, measureTool],
  );
}
