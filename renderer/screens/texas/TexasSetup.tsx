import { useState } from 'react';
import {
  DEFAULT_TEXAS_OPTIONS,
  texasOptionsSchema,
  texasSessionOf,
  type TexasOptions,
  type TexasSeat,
} from '../../../engine/texas.ts';
import type { TexasGameRecord } from './useTexasAutosave.ts';

/** Each house option's words on the setup screen, with the ledger rule it stands for. */
const OPTION_LABELS: Record<keyof TexasOptions, string> = {
  columns: 'Columns per side (TS2 house)',
  grazeWinsCard: 'A graze wins the card (TS7 house)',
};

/**
 * A new Texas Shootout game: the seed, who plays B, and the house options (TS2, TS7), each with
 * the house default. The options are checked by the engine's own schema, so the screen refuses in
 * the engine's words what a save would refuse; the game, and so its save, keeps them.
 */
export function TexasSetup({
  onStart,
  onRefuse,
}: {
  onStart: (game: TexasGameRecord) => void;
  onRefuse: (reason: string) => void;
}) {
  const [seedText, setSeedText] = useState('1');
  const [opponent, setOpponent] = useState<TexasSeat>('heuristic');
  const [columnsText, setColumnsText] = useState(String(DEFAULT_TEXAS_OPTIONS.columns));
  const [grazeWinsCard, setGrazeWinsCard] = useState(DEFAULT_TEXAS_OPTIONS.grazeWinsCard);

  const start = () => {
    const seed = Number.parseInt(seedText, 10);
    if (!Number.isInteger(seed)) return onRefuse('The seed must be a whole number.');
    const options = texasOptionsSchema.safeParse({
      columns: columnsText.trim() === '' ? Number.NaN : Number(columnsText),
      grazeWinsCard,
    });
    if (!options.success) {
      const reasons = options.error.issues.map((issue) => {
        const key = issue.path[0] as keyof TexasOptions | undefined;
        return `${key ? OPTION_LABELS[key] : 'House options'}: ${issue.message}`;
      });
      return onRefuse(`Refused: ${reasons.join('; ')}.`);
    }
    onStart({
      seed,
      options: options.data,
      seats: { A: 'person', B: opponent },
      session: texasSessionOf({ seed, options: options.data, log: [] }),
    });
  };

  return (
    <section className="panel texas-setup" aria-labelledby="texas-setup-title">
      <h2 id="texas-setup-title">New game</h2>
      <p className="muted">
        Side A is the youngest player: A places first, and A's shooters lead each row (TS3).
      </p>
      <label>
        Seed{' '}
        <input value={seedText} onChange={(e) => setSeedText(e.target.value)} inputMode="numeric" />
      </label>
      <label>
        Side B is played by{' '}
        <select value={opponent} onChange={(e) => setOpponent(e.target.value as TexasSeat)}>
          <option value="person">a second player (hot seat)</option>
          <option value="heuristic">the computer</option>
          <option value="random">the computer, placing at random</option>
        </select>
      </label>
      <fieldset className="texas-house">
        <legend>House options</legend>
        <label>
          {OPTION_LABELS.columns}{' '}
          <input
            type="number"
            min={1}
            step={1}
            value={columnsText}
            onChange={(e) => setColumnsText(e.target.value)}
          />
        </label>
        <label>
          <input
            type="checkbox"
            checked={grazeWinsCard}
            onChange={(e) => setGrazeWinsCard(e.target.checked)}
          />{' '}
          {OPTION_LABELS.grazeWinsCard}
        </label>
        <p className="muted small">
          A graze is a hit that took no health. Off, a grazed card goes back to its owner's hand.
        </p>
      </fieldset>
      <button type="button" onClick={start}>
        Deal the hands
      </button>
    </section>
  );
}
