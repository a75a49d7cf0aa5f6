import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { GameMap } from '../../engine/skirmish.ts';
import type { Board } from '../board/Board.ts';
import { CELL } from '../board/boardUnits.ts';
import { screenToWorld } from '../board/camera.ts';
import type { AppBridge } from '../bridge/appBridge.ts';
import { listenShortcuts } from '../keys/listenShortcuts.ts';
import type { AppSettings } from '../state/settings.ts';
import type { TableStore } from '../state/tableStore.ts';
import { createStore, type Store } from '../../common/store.ts';
import type { ProjectorFrame, SquareRect } from './playersMessages.ts';
import { followShownFrame } from './shownFrame.ts';
import { mirrorTable } from '../room/tableMirror.ts';
import { createSeatsChannel, type SeatsChannel } from '../room/seatsChannel.ts';
import type { LinkStatus } from '../room/roomLink.ts';
import {
  createPlayersControls,
  expireUnlockedPush,
  followCalibration,
  followStepPace,
  type PlayersControls,
} from './projectorControls.ts';

/** The players' view as the Dealer's window runs it: what App hands the panel and the outline. */
export interface PlayersViewHandle {
  controls: PlayersControls;
  /** What the projector on this machine last reported (null: none open); the ruler needs it. */
  frame: Store<ProjectorFrame | null>;
  /** The frame the players' screen shows, reported or modelled (followShownFrame). */
  shown: Store<ProjectorFrame>;
  /** The Dealer's board (BoardView tells it), for "Push my view" and the outline. */
  board: { current: Board | null };
  onBoard: (board: Board | null) => void;
  /** The part of the board the Dealer's camera shows now, in squares. */
  dealerCamera: () => SquareRect | null;
  /** How the Dealer's window's link to the table room stands. */
  link: Store<LinkStatus>;
  /** The phones at the seats, and the Dealer's word on them (issue 39). */
  seats: SeatsChannel;
}

/**
 * Opens the table (never a replay scrubbed back) in the host's table room, which sends the
 * players' views their share (the map's background image too), with the Dealer's controls, which
 * outlive a table change; their keys (blank, rotate) come from the one key map.
 */
export function usePlayersView(
  table: TableStore,
  bridge: AppBridge,
  settings: AppSettings,
  /** The map the Dealer's board draws: its background image goes to the players' views. */
  currentMap: Store<GameMap> | null = null,
): PlayersViewHandle {
  const controls = useMemo(() => createPlayersControls(), []);
  // What the players' screen on this machine shows, as the table room tells it (issue 38: one
  // path); the room says so as the screen leaves, however it closed.
  const frame = useMemo(() => createStore<ProjectorFrame | null>(null), []);
  const seats = useMemo(() => createSeatsChannel(), []);
  const [session, controlStore, settingsStore, reported] = [
    table.session,
    controls.current,
    settings.current,
    frame,
  ];
  const shown = useMemo(
    () => followShownFrame({ session, controls: controlStore, settings: settingsStore, reported }),
    [session, controlStore, settingsStore, reported],
  );
  useEffect(() => shown.stop, [shown]);
  const board = useRef<Board | null>(null);
  const onBoard = useCallback((b: Board | null) => void (board.current = b), []);
  // The table room follows this window's game, and sends each players' view its share; a window
  // that only looks on (another plays the game, tableSeat.ts) leaves the table to that one.
  const link = useMemo(() => createStore<LinkStatus>({ state: 'joining' }), []);
  useEffect(() => {
    let mirror: ReturnType<typeof mirrorTable> | null = null;
    let stopCopy = () => {};
    const follow = () => {
      const plays = table.readOnly.get() === null;
      if (plays === (mirror !== null)) return;
      stopCopy();
      mirror?.stop();
      mirror = plays
        ? mirrorTable(table.game, bridge, {
            controls: controls.current,
            saving: table.roomSaving,
            map: currentMap,
            computer: table.computerChannel,
            frame,
            seats,
          })
        : null;
      const status = mirror?.status;
      const copy = () => link.set(status?.get() ?? { state: 'joining' });
      stopCopy = status?.subscribe(copy) ?? (() => {});
      copy();
    };
    const stopFollowing = table.readOnly.subscribe(follow);
    follow();
    return () => {
      stopFollowing();
      stopCopy();
      mirror?.stop();
    };
  }, [table, bridge, controls, link, currentMap, frame, seats]);
  useEffect(() => expireUnlockedPush(table.session, controls), [table, controls]);
  useEffect(() => followCalibration(settings, controls), [settings, controls]);
  useEffect(() => followStepPace(settings, controls), [settings, controls]);
  useEffect(
    () =>
      listenShortcuts('table', {
        'blank-projector': () => controls.setBlanked(!controls.current.get().blanked),
        'rotate-projector': () => controls.toggleRotation(),
      }),
    [controls],
  );
  const dealerCamera = useCallback((): SquareRect | null => {
    const b = board.current;
    if (!b) return null;
    // Above the HUD's band: what the Dealer sees of the map.
    const a = screenToWorld(b.view, { x: 0, y: 0 });
    const z = screenToWorld(b.view, { x: b.screenSize.width, y: b.bandTop });
    return { x: a.x / CELL, y: a.y / CELL, width: (z.x - a.x) / CELL, height: (z.y - a.y) / CELL };
  }, []);
  return { controls, frame, shown: shown.shown, board, onBoard, dealerCamera, link, seats };
}
