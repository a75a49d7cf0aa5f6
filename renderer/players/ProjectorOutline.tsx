import { useEffect, useState, useSyncExternalStore } from 'react';
import { CELL } from '../board/boardUnits.ts';
import type { PlayersViewHandle } from './usePlayersView.ts';

interface Placed {
  board: { left: number; top: number; width: number; height: number };
  box: { left: number; top: number; width: number; height: number };
}

/**
 * The projector's frame on the Dealer's board (issue 11, item 1), while it shows only part of the
 * map: a dashed box over the squares the players see (as the projector on this machine reports
 * them, or as the screen shape the Dealer chose shows them: usePlayersView's `shown`). It follows the Dealer's camera each frame
 * (the board has no camera event; reading a few numbers a frame costs nothing), and draws nothing
 * when the projector shows the whole map.
 */
export function ProjectorOutline({ players }: { players: PlayersViewHandle }) {
  const frame = useSyncExternalStore(players.shown.subscribe, players.shown.get);
  const [placed, setPlaced] = useState<Placed | null>(null);
  useEffect(() => {
    if (!frame || frame.whole) return;
    let handle = 0;
    let last = '';
    const place = () => {
      handle = requestAnimationFrame(place);
      const board = players.board.current;
      const canvas = document.querySelector<HTMLElement>('[data-testid="board"]');
      if (!board || !canvas) return;
      const r = canvas.getBoundingClientRect();
      const { x, y, width, height } = frame.shows;
      const box = board.worldBoxToClient({
        x: x * CELL,
        y: y * CELL,
        width: width * CELL,
        height: height * CELL,
      });
      const next: Placed = {
        board: { left: r.left, top: r.top, width: r.width, height: r.height },
        box: { left: box.x - r.left, top: box.y - r.top, width: box.width, height: box.height },
      };
      const key = JSON.stringify(next);
      if (key === last) return;
      last = key;
      setPlaced(next);
    };
    handle = requestAnimationFrame(place);
    return () => cancelAnimationFrame(handle);
  }, [frame, players]);
  if (!placed || !frame || frame.whole) return null;
  return (
    <div
      className="projector-outline"
      style={{ position: 'fixed', ...placed.board }}
      data-testid="projector-outline"
      aria-hidden="true"
    >
      <div style={placed.box} />
    </div>
  );
}
