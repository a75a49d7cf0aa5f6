import type { FingerGunsGame } from '../../../engine/fingerGuns.ts';

/** F8: Killed at 0, and a Ghost from the start of the next round, which is what the table plays. */
const STATE_WORDS = {
  survivor: 'Survivor',
  killed: 'Killed: a Ghost from the next round',
  ghost: 'Ghost',
} as const;

/**
 * The table's health trackers (issue 15, item 1): each player in seating order, health 0–20 with
 * + and − for hand fixes (F1), the sheriff's badge, and whether Survivor, Killed or Ghost (F8), in
 * words beside the colour. One column on a phone held by the table (360 px wide).
 */
export function HealthView({
  game,
  bots,
  onFix,
  disabled,
}: {
  game: FingerGunsGame;
  bots: Record<string, string>;
  onFix: (player: string, delta: 1 | -1) => void;
  disabled: boolean;
}) {
  return (
    <ol className="fg-health" aria-label="Health">
      {game.players.map((p) => (
        <li key={p.name} className={`fg-player fg-${p.state}`} aria-label={p.name}>
          <span className="fg-name">
            {p.name}
            {game.sheriff === p.name && (
              <span className="fg-badge" title="Sheriff: counted the last round (F1)">
                ★ Sheriff
              </span>
            )}
            {bots[p.name] && <span className="fg-bot">computer, {bots[p.name]}</span>}
          </span>
          <span className="fg-state">
            {/* Once the game is over there is no next round to come back in as a Ghost (F9). */}
            {game.over && p.state === 'killed' ? 'Killed' : STATE_WORDS[p.state]}
          </span>
          <span className="fg-tracker">
            <button
              type="button"
              aria-label={`${p.name} −1`}
              disabled={disabled || p.state === 'ghost' || p.health === 0}
              onClick={() => onFix(p.name, -1)}
            >
              −
            </button>
            <output className="fg-hp" aria-label={`${p.name}'s health`}>
              {p.health}
            </output>
            <button
              type="button"
              aria-label={`${p.name} +1`}
              disabled={disabled || p.state === 'ghost' || p.health === 20}
              onClick={() => onFix(p.name, 1)}
            >
              +
            </button>
          </span>
        </li>
      ))}
    </ol>
  );
}
