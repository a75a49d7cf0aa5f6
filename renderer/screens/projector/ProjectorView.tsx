import { useEffect, useRef, useState } from 'react';
import type { PublicView } from '../../../engine/skirmish.ts';
import { Board } from '../../board/Board.ts';
import {
  DEFAULT_CONTROLS,
  type PlayersBackground,
  type PlayersMessage,
  type PlayersView,
  type ProjectorControls,
  type ShownPicture,
} from '../../players/playersMessages.ts';
import { screenPixelsOf } from '../../players/trueScale.ts';
import type { LinkStatus } from '../../room/roomLink.ts';
import { FingerGunsTv } from './FingerGunsTv.tsx';
import { TexasTv } from './TexasTv.tsx';
import { AttackBand } from './AttackBand.tsx';
import type { TexasPublicView } from '../../../engine/texas.ts';
import type { ClocksMessage } from '../../../electron/room/roomProtocol.ts';
import type { FingerGunsPublicView } from '../../../engine/fingerGuns.ts';
import { listenToTable, tellFrame, type TableSource } from './feedSource.ts';
import {
  centreOf,
  holdsWholeMap,
  projectorCamera,
  shownRect,
  type ProjectorScreen,
} from './projectorCamera.ts';
import { PROJECTOR_BANDS } from './projectorBands.ts';
import { fogFromPublic } from './projectorFog.ts';
import { overlayFromPublic, sceneFromPublic } from './projectorScene.ts';
import { measureInPage, roundShown, stripContent } from './stripLayout.ts';
import { useStripFrame } from './useStripFrame.ts';
import { boardFontsLoaded } from '../../board/boardFonts.ts';
import { useBoardRebuild } from '../../board/useBoardRebuild.ts';
import { useProjectorBackground } from './projectorBackground.ts';
import { labelStyleFor } from './labelSizes.ts';
import { ShownCard } from './ShownCard.tsx';
/** Arrival times of the views, read by the end-to-end test; a few numbers, kept short. */
const viewsHeard: { at: number; turnPhase: string | null }[] = [];
(window as unknown as { highNoonViewsHeard?: typeof viewsHeard }).highNoonViewsHeard = viewsHeard;

/**
 * The players' view (issue 11): the board as publicView lets it be seen, an initiative strip on
 * top, and the attack's steps in large type below, each in a band of its own, so no text covers
 * the board. It reads only what the Dealer's window sends; it has no AppBridge, and cannot save,
 * load or act. The Dealer's controls blank it (a pause screen with the map name), turn it 180°,
 * and set its camera (a pushed view, true scale).
 *
 * The same component is the Dealer's miniature (PlayersPanel), fed the same messages: `screen` is
 * then the projector's, and `tellsFrame` false, so only the projector says where its frame is.
 */
export function ProjectorView({
  source = listenToTable,
  screen,
  tellsFrame = true,
}: {
  source?: TableSource;
  screen?: ProjectorScreen;
  tellsFrame?: boolean;
}) {
  const [map, setMap] = useState<PublicView['map'] | null>(null);
  const [view, setView] = useState<PlayersView | null>(null);
  const [controls, setControls] = useState<ProjectorControls>(DEFAULT_CONTROLS);
  const [background, setBackground] = useState<PlayersBackground | null>(null);
  /** The pause screen's title, while the room withholds the table (blanked). */
  const [paused, setPaused] = useState<string | null | undefined>(undefined);
  const [link, setLink] = useState<LinkStatus>({ state: 'joining' });
  /** A game of Finger Guns on the table in place of the skirmish (null: none). */
  const [fingerGuns, setFingerGuns] = useState<FingerGunsPublicView | null>(null);
  /** A game of Texas Shootout on the table, and the clocks its window runs. */
  const [texas, setTexas] = useState<TexasPublicView | null>(null);
  const [clocks, setClocks] = useState<ClocksMessage['clocks']>({});
  /** The picture the Dealer shows the players, once the room has sent it (issue 40, item 5). */
  const [shownPicture, setShownPicture] = useState<ShownPicture | null>(null);
  useEffect(
    () =>
      source((message: PlayersMessage) => {
        if (message.kind === 'clocks') return setClocks(message.clocks);
        if (message.kind === 'shownPicture') return setShownPicture(message.picture);
        if (message.kind === 'fingerguns' || message.kind === 'texas') {
          setFingerGuns(message.kind === 'fingerguns' ? message.view : null);
          setTexas(message.kind === 'texas' ? message.view : null);
          return;
        }
        if (message.kind === 'map' || message.kind === 'view') {
          setFingerGuns(null);
          setTexas(null);
        }
        if (message.kind === 'map') setMap(message.map);
        else if (message.kind === 'controls') {
          setControls(message.controls);
          if (!message.controls.blanked) setPaused(undefined);
        } else if (message.kind === 'paused') setPaused(message.title);
        else if (message.kind === 'link') setLink(message.status);
        else if (message.kind === 'background') setBackground(message.background);
        else if (message.kind === 'view') {
          setView(message.view);
          // When each view came, for the test of how fast the projector follows (≤ 1 s).
          viewsHeard.push({ at: Date.now(), turnPhase: message.view.turnPhase });
        }
      }),
    [source],
  );
  return (
    <div
      className="projector-frame"
      data-rotation={controls.rotation}
      data-testid="projector-frame"
    >
      {controls.blanked ? (
        <main className="projector paused" data-testid="projector-paused">
          <h1>{paused ?? map?.name ?? 'High Noon Table'}</h1>
          <p>The Dealer has paused the table.</p>
        </main>
      ) : fingerGuns ? (
        <FingerGunsTv view={fingerGuns} />
      ) : texas ? (
        <TexasTv view={texas} clocks={clocks} />
      ) : !map || !view ? (
        <main className="projector waiting" data-testid="projector-waiting">
          <h1>High Noon Table</h1>
          <p>
            {link.state === 'refused' ? link.message : 'Waiting for the Dealer\u2019s table\u2026'}
          </p>
        </main>
      ) : (
        <main className="projector" data-testid="projector">
          <InitiativeStrip
            view={view}
            mapName={map.name ?? null}
            everyone={atTrueScale(controls)}
            reconnecting={link.state === 'reconnecting'}
          />
          <ProjectorBoard
            map={map}
            view={view}
            controls={controls}
            background={background}
            screen={screen}
            tellsFrame={tellsFrame}
          />
          <AttackBand view={view} stepMs={controls.stepMs} />
          {view.shown && <ShownCard shown={view.shown} picture={shownPicture} />}
        </main>
      )}
      {controls.ruler !== null && <RulerBox side={controls.ruler} />}
      {link.state === 'reconnecting' && (controls.blanked || !map || !view) && (
        <p className="projector-link" role="status" data-testid="projector-reconnecting">
          Reconnecting to the table&hellip;
        </p>
      )}
    </div>
  );
}

