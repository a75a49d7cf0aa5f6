import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { hudLines } from '../board/overlays/hudLines.ts';
import { Board, type RendererPreference } from '../board/Board.ts';
import { sceneFromGame } from '../board/boardScene.ts';
import { CELL } from '../board/boardUnits.ts';
import { nameplateBounds } from '../board/layers/tokenLayer.ts';
import type { GameMap } from '../../engine/skirmish.ts';
import { HoverCard, type BoardGeometry } from '../panels/HoverCard.tsx';
import type { TableStore } from '../state/tableStore.ts';
import { measureReading, type MeasureReading } from '../tools/measureReading.ts';
import type { MeasureLine } from '../tools/measureTool.ts';
import { listenToolKeys } from '../tools/toolKeys.ts';
import { intentOfPlay } from '../tools/playIntents.ts';
import { createTableTools, type TableToolManager } from '../tools/tableTools.ts';
import { exposeTestHooks } from './testHooks.ts';
import { boardFontsLoaded } from '../board/boardFonts.ts';
import { useBoardRebuild } from '../board/useBoardRebuild.ts';

/**
 * Hosts the PixiJS board. React only mounts it: the board subscribes to the table store itself and
 * redraws what changed, so no game data flows through React renders.
 */
export function BoardView({
  table,
  showCoordinates,
  currentMap,
  onBoard,
  onTools,
}: {
  table: TableStore;
  showCoordinates: boolean;
  currentMap: () => GameMap;
  /** Told the board once it runs, and null once it is gone (the players' view reads its camera). */
  onBoard?: (board: Board | null) => void;
  /** Told the board's tool manager once it runs, and null once it is gone (the tool picker). */
  onTools?: (tools: TableToolManager | null) => void;
}) {
  const hostRef = useRef<HTMLDivElement>(null);
  const boardRef = useRef<Board | null>(null);
  // A board created later (a map loaded) starts with the coordinates as the table has them now.
  const showCoordinatesRef = useRef(showCoordinates);
  const [error, setError] = useState<string | null>(null);
  const [measure, setMeasure] = useState<MeasureReading | null>(null);
  const { generation, watch, keptView } = useBoardRebuild();

  useEffect(() => {
    const host = hostRef.current!;
    const unsubscribe: (() => void)[] = [];
    let cancelled = false;
    const preference = (new URLSearchParams(window.location.search).get('renderer') ??
      'webgl') as RendererPreference;
    (async () => {
      await boardFontsLoaded();
      const board = await Board.create(host, preference);
      if (cancelled) return board.destroy();
      boardRef.current = board;
      board.setShowCoordinates(showCoordinatesRef.current);
      board.setScene(sceneFromGame(table.state));
      // Rebuilt after a lost GPU context: where the Dealer was looking, not the map fitted again.
      const view = keptView();
      if (view) board.setView(view);
      board.setOverlay(table.overlay.get());
      unsubscribe.push(watch(host, board));
      unsubscribe.push(table.session.subscribe(() => board.setScene(sceneFromGame(table.state))));
      unsubscribe.push(table.overlay.subscribe(() => board.setOverlay(table.overlay.get())));
      // The tools hear the board's pointer (renderer/tools): the play tool's clicks are worded as
      // intents the table applies, the Measure tool's line is the engine's answer, shown.
      let line: MeasureLine = { from: null, to: null };
      const showMeasure = () => {
        const reading = measureReading(table.state.map, line, table.state.options);
        board.setMeasure(reading);
        setMeasure(reading);
      };
      const manager = createTableTools({
        camera: board,
        surface: board.toolSurface,
        play: (output) => {
          // A click anywhere on the board collapses a resolved attack's breakdown into the log.
          if (output.type === 'click') table.dismissResolvedAttack();
          const intent = intentOfPlay(table.sight, output);
          if (intent) table.apply(intent);
        },
        measure: (next) => {
          line = next;
          showMeasure();
        },
      });
      board.attachTools((input) => manager.send(input));
      // A door opened or closed since changes the line of sight: the reading follows the game.
      unsubscribe.push(
        table.session.subscribe(() => line.from && showMeasure()),
        listenToolKeys(manager),
        () => manager.stop(),
      );
      onTools?.(manager);
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
      onTools?.(null);
      setMeasure(null);
      delete host.dataset.ready;
    };
  }, [table, currentMap, onBoard, onTools, generation, watch, keptView]);

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
  const hud = hudLines(overlay, measure)
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
