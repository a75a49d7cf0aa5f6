import { useSyncExternalStore, type ComponentType } from 'react';
import { createStore, type Store } from '../state/store.ts';
import type { EditorOptions } from './editorOptions.ts';
import type { EditorToolId, EditorToolManager } from './editorTools.ts';
import { DoorOptions, WallOptions } from './options/BarrierOptions.tsx';
import { RankOptions, TerrainOptions } from './options/BrushOptions.tsx';

/** Each tool's options, where it has some. */
const OPTIONS: Partial<Record<EditorToolId, ComponentType<{ options: Store<EditorOptions> }>>> = {
  terrain: TerrainOptions,
  rank: RankOptions,
  wall: WallOptions,
  door: DoorOptions,
};

const NO_TOOL = createStore<EditorToolId | null>(null);

/** The active tool's options, at the top of the editor's column, where the hand goes next. */
export function ToolOptions({
  tools,
  options,
}: {
  tools: EditorToolManager | null;
  options: Store<EditorOptions>;
}) {
  const store = (tools?.active ?? NO_TOOL) as Store<EditorToolId | null>;
  const active = useSyncExternalStore(store.subscribe, store.get);
  const Options = active ? OPTIONS[active] : undefined;
  return (
    <section className="panel tool-options-panel" aria-label="Tool options">
      {Options ? <Options options={options} /> : <p className="hint">This tool has no options.</p>}
    </section>
  );
}