/**
 * The box the Dealer sizes to a ruler laid on the screen (true scale's calibration): its side is
 * in the projector's CSS pixels, whatever the frame, so the miniature draws it as the projector
 * does, scaled with the rest.
 */
function RulerBox({ side }: { side: number }) {
  return (
    <div className="projector-ruler" data-testid="projector-ruler">
      <div style={{ width: side, height: side }} />
      <p>Match this box to your ruler</p>
    </div>
  );
}

/** Issue 11, item 6: the projector draws at a calibrated true scale (the board then has no names). */
function atTrueScale(controls: ProjectorControls): boolean {
  return controls.scale !== null && controls.scale.diagonalInches !== null;
}

/** Whose turn it is, in the round's order; at true scale, every token the players see (stripOrder). */
function InitiativeStrip({
  view,
  mapName,
  everyone,
  reconnecting,
}: {
  view: PlayersView;
  mapName: string | null;
  everyone: boolean;
  /** The link to the table dropped: said in the round's place, so it covers nothing. */
  reconnecting: boolean;
}) {
  const content = stripContent(view, mapName, everyone);
  const { names } = content;
  const strip = useRef<HTMLElement>(null);
  const frame = useStripFrame(strip);
  // Issue 40, item 7: the round's line in the longest form that fits on one line, as the Dealer's
  // window models it (stripHeight); in full until the strip has been measured.
  const round = frame ? roundShown(content, frame, measureInPage) : content.round;
  return (
    <header
      ref={strip}
      className="projector-strip"
      data-testid="projector-strip"
      style={{ minHeight: `${PROJECTOR_BANDS.strip}cqh` }}
    >
      {reconnecting ? (
        <span
          className="projector-round reconnecting"
          role="status"
          data-testid="projector-reconnecting"
        >
          Reconnecting to the table&hellip;
        </span>
      ) : (
        <span className="projector-round">{round}</span>
      )}
      <ol className="projector-order" aria-label="Initiative">
        {names.map((c) => (
          <li
            key={c.id}
            className={[c.acting ? 'acting' : '', c.down ? 'down' : '', c.side].join(' ')}
            aria-current={c.acting ? 'true' : undefined}
          >
            {c.name}
          </li>
        ))}
      </ol>
    </header>
  );
}

/**
 * The board's scene: at true scale, its tokens named in the strip instead (issue 11, item 6);
 * with miniatures on the TV, each token a standee's base ring (issue 40, item 3).
 */
function sceneOf(shown: {
  map: PublicView['map'];
  view: PlayersView;
  controls: ProjectorControls;
}) {
  const { standees } = shown.controls;
  // Standees (item 3) keep their names on the board at true scale: beside the ring, not the strip.
  return sceneFromPublic(
    shown.map,
    shown.view,
    atTrueScale(shown.controls) && !standees ? 'in the strip' : 'on the board',
    standees,
  );
}

