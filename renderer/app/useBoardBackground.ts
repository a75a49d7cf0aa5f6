import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GameMap, MapBackground } from '../../engine/skirmish.ts';
import type { Board } from '../board/Board.ts';
import type { BackgroundArt } from '../board/tiles/staticDrawContext.ts';
import type { AppBridge } from '../bridge/appBridge.ts';
import { BackgroundImages } from '../state/backgroundArt.ts';
import type { Store } from '../../common/store.ts';

export interface BoardBackground {
  /** Give the board: it gets the image of the map on the table, now and after each change. */
  onBoard: (board: Board | null) => void;
  /** Why the map's image is not drawn (missing, unreadable), or null. */
  problem: string | null;
  /** The image as drawn now, for an export to draw it too. */
  art: () => BackgroundArt | null;
  images: BackgroundImages;
}

/**
 * The background image of the map on the table (issue 12, item 6), kept on the board. It follows
 * the map in `currentMap`, not the game's copy: laying or nudging an image is the Dealer's
 * preparation, and a game under way keeps its place, its log and its undo.
 */
export function useBoardBackground(bridge: AppBridge, currentMap: Store<GameMap>): BoardBackground {
  const images = useMemo(() => new BackgroundImages(bridge), [bridge]);
  const board = useRef<Board | null>(null);
  const drawn = useRef<{ of: MapBackground | undefined; art: BackgroundArt | null }>({
    of: undefined,
    art: null,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const serial = useRef(0);

  const apply = useCallback(async () => {
    const wanted = currentMap.get().background;
    const mine = ++serial.current;
    let art: BackgroundArt | null = null;
    let why: string | null = null;
    if (wanted && sameBackground(wanted, drawn.current.of)) art = drawn.current.art;
    else if (wanted) {
      const loaded = await images.art(wanted);
      if (mine !== serial.current) return;
      if (loaded.ok) art = loaded.value;
      else why = loaded.reason;
    }
    drawn.current = { of: wanted, art };
    board.current?.setBackground(art);
    setProblem(why);
  }, [currentMap, images]);

  useEffect(() => currentMap.subscribe(() => void apply()), [currentMap, apply]);

  const onBoard = useCallback(
    (b: Board | null) => {
      board.current = b;
      if (b) b.setBackground(drawn.current.art);
      void apply();
    },
    [apply],
  );

  return { onBoard, problem, art: () => drawn.current.art, images };
}

function sameBackground(a: MapBackground, b: MapBackground | undefined): boolean {
  return (
    b !== undefined &&
    a.image === b.image &&
    a.pixelsPerSquare === b.pixelsPerSquare &&
    a.offset[0] === b.offset[0] &&
    a.offset[1] === b.offset[1]
  );
}
