import { listenShortcuts } from '../keys/listenShortcuts.ts';
import type { TableToolManager } from './tableTools.ts';

/**
 * The tools' keys (common/keyMap.ts): M picks the Measure tool, V or Esc the play tool.
 * They are heard before the table's, so Esc that leaves the Measure tool does not also deselect;
 * in the play tool already, Esc goes on to the table (it deselects) as before.
 */
export function listenToolKeys(tools: TableToolManager): () => void {
  return listenShortcuts(
    'board',
    {
      'measure-tool': () => tools.use('measure'),
      'play-tool': () => tools.use('play'),
    },
    { first: true },
  );
}