/** The players' screen: the projector's, as the miniature is told it, or this window's own. */
function screenOf(given: ProjectorScreen | undefined): ProjectorScreen {
  return given ?? { pixels: screenPixelsOf(window), ratio: window.devicePixelRatio || 1 };
}

/** The PixiJS board, fed the public scene; React only mounts it. */
function ProjectorBoard({
  map,
  view,
  controls,
  background,
  screen,
  tellsFrame,
}: {
  map: PublicView['map'];
  view: PlayersView;
  controls: ProjectorControls;
  background: PlayersBackground | null;
  screen: ProjectorScreen | undefined;
  tellsFrame: boolean;
}) {
  const hostRef = useRef<HTMLDivElement>(null);
  const boardRef = useRef<Board | null>(null);
  // What the board shows once it has started (it starts asynchronously, after the fonts).
  const latest = useRef({ map, view, controls, screen });
  // Where the Dealer last put the view: at true scale, 'fixed' stays there after the push ends.
  const remembered = useRef<readonly [number, number] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [started, setStarted] = useState<Board | null>(null);
  // Counts the boards started: a GPU that drops the board's context (a projector left on all
  // evening, a driver reset, several 4K canvases in software WebGL) gets a board started afresh.
  const { generation, watch } = useBoardRebuild();
  useProjectorBackground(started, background);

  /** Sets the camera from the Dealer's controls, and tells the Dealer's window what it shows. */
  const reframe = useRef(() => {
    const board = boardRef.current;
    const host = hostRef.current;
    if (!board || !host || host.clientWidth === 0 || host.clientHeight === 0) return;
    const { map: m, view: v, controls: c, screen: s } = latest.current;
    if (c.pushed) remembered.current = centreOf(c.pushed);
    const size = { width: host.clientWidth, height: host.clientHeight };
    const camera = projectorCamera({
      mapSize: m.size,
      view: v,
      controls: c,
      host: size,
      screen: screenOf(s),
      remembered: remembered.current,
    });
    board.setView(camera);
    const frame = host.closest<HTMLElement>('[data-testid="projector-frame"]');
    board.setScreenLabels(
      labelStyleFor({
        frameHeight: frame?.clientHeight ?? window.innerHeight,
        screen: screenOf(s),
        diagonalInches: c.diagonalInches,
        standees: c.standees,
      }),
    );
    if (!tellsFrame) return;
    const shows = shownRect(board.view, size);
    tellFrame({
      shows,
      whole: holdsWholeMap(shows, m.size),
      viewport: { width: window.innerWidth, height: window.innerHeight },
      screen: {
        width: window.screen.width,
        height: window.screen.height,
        ratio: window.devicePixelRatio || 1,
      },
    });
  });

  useEffect(() => {
    const host = hostRef.current!;
    let cancelled = false;
    let fitter: ResizeObserver | null = null;
    let stopWatching: (() => void) | null = null;
    (async () => {
      await boardFontsLoaded();
      // No camera controls: the Dealer's controls alone set what the players see.
      const board = await Board.create(host, 'webgl', 'tiles', false);
      if (cancelled) return board.destroy();
      boardRef.current = board;
      // The attack's steps have their own band on this page, outside the board.
      board.withoutHud();
      board.setShowCoordinates(true);
      board.setScene(sceneOf(latest.current));
      board.setFog(fogFromPublic(latest.current.map, latest.current.view));
      board.setOverlay(overlayFromPublic(latest.current.view));
      reframe.current();
      setStarted(board);
      if (tellsFrame)
        (window as unknown as { highNoonProjector?: Board }).highNoonProjector = board;
      // Framed again after every resize, the board's own observer having resized the canvas first.
      fitter = new ResizeObserver(() => reframe.current());
      fitter.observe(host);
      // Built again, from the latest view, after a lost GPU context (useBoardRebuild says why).
      stopWatching = watch(host, board);
      await board.nextFrame();
      host.dataset.ready = 'true';
    })().catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
    return () => {
      cancelled = true;
      fitter?.disconnect();
      stopWatching?.();
      boardRef.current?.destroy();
      boardRef.current = null;
      setStarted(null);
    };
  }, [tellsFrame, generation, watch]);

  useEffect(() => {
    latest.current = { map, view, controls, screen };
    const board = boardRef.current;
    if (!board) return;
    board.setScene(sceneOf({ map, view, controls }));
    board.setFog(fogFromPublic(map, view));
    board.setOverlay(overlayFromPublic(view));
    reframe.current();
    void board.nextFrame().then(() => {
      if (hostRef.current) hostRef.current.dataset.framed = String(Date.now());
    });
  }, [map, view, controls, screen]);

  return (
    <div className="projector-board" ref={hostRef} data-testid="projector-board">
      {error && <p role="alert">The board could not start: {error}</p>}
    </div>
  );
}
