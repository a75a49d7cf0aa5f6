import { useSyncExternalStore } from 'react';
import type { GameMap } from '../../engine/model/map.ts';
import type { AppBridge } from '../bridge/appBridge.ts';
import { LibraryPanel } from '../panels/LibraryPanel.tsx';
import type { Store } from '../state/store.ts';
import { BoardView } from './BoardView.tsx';

export function App({ bridge, currentMap }: { bridge: AppBridge; currentMap: Store<GameMap> }) {
  const map = useSyncExternalStore(currentMap.subscribe, currentMap.get);
  return (
    <div className="app">
      <header className="topbar">
        <h1>High Noon Table</h1>
        <span className="map-title" data-testid="map-title">
          {map.name ?? 'Untitled map'}
        </span>
        <span className="hint">Drag or arrows to pan · wheel or +/− to zoom · 0 to fit</span>
      </header>
      <main className="workspace">
        <BoardView currentMap={currentMap} />
        <aside className="sidebar">
          <LibraryPanel bridge={bridge} currentMap={currentMap} />
        </aside>
      </main>
    </div>
  );
}
