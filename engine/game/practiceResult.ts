import type { PracticeResult } from '../model/practiceRecord.ts';
import type { EncounterOutcome } from './encounterSummary.ts';

/**
 * Issue 14, item 3: how an ended practice counts for the player, who plays the PCs. T7: the side
 * still standing wins; no one standing on either side is a draw, and so is an encounter the Dealer
 * (or the table's twenty-round limit, issue 14 item 5) called off. Null while it goes on.
 */
export function practiceResultOf(outcome: EncounterOutcome): PracticeResult | null {
  if (outcome.kind === 'inProgress') return null;
  if (outcome.kind === 'endedByDealer') return 'draw';
  if (outcome.winner === null) return 'draw';
  return outcome.winner === 'pc' ? 'win' : 'loss';
}
