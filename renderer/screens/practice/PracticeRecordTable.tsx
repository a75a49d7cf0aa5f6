import { LEVEL_NAMES } from '../../../engine/core.ts';
import {
  practiceTally,
  type PracticeOutcome,
  type PracticeRecord,
} from '../../../engine/skirmish.ts';
import { tallyWords } from './practiceWords.ts';

const MARK = { win: 'W', loss: 'L', draw: 'D' } as const;

/**
 * Issue 14, item 3: the practice record, a row per map and a column per level: wins–losses (and
 * draws), then the newest results, each a letter with its date beside it, so the table reads
 * without colour.
 */
export function PracticeRecordTable({ record }: { record: PracticeRecord }) {
  const maps = [...new Set(record.tallies.map((t) => t.map))].sort((a, b) => a.localeCompare(b));
  if (maps.length === 0)
    return (
      <p className="muted">No practice played yet: the first one you finish is counted here.</p>
    );
  return (
    <table className="practice-record-table" data-testid="practice-record">
      <thead>
        <tr>
          <th scope="col">Map</th>
          {LEVEL_NAMES.map((level) => (
            <th key={level} scope="col">
              {level}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {maps.map((map) => (
          <tr key={map}>
            <th scope="row">{map}</th>
            {LEVEL_NAMES.map((level) => {
              const tally = practiceTally(record, map, level);
              const played = tally.wins + tally.losses + tally.draws;
              return (
                <td key={level} data-testid={`practice-record-${map}-${level}`}>
                  {played === 0 ? (
                    <span className="muted">not played</span>
                  ) : (
                    <>
                      <span className="practice-score">{tallyWords(tally)}</span>
                      <span className="practice-recent">
                        {tally.recent.map((r, i) => (
                          <RecentResult key={i} outcome={r} />
                        ))}
                      </span>
                    </>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RecentResult({ outcome }: { outcome: PracticeOutcome }) {
  const date = new Date(outcome.at);
  const shown = Number.isNaN(date.getTime())
    ? outcome.at
    : date.toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
  return (
    <span
      className={`practice-result practice-${outcome.result}`}
      title={`${outcome.result}, ${shown}`}
    >
      <abbr aria-label={outcome.result}>{MARK[outcome.result]}</abbr> {shown}
    </span>
  );
}
