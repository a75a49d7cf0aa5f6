import { useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import {
  encounterSummary,
  SPENDABLE_CHIPS,
  type CharacterTally,
  type DamageTally,
  type EncounterSummary as Summary,
  type Fall,
  type GameState,
} from '../../engine/skirmish.ts';
import {
  CampaignWriteBack,
  type CampaignWriteBackProps,
} from '../screens/campaign/CampaignWriteBack.tsx';
import {
  PracticeRecordLine,
  type PracticeRecordProps,
} from '../screens/practice/PracticeRecordLine.tsx';
import type { TableStore } from '../state/tableStore.ts';
import { LogPanel } from './LogPanel.tsx';

/** T7: the encounter is over (the Dealer ended it, or one side has no one standing). */
export function isOver(state: GameState): boolean {
  return state.encounter.value === 'ended';
}

const SIDE = { pc: 'the PCs', npc: 'the NPCs' } as const;

/**
 * Issue 10, item 8: the end of an encounter. While play is on it shows its children (the play
 * controls) and nothing of its own, so it never covers the board or the controls; once the
 * encounter is over it takes their place in the sidebar: the outcome, who fell and when, damage
 * dealt and taken by each character (split as the damage log lines split it), chips spent,
 * rounds, and the log — all from the engine's encounterSummary of the session, never counted here.
 */
export function EncounterSummary({
  table,
  onNewEncounter,
  onBackToStart,
  campaign,
  practice,
  children,
}: {
  table: TableStore;
  onNewEncounter: () => void;
  onBackToStart?: () => void;
  /** The table plays for a campaign: its outcome is offered to be written back (issue 13). */
  campaign?: CampaignWriteBackProps;
  /** The table plays a practice: its end joins the practice record, and this says so (issue 14). */
  practice?: PracticeRecordProps;
  /** What the summary replaces after the end: the play controls. */
  children: ReactNode;
}) {
  const session = useSyncExternalStore(table.session.subscribe, table.session.get);
  const over = isOver(session.current);
  const summary = useMemo(() => (over ? encounterSummary(session) : null), [over, session]);
  // The end may come from a control far down the sidebar (the Dealer's HP fix): the summary's
  // top, with its outcome and buttons, is brought into view once, when it appears.
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = panel.current;
    // Only the sidebar scrolls (scrollIntoView would scroll the page too, and hide the top bar).
    const sidebar = el?.closest('.sidebar');
    if (over && el && sidebar)
      sidebar.scrollTop += el.getBoundingClientRect().top - sidebar.getBoundingClientRect().top;
  }, [over]);
  if (!summary) return <>{children}</>;
  const nameOf = (id: string) => session.start.combatants[id]?.name ?? id;

  return (
    <section ref={panel} className="panel encounter-summary" aria-labelledby="summary-title">
      <h2 id="summary-title">The encounter is over</h2>
      <p className="summary-outcome" data-testid="summary-outcome">
        {outcomeWords(summary)}
      </p>
      <p data-testid="summary-rounds">
        {summary.rounds === 1 ? '1 round played' : `${summary.rounds} rounds played`}
      </p>
      {practice && (
        <PracticeRecordLine
          {...practice}
          summary={summary}
          start={session.start}
          log={session.log}
        />
      )}
      {campaign && (
        <CampaignWriteBack {...campaign} state={session.current} result={outcomeWords(summary)} />
      )}
      <div className="row summary-actions">
        <button type="button" onClick={onNewEncounter}>
          New encounter on this map
        </button>
        {onBackToStart && (
          <button type="button" className="quiet" onClick={onBackToStart}>
            Back to start
          </button>
        )}
      </div>
      <h3>Who fell</h3>
      {summary.falls.length === 0 ? (
        <p className="muted" data-testid="summary-falls">
          No one fell.
        </p>
      ) : (
        <ul className="summary-falls" data-testid="summary-falls">
          {summary.falls.map((fall, i) => (
            <li key={i}>{fallWords(fall, nameOf)}</li>
          ))}
        </ul>
      )}
      <h3 id="summary-table-title">Damage and chips</h3>
      <table className="summary-table" aria-labelledby="summary-table-title">
        <thead>
          <tr>
            <th scope="col">Character</th>
            <th scope="col">Dealt</th>
            <th scope="col">Taken</th>
            <th scope="col">Chips spent</th>
          </tr>
        </thead>
        <tbody>
          {summary.characters.map((row) => (
            <tr key={row.id} data-testid={`summary-row-${row.id}`}>
              <th scope="row">
                {row.name}
                <span className="summary-hp">
                  {row.down ? 'down' : `HP ${row.hpEnd}/${row.hpMax}`}
                </span>
              </th>
              <DamageCell tally={row.dealt} />
              <DamageCell tally={row.taken} extra={otherHp(row)} />
              <td>
                <span className="summary-total">{chipTotal(row)}</span>
                <span className="summary-split">{chipWords(row)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>Log</h3>
      <LogPanel session={session} />
    </section>
  );
}

/** A8: the total, then where it went, the way the damage log line says it (overkill apart). */
function DamageCell({ tally, extra }: { tally: DamageTally; extra?: string | null }) {
  return (
    <td>
      <span className="summary-total">{tally.total}</span>
      {tally.total > 0 && (
        <span className="summary-split">
          {tally.toGear} gear · {tally.toHp} HP
          {tally.beyond > 0 ? ` · ${tally.beyond} beyond the last HP` : ''}
        </span>
      )}
      {extra && <span className="summary-split">{extra}</span>}
    </td>
  );
}

export function outcomeWords(summary: Summary): string {
  const { outcome, endedInRound } = summary;
  // Ended before any round began (the Dealer's stop at once): no round to name but the first.
  const when =
    endedInRound === null
      ? ''
      : summary.rounds === 0
        ? ' before round 1'
        : ` in round ${endedInRound}`;
  if (summary.characters.length === 0)
    return 'No one is on this map, so there is no encounter to play: place PCs and NPCs on it first (rule T7).';
  if (outcome.kind === 'sideDown')
    return outcome.winner === null
      ? `No one is left standing on either side${when} (rule T7).`
      : `${capitalised(SIDE[outcome.winner])} win${when}: no one on the other side is standing (rule T7).`;
  if (outcome.kind === 'endedByDealer') {
    const { pc, npc } = outcome.standing;
    return `The Dealer ended the encounter${when} (rule T7), with ${pc} of the PCs and ${npc} of the NPCs standing.`;
  }
  return 'The encounter goes on.';
}

function fallWords(fall: Fall, nameOf: (id: string) => string): string {
  const cause =
    fall.cause.kind === 'attack'
      ? `to ${nameOf(fall.cause.by)}'s attack`
      : fall.cause.kind === 'jump'
        ? 'jumping down (rule E4)'
        : "by the Dealer's HP fix";
  return `${nameOf(fall.who)} fell in round ${fall.round}, ${cause}.`;
}

/** HP that moved for other reasons than an attack, so the row's HP reads whole. */
function otherHp(row: CharacterTally): string | null {
  const parts = [
    row.jumpHp > 0 ? `${row.jumpHp} HP jumping down` : '',
    row.healed > 0 ? `${row.healed} HP healed` : '',
    row.hungerHp > 0 ? `${row.hungerHp} HP hungry (rule Y2)` : '',
    row.dealerHp !== 0
      ? `${row.dealerHp > 0 ? '+' : '−'}${Math.abs(row.dealerHp)} HP by the Dealer`
      : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

function chipTotal(row: CharacterTally): number {
  return SPENDABLE_CHIPS.reduce((n, kind) => n + row.chipsSpent[kind], 0);
}

/** H1: each kind spent, by its name ("2 Attack · 1 Draw"). */
function chipWords(row: CharacterTally): string {
  return SPENDABLE_CHIPS.filter((kind) => row.chipsSpent[kind] > 0)
    .map((kind) => `${row.chipsSpent[kind]} ${capitalised(kind)}`)
    .join(' · ');
}

function capitalised(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}
