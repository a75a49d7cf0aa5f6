import { useMemo, useState } from 'react';
import {
  columnName,
  decodeCells,
  squareName,
  type OfferedMove,
  type SeatView,
} from '../../../engine/skirmish.ts';

/** The margin, in squares, for the column letters above and the row numbers beside the ground. */
const LABEL = 0.6;

/** The fewest squares a side of the board shows, so a move of one square still has ground. */
const LEAST_SIDE = 7;

/**
 * M1–M3 on the phone (issue 39, item 2): the ground around the seat's character as the seat may
 * see it (the public view's map, the fog's unknown squares dark), every square the engine offers
 * a move to marked; a tap shows the path and its cost, and Move confirms it. The engine found
 * each path; the board only draws it.
 */
export function SeatBoard({
  view,
  who,
  moves,
  disabled,
  onMove,
}: {
  view: SeatView;
  who: string;
  moves: readonly OfferedMove[];
  disabled: boolean;
  onMove: (move: OfferedMove) => void;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const me = view.combatants.find((c) => c.id === who);
  const box = useMemo(() => boxAround(view, me?.at ?? [0, 0], moves), [view, me, moves]);
  const known = useMemo(() => knownSquares(view), [view]);
  const byKey = useMemo(() => new Map(moves.map((m) => [key(m.to), m])), [moves]);
  const move = chosen ? byKey.get(chosen) : undefined;
  const [x0, y0, cols, rows] = box;
  const inBox = ([x, y]: readonly number[]) =>
    x! >= x0 && y! >= y0 && x! < x0 + cols && y! < y0 + rows;
  const squares = [];
  for (let y = y0; y < y0 + rows; y++)
    for (let x = x0; x < x0 + cols; x++) {
      const offered = byKey.get(key([x, y]));
      const unknown = known && !known(x, y);
      squares.push(
        <rect
          key={`${x},${y}`}
          x={x}
          y={y}
          width={1}
          height={1}
          className={
            unknown ? 'unknown' : offered ? (chosen === key([x, y]) ? 'chosen' : 'offered') : ''
          }
          data-square={squareName([x, y])}
          onClick={offered && !disabled ? () => setChosen(key([x, y])) : undefined}
        />,
      );
    }
  return (
    <section className="seat-board" aria-label="Move">
      <svg
        viewBox={`${x0 - LABEL} ${y0 - LABEL} ${cols + LABEL} ${rows + LABEL}`}
        role="img"
        aria-label={`The ground around ${me?.name ?? 'your character'}`}
      >
        <g className="labels" aria-hidden="true">
          {Array.from({ length: cols }, (_, i) => (
            <text key={`c${i}`} x={x0 + i + 0.5} y={y0 - 0.18}>
              {columnName(x0 + i)}
            </text>
          ))}
          {Array.from({ length: rows }, (_, i) => (
            <text key={`r${i}`} x={x0 - LABEL / 2} y={y0 + i + 0.62}>
              {y0 + i + 1}
            </text>
          ))}
        </g>
        <g className="squares">{squares}</g>
        <g className="walls">
          {view.map.walls.filter(inBoxSegment(inBox)).map((w, i) => (
            <line key={i} x1={w[0]} y1={w[1]} x2={w[2]} y2={w[3]} />
          ))}
        </g>
        <g className="doors">
          {view.map.doors
            .filter((d) => inBoxSegment(inBox)(d.at))
            .map((d, i) => (
              <line
                key={i}
                className={d.open ? 'open' : 'closed'}
                x1={d.at[0]}
                y1={d.at[1]}
                x2={d.at[2]}
                y2={d.at[3]}
              />
            ))}
        </g>
        {move && (
          <polyline
            className="path"
            points={[me!.at, ...move.path].map(([x, y]) => `${x + 0.5},${y + 0.5}`).join(' ')}
          />
        )}
        <g className="tokens">
          {view.combatants
            .filter((c) => inBox(c.at))
            .map((c) => (
              <g key={c.id} className={c.id === who ? 'mine' : c.side} opacity={c.down ? 0.4 : 1}>
                <circle cx={c.at[0] + 0.5} cy={c.at[1] + 0.5} r={0.4} />
                <text x={c.at[0] + 0.5} y={c.at[1] + 0.62}>
                  {c.name.slice(0, 2)}
                </text>
              </g>
            ))}
        </g>
      </svg>
      {move ? (
        <div className="move-confirm" role="group" aria-label="Confirm the move">
          <p>
            Move to <strong>{squareName(move.to)}</strong>: {move.cost}{' '}
            {move.cost === 1 ? 'square' : 'squares'} of movement.
          </p>
          <button
            type="button"
            className="primary"
            disabled={disabled}
            onClick={() => {
              setChosen(null);
              onMove(move);
            }}
          >
            Move
          </button>
          <button type="button" onClick={() => setChosen(null)}>
            Cancel
          </button>
        </div>
      ) : (
        <p className="seat-hint">
          {moves.length > 0
            ? 'Tap a marked square to see the way there.'
            : 'No square is in reach now.'}
        </p>
      )}
    </section>
  );
}

const key = (at: readonly number[]) => `${at[0]},${at[1]}`;

/** The board's box: every offered square and the character, a square of ground around, clamped. */
function boxAround(
  view: SeatView,
  at: readonly [number, number],
  moves: readonly OfferedMove[],
): [number, number, number, number] {
  const [w, h] = view.map.size;
  let [minX, minY, maxX, maxY] = [at[0], at[1], at[0], at[1]];
  for (const m of moves) {
    minX = Math.min(minX, m.to[0]);
    minY = Math.min(minY, m.to[1]);
    maxX = Math.max(maxX, m.to[0]);
    maxY = Math.max(maxY, m.to[1]);
  }
  const side = (lo: number, hi: number, size: number): [number, number] => {
    const span = Math.min(size, Math.max(LEAST_SIDE, hi - lo + 3));
    const start = Math.max(0, Math.min(size - span, Math.round((lo + hi) / 2 - span / 2)));
    return [start, span];
  };
  const [x0, cols] = side(minX, maxX, w);
  const [y0, rows] = side(minY, maxY, h);
  return [x0, y0, cols, rows];
}

/** Whether the players know a square (the fog's lit and explored sets); null: the fog is off. */
function knownSquares(view: SeatView): ((x: number, y: number) => boolean) | null {
  if (!view.fog) return null;
  const [w, h] = view.map.size;
  const lit = decodeCells(view.fog.lit, w * h);
  const explored = decodeCells(view.fog.explored, w * h);
  return (x, y) => lit[y * w + x] === 1 || explored[y * w + x] === 1;
}

function inBoxSegment(inBox: (at: readonly number[]) => boolean) {
  return (s: readonly number[]) =>
    inBox([Math.floor(s[0]!), Math.floor(s[1]!)]) || inBox([Math.floor(s[2]!), Math.floor(s[3]!)]);
}
