import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { hudLines } from '../board/overlays/hudLines.ts';
import { Board, type RendererPreference } from '../board/Board.ts';
import { sceneFromGame } from '../board/boardScene.ts';
import { CELL } from '../board/boardUnits.ts';
import { nameplateBounds } from '../board/layers/tokenLayer.ts';
import type { GameMap } from '../../engine/index.ts';
import { HoverCard, type BoardGeometry } from '../panels/HoverCard.tsx';
import type { TableStore } from '../state/tableStore.ts';
import { exposeTestHooks } from './testHooks.ts';

/**
 * Hosts the PixiJS board. React only mounts it: the board subscribes to the table store itself and
 * redraws what changed, so no game data flows through React renders.
 */
export function BoardView({
  table,
  showCoordinates,
  currentMap,
  onBoard,
}: {
  table: TableStore;
  showCoordinates: boolean;
  currentMap: () => GameMap;
  /** Told the board once it runs, and null once it is gone (the players' view reads its camera). */
  onBoard?: (board: Board | null) => void;
}) {
  const hostRef = useRef<HTMLDivElement>(null);
  const boardRef = useRef<Board | null>(null);
  // A board created later (a map loaded) starts with the coordinates as the table has them now.
  const showCoordinatesRef = useRef(showCoordinates);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const host = hostRef.current!;
    const unsubscribe: (() => void)[] = [];
    let cancelled = false;
    const preference = (new URLSearchParams(window.location.search).get('renderer') ??
      'webgl') as RendererPreference;
    (async () => {
      // Board text uses the bundled font; measuring it before it loads would size every label wrong.
      await Promise.all([
        document.fonts.load('400 16px "Atkinson Hyperlegible"'),
        document.fonts.load('700 16px "Atkinson Hyperlegible"'),
      ]);
      const board = await Board.create(host, preference);
      if (cancelled) return board.destroy();
      boardRef.current = board;
      board.setShowCoordinates(showCoordinatesRef.current);
      board.setScene(sceneFromGame(table.state));
      board.setOverlay(table.overlay.get());
      unsubscribe.push(table.session.subscribe(() => board.setScene(sceneFromGame(table.state))));
      unsubscribe.push(table.overlay.subscribe(() => board.setOverlay(table.overlay.get())));
      board.onPointer((event) => {
        if (event.kind === 'hover') return table.hover(event.square);
        // A click anywhere on the board collapses a resolved attack's breakdown into the log.
        table.dismissResolvedAttack();
        if (event.square) table.click(event.square);
      });
      exposeTestHooks(board, table, currentMap);
      onBoard?.(board);
      await board.nextFrame();
      // Ready, and for which table: a test that resumes a session waits for the new one.
      host.dataset.table = String(table.serial);
      host.dataset.ready = 'true';
    })().catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
    return () => {
      cancelled = true;
      unsubscribe.forEach((off) => off());
      if (boardRef.current) onBoard?.(null);
      boardRef.current?.destroy();
      boardRef.current = null;
      delete host.dataset.ready;
    };
  }, [table, currentMap, onBoard]);

  useEffect(() => {
    showCoordinatesRef.current = showCoordinates;
    boardRef.current?.setShowCoordinates(showCoordinates);
  }, [showCoordinates]);

  // Where the hover card may go: the board tells where a token, its nameplate and the HUD lie.
  const geometry = useCallback((): BoardGeometry | null => {
    const board = boardRef.current;
    const host = hostRef.current;
    if (!board || !host) return null;
    return {
      tokenRect: (at) => {
        const plate = nameplateBounds({ at, name: tokenName(table, at) });
        const left = Math.min(at[0] * CELL, plate.x) / CELL;
        const right = Math.max((at[0] + 1) * CELL, plate.x + plate.width) / CELL;
        const a = board.pointToClient(left, at[1]);
        const b = board.pointToClient(right, (plate.y + plate.height) / CELL);
        return { x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y };
      },
      boardRect: () => {
        const r = host.getBoundingClientRect();
        return { x: r.left, y: r.top, width: r.width, height: r.height };
      },
      hudRect: () => board.hudRect(),
    };
  }, [table]);

  const overlay = useSyncExternalStore(table.overlay.subscribe, table.overlay.get);
  const hud = hudLines(overlay)
    .map((line) => line.text)
    .join('\n');

  return (
    <div className="board" ref={hostRef} data-testid="board">
      {/* The HUD is drawn on the canvas; the same words here reach a screen reader (and tests). */}
      <p className="visually-hidden" aria-live="polite" data-testid="board-hud">
        {hud}
      </p>
      <HoverCard table={table} geometry={geometry} />
      {error && (
        <p role="alert" className="board-error">
          The board could not start: {error}
        </p>
      )}
    </div>
  );
}

function tokenName(table: TableStore, at: readonly [number, number]): string {
  return (
    Object.values(table.state.combatants).find((c) => c.at[0] === at[0] && c.at[1] === at[1])
      ?.name ?? ''
  );
}
