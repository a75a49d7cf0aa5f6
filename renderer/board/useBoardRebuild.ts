import { useCallback, useRef, useState } from 'react';
import type { Board } from './Board.ts';
import type { View } from './camera.ts';

/**
 * A board that comes back whole after the GPU drops its context (a driver reset, a laptop waking,
 * Chrome's limit of live contexts). PixiJS gets the context back, but not what was drawn into
 * textures: the board's cached tiles and baked tokens come back empty, and an idle board draws no
 * new frame, so the map would stay black. The host builds its board again instead: `generation`
 * goes in the effect's dependencies, `watch` is called with the new board's canvas, and the camera
 * the user had is handed back by `keptView` (taken once) so the rebuilt board shows the same place.
 */
export function useBoardRebuild(): {
  generation: number;
  watch: (host: HTMLElement, board: Board) => () => void;
  keptView: () => View | null;
} {
  const [generation, setGeneration] = useState(0);
  const kept = useRef<View | null>(null);
  const watch = useCallback((host: HTMLElement, board: Board) => {
    const canvas = host.querySelector('canvas');
    const restored = () => {
      kept.current = board.view;
      setGeneration((g) => g + 1);
    };
    canvas?.addEventListener('webglcontextrestored', restored);
    return () => canvas?.removeEventListener('webglcontextrestored', restored);
  }, []);
  const keptView = useCallback(() => {
    const view = kept.current;
    kept.current = null;
    return view;
  }, []);
  return { generation, watch, keptView };
}
