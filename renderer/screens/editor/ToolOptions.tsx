import { useSyncExternalStore, type ComponentType } from 'react';
import { createStore, type Store } from '../../../common/store.ts';
import type { EditorOptions } from './editorOptions.ts';
import type { EditorStore } from './editorStore.ts';
import type { EditorToolId, EditorToolManager } from './editorTools.ts';
import { DoorOptions, WallOptions } from './options/BarrierOptions.tsx';
import { RankOptions, TerrainOptions } from './options/BrushOptions.tsx';
import { BuildingOptions } from './options/BuildingOptions.tsx';
import { CoverOptions } from './options/CoverOptions.tsx';
import { PassageOptions } from './options/PassageOptions.tsx';
import { TokenOptions } from './options/TokenOptions.tsx';
import type { ToolOptionsProps } from './options/toolOptionsProps.ts';

/** Each tool's options, where it has some. */
const OPTIONS: Partial<Record<EditorToolId, ComponentType<ToolOptionsProps>>> = {
  terrain: TerrainOptions,
  rank: RankOptions,
  wall: WallOptions,
  door: DoorOptions,
  cover: CoverOptions,
  passage: PassageOptions,
  building: BuildingOptions,
  token: TokenOptions,
};

const NO_TOOL = createStore<EditorToolId | null>(null);

/** The active tool's options, at the top of the editor's column, where the hand goes next. */
export function ToolOptions({
  tools,
  options,
  editor,
}: {
  tools: EditorToolManager | null;
  options: Store<EditorOptions>;
  /** For the options that act on the selection (a selected object's size, a building's name). */
  editor: EditorStore;
}) {
  const store = (tools?.active ?? NO_TOOL) as Store<EditorToolId | null>;
  const active = useSyncExternalStore(store.subscribe, store.get);
  const Options = active ? OPTIONS[active] : undefined;
  return (
    <section className="panel tool-options-panel" aria-label="Tool options">
      {Options ? (
        <Options options={options} editor={editor} />
      ) : (
        <p className="hint">This tool has no options.</p>
      )}
    </section>
  );
}
