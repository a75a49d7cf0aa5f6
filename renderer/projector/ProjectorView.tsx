import { useEffect, useRef, useState } from 'react';
import type { PublicView } from '../../engine/index.ts';
import { Board } from '../board/Board.ts';
import type { PlayersMessage, PlayersView } from '../players/playersMessages.ts';
import { listenToTable } from './feedSource.ts';
import { fogFromPublic } from './projectorFog.ts';
import { overlayFromPublic, sceneFromPublic } from './projectorScene.ts';

/** Arrival times of the views, read by the end-to-end test; a few numbers, kept short. */
const viewsHeard: { at: number; turnPhase: string | null }[] = [];
(window as unknown as { highNoonViewsHeard?: typeof viewsHeard }).highNoonViewsHeard = viewsHeard;

const PHASE_WORDS: Record<string, string> = {
  movement: 'Movement',
  action: 'Action',
  draw: 'Draw',
};

/**
 * The players' view (issue 11): the board as publicView lets it be seen, an initiative strip on
 * top, and the attack's steps in large type below, each in a band of its own, so no text covers
 * the board. It reads only what the Dealer's window sends; it has no AppBridge, and cannot save,
 * load or act.
 */
export function ProjectorView() {
  const [map, setMap] = useState<PublicView['map'] | null>(null);
  const [view, setView] = useState<PlayersView | null>(null);
  useEffect(
    () =>
      listenToTable((message: PlayersMessage) => {
        if (message.kind === 'map') setMap(message.map);
        else if (message.kind === 'view') {
          setView(message.view);
          // When each view came, for the test of how fast the projector follows (≤ 1 s).
          viewsHeard.push({ at: Date.now(), turnPhase: message.view.turnPhase });
        }
      }),
    [],
  );
  if (!map || !view) {
    return (
      <main className="projector waiting" data-testid="projector-waiting">
        <h1>High Noon Table</h1>
        <p>Waiting for the Dealer&rsquo;s table&hellip;</p>
      </main>
    );
  }
  return (
    <main className="projector" data-testid="projector">
      <InitiativeStrip view={view} mapName={map.name ?? null} />
      <ProjectorBoard map={map} view={view} />
      <AttackBand view={view} />
    </main>
  );
}

function InitiativeStrip({ view, mapName }: { view: PlayersView; mapName: string | null }) {
  const names = new Map(view.combatants.map((c) => [c.id, c]));
  const phase = view.turnPhase ? (PHASE_WORDS[view.turnPhase] ?? view.turnPhase) : null;
  return (
    <header className="projector-strip" data-testid="projector-strip">
      <span className="projector-round">
        {mapName ? `${mapName} · ` : ''}Round {view.round}
        {phase ? ` · ${phase}` : ''}
      </span>
      <ol className="projector-order" aria-label="Initiative">
        {view.order.map((id) => {
          const c = names.get(id);
          if (!c) return null;
          return (
            <li
              key={id}
              className={[id === view.activeId ? 'acting' : '', c.down ? 'down' : '', c.side].join(
                ' ',
              )}
              aria-current={id === view.activeId ? 'true' : undefined}
            >
              {c.name}
            </li>
          );
        })}
      </ol>
    </header>
  );
}

function AttackBand({ view }: { view: PlayersView }) {
  // The step under way and the two before it: the band keeps three lines (projector.css).
  const lines = (view.attack?.lines ?? []).slice(-3);
  return (
    <footer className="projector-attack" data-testid="projector-attack" aria-live="polite">
      {lines.map((line) => (
        <p key={line.step} className={line.current ? 'current' : undefined}>
          {line.text}
        </p>
      ))}
    </footer>
  );
}

/** The PixiJS board, fed the public scene; React only mounts it. */
function ProjectorBoard({ map, view }: { map: PublicView['map']; view: PlayersView }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const boardRef = useRef<Board | null>(null);
  // What the board shows once it has started (it starts asynchronously, after the fonts).
  const latest = useRef({ map, view });
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const host = hostRef.current!;
    let cancelled = false;
    let fitter: ResizeObserver | null = null;
    (async () => {
      await Promise.all([
        document.fonts.load('400 16px "Atkinson Hyperlegible"'),
        document.fonts.load('700 16px "Atkinson Hyperlegible"'),
      ]);
      const board = await Board.create(host);
      if (cancelled) return board.destroy();
      boardRef.current = board;
      // The attack's steps have their own band on this page, outside the board.
      board.withoutHud();
      board.setShowCoordinates(true);
      board.setScene(sceneFromPublic(latest.current.map, latest.current.view));
      board.setFog(fogFromPublic(latest.current.map, latest.current.view));
      board.setOverlay(overlayFromPublic(latest.current.view));
      (window as unknown as { highNoonProjector?: Board }).highNoonProjector = board;
      // The players' view shows the whole map, whatever the screen (true scale is a later step):
      // refitted after every resize, the board's own observer having resized the canvas first.
      fitter = new ResizeObserver(() => board.fit());
      fitter.observe(host);
      await board.nextFrame();
      host.dataset.ready = 'true';
    })().catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
    return () => {
      cancelled = true;
      fitter?.disconnect();
      boardRef.current?.destroy();
      boardRef.current = null;
    };
  }, []);

  useEffect(() => {
    latest.current = { map, view };
    const board = boardRef.current;
    if (!board) return;
    board.setScene(sceneFromPublic(map, view));
    board.setFog(fogFromPublic(map, view));
    board.setOverlay(overlayFromPublic(view));
  }, [map, view]);

  return (
    <div className="projector-board" ref={hostRef} data-testid="projector-board">
      {error && <p role="alert">The board could not start: {error}</p>}
    </div>
  );
}
