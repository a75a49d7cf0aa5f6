import { useEffect, useRef, useState } from 'react';
import type { GameMap } from '../../engine/model/map.ts';
import { Board, type RendererPreference } from '../board/Board.ts';
import type { Store } from '../state/store.ts';
import { exposeTestHooks } from './testHooks.ts';

/**
 * Hosts the PixiJS board. React only mounts it; the board itself subscribes to the map store and
 * redraws the layers that changed, so no map data flows through React renders.
 */
export function BoardView({ currentMap }: { currentMap: Store<GameMap> }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const host = hostRef.current!;
    let board: Board | null = null;
    let unsubscribe = () => {};
    let cancelled = false;
    const preference = (new URLSearchParams(window.location.search).get('renderer') ??
      'webgl') as RendererPreference;
    (async () => {
      // Board text uses the bundled font; measuring it before it loads would size every label wrong.
      await Promise.all([
        document.fonts.load('400 16px "Atkinson Hyperlegible"'),
        document.fonts.load('700 16px "Atkinson Hyperlegible"'),
      ]);
      const created = await Board.create(host, preference);
      if (cancelled) return created.destroy();
      board = created;
      board.setMap(currentMap.get());
      unsubscribe = currentMap.subscribe(() => board?.setMap(currentMap.get()));
      exposeTestHooks(board, currentMap);
      await board.nextFrame();
      host.dataset.ready = 'true';
    })().catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
    return () => {
      cancelled = true;
      unsubscribe();
      board?.destroy();
      delete host.dataset.ready;
    };
  }, [currentMap]);

  return (
    <div className="board" ref={hostRef} data-testid="board">
      {error && (
        <p role="alert" className="board-error">
          The board could not start: {error}
        </p>
      )}
    </div>
  );
}
