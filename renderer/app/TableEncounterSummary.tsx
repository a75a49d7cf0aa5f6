import type { AppBridge } from '../bridge/appBridge.ts';
import { EncounterSummary } from '../panels/EncounterSummary.tsx';
import { TurnPanel } from '../panels/TurnPanel.tsx';
import type { TableSeat } from '../state/tableSeat.ts';
import type { TableStore } from '../state/tableStore.ts';

/**
 * The turn's controls, and in their place at the end the encounter's summary, which writes the
 * end back to the campaign or the practice record the table plays for.
 */
export function TableEncounterSummary({
  table,
  shown,
  bridge,
  seat,
  onNewEncounter,
  onBackToStart,
  onBackToCampaign,
}: {
  /** The game itself: its session says which campaign or practice it plays for. */
  table: TableStore;
  /** The table on the board: the game, or a replay scrubbed back. */
  shown: TableStore;
  bridge: AppBridge;
  seat: TableSeat;
  onNewEncounter: () => void;
  onBackToStart: (() => void) | undefined;
  onBackToCampaign: ((name: string) => void) | undefined;
}) {
  // Issue 13: a table started from a campaign's encounter, new or resumed after a reload, writes
  // its outcome back there: its session remembers which (engine Session.campaign).
  const campaignPlay = table.session.get().campaign;
  // Issue 14: a table started from Practice adds its end to the practice record (Session.practice).
  const practicePlay = table.session.get().practice;
  return (
    <EncounterSummary
      table={shown}
      onNewEncounter={onNewEncounter}
      {...(onBackToStart ? { onBackToStart } : {})}
      {...(practicePlay ? { practice: { bridge, play: practicePlay } } : {})}
      {...(campaignPlay && onBackToCampaign
        ? {
            campaign: {
              bridge,
              play: campaignPlay,
              sessionName: () => seat.target.get(),
              onBackToCampaign,
            },
          }
        : {})}
    >
      <TurnPanel table={shown} />
    </EncounterSummary>
  );
}
