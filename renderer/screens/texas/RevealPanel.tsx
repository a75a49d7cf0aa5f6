import { texasInitiativeOrder, type TexasGameState } from '../../../engine/texas.ts';

/** Both sides face up once the barrier lifts, in the order they will shoot (TS3). */
export function RevealPanel({ state, onShoot }: { state: TexasGameState; onShoot: () => void }) {
  const order = texasInitiativeOrder(state.board);
  return (
    <div data-testid="texas-reveal">
      <h2>Both sides revealed</h2>
      <p className="muted">
        Initiative (TS3): A's row 1, B's row 1, A's row 2, B's row 2, left to right.
      </p>
      <ol className="texas-order">
        {order.map((t) => (
          <li key={t.name}>
            {t.side} · {t.name} (row {t.row}, column {t.col})
          </li>
        ))}
      </ol>
      {order.length === 0 && <p>Nobody placed a token this round.</p>}
      <button type="button" onClick={onShoot}>
        Shoot: roll the d10s
      </button>
    </div>
  );
}
