/**
 * F1: who counts the next round down (anyone but the sheriff), and the start of the round: the
 * gestures picked in private first at a hot-seat table, or the count at once when the Dealer
 * enters what the real hands showed.
 */
export function NextRoundPanel({
  may,
  sheriff,
  lastSheriff,
  hotseat,
  onCounter,
  onStart,
}: {
  /** Who may count down (whoMayCountDown). */
  may: readonly string[];
  /** The one chosen to. */
  sheriff: string;
  /** The sheriff of the last round, who may not count this one. */
  lastSheriff: string | null;
  hotseat: boolean;
  onCounter: (name: string) => void;
  onStart: () => void;
}) {
  return (
    <section className="panel fg-next" aria-label="Next round">
      <label className="row">
        Who counts down
        <select value={sheriff} onChange={(e) => onCounter(e.target.value)}>
          {may.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      {lastSheriff && (
        <p className="muted">{lastSheriff} is the sheriff and cannot count this round (F1).</p>
      )}
      <button type="button" className="primary" onClick={onStart}>
        {hotseat ? 'Pick gestures, then count down' : '3, 2, 1… Draw!'}
      </button>
    </section>
  );
}
