import { squareName, type Token } from '../../../engine/skirmish.ts';
import { TierBadge } from '../npcs/TierBadge.tsx';
import type { SeatInfo } from './castSources.ts';

/**
 * The placed cast in seating order (T1: one turn each per round, in this order), each with its
 * place on the map, Up and Down (buttons, so the keyboard reaches them), Hidden for an NPC (an
 * ambush: the players' view does not show it until the Dealer reveals it) and Remove.
 */
export function SeatingPanel({
  seating,
  tokens,
  seats,
  onMove,
  onHidden,
  onRemove,
}: {
  seating: readonly string[];
  tokens: readonly Token[];
  seats: Readonly<Record<string, SeatInfo>>;
  onMove: (id: string, by: -1 | 1) => void;
  onHidden: (id: string, hidden: boolean) => void;
  onRemove: (id: string) => void;
}) {
  const byId = new Map(tokens.map((t) => [t.id, t]));
  return (
    <section className="panel seating-order" aria-labelledby="seating-title">
      <h2 id="seating-title">Seating order</h2>
      {seating.length === 0 ? (
        <p className="muted small">Nobody is placed yet.</p>
      ) : (
        <ol>
          {seating.map((id, i) => {
            const token = byId.get(id)!;
            const seat = seats[id]!;
            return (
              <li key={id} data-testid={`seat-${id}`}>
                <div className="seat-line">
                  {seat.side === 'npc' ? (
                    <TierBadge tier={seat.npc.tier.color} level={seat.npc.tier.level} />
                  ) : (
                    <span className="cast-pc-mark">PC</span>
                  )}
                  <span className="seat-name">{token.name}</span>
                  <span className="muted small">{squareName(token.at)}</span>
                </div>
                <div className="seat-controls">
                  <button
                    type="button"
                    aria-label={`Move ${token.name} up`}
                    disabled={i === 0}
                    onClick={() => onMove(id, -1)}
                  >
                    Up
                  </button>
                  <button
                    type="button"
                    aria-label={`Move ${token.name} down`}
                    disabled={i === seating.length - 1}
                    onClick={() => onMove(id, 1)}
                  >
                    Down
                  </button>
                  {seat.side === 'npc' && (
                    <label>
                      <input
                        type="checkbox"
                        checked={seat.hidden}
                        onChange={(e) => onHidden(id, e.target.checked)}
                      />
                      Hidden
                      <span className="visually-hidden"> {token.name}</span>
                    </label>
                  )}
                  <button
                    type="button"
                    className="quiet"
                    aria-label={`Remove ${token.name}`}
                    onClick={() => onRemove(id)}
                  >
                    Remove
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
