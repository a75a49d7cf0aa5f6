import { useState } from 'react';
import {
  advanceDay,
  type Campaign,
  type Morning,
  type RulesOptions,
} from '../../../engine/skirmish.ts';
import { morningWords } from './campaignWords.ts';

/**
 * Y1 (house: the Dealer advances the day): the in-game day, and "Advance the day", which shows
 * what the new day did: chips back (Y1), who ate what and who went hungry (Y2), gear mended (Y3).
 */
export function DayPanel({
  campaign,
  rules,
  onChange,
}: {
  campaign: Campaign;
  rules: RulesOptions;
  onChange: (next: Campaign) => void;
}) {
  const [report, setReport] = useState<{ day: number; mornings: Morning[] } | null>(null);
  return (
    <section className="panel campaign-day" aria-labelledby="day-title">
      <h2 id="day-title">Day {campaign.day}</h2>
      <p className="muted">
        Spent chips stay spent until the next day (rules H3, Y1).
        {rules.sustenanceEachDay
          ? ' Each new day, everyone eats Canned Beans or Jerky, or starts it 1 HP down (rule Y2).'
          : ' Sustenance is off in this campaign’s house rules (rule Y2).'}
        {rules.fullDayAtTable
          ? ' “Next day” at a table does all of this too, and the write-back brings it here.'
          : ' “Next day” at a table returns the chips only, in these house rules (rule Y1).'}
      </p>
      <button
        type="button"
        onClick={() => {
          const next = advanceDay(campaign, rules);
          setReport({ day: next.day, mornings: next.mornings });
          onChange(next.campaign);
        }}
      >
        Advance the day
      </button>
      {report && (
        <div data-testid="day-report" role="status">
          <h3>Day {report.day} dawns</h3>
          {report.mornings.length === 0 ? (
            <p className="muted">No one is in the posse.</p>
          ) : (
            <ul>
              {report.mornings.map((m) => (
                <li key={m.id}>{morningWords(m)}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
