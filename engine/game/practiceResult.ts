import type { PracticeResult } from '../model/practiceRecord.ts';
import type { Action } from './actions.ts';
import { applyAction } from './applyAction.ts';
import type { EncounterSummary } from './encounterSummary.ts';
import type { GameState } from './gameState.ts';
import { encounterContext } from './queries.ts';
import { BEGIN_TURNS } from './records/beginTurns.ts';

/** Issue 14, item 5: twenty rounds without an end is a draw (T7: the Dealer calls it off). */
export const DRAW_AFTER_ROUNDS = 20;

/**
 * Issue 14, item 3: how an ended practice counts for the player, who plays the PCs. T7: the side
 * still standing wins; no one standing on either side is a draw. A practice called off is a draw
 * only once it has gone past the twenty rounds after which the computer calls a draw itself
 * (DRAW_AFTER_ROUNDS); called off before that, it is conceded, a loss, so a game going badly
 * cannot be turned into a draw by stopping it. Null while it goes on.
 */
export function practiceResultOf(
  summary: Pick<EncounterSummary, 'outcome' | 'endedInRound'>,
): PracticeResult | null {
  const { outcome } = summary;
  if (outcome.kind === 'inProgress') return null;
  if (outcome.kind === 'endedByDealer')
    return (summary.endedInRound ?? 0) > DRAW_AFTER_ROUNDS ? 'draw' : 'loss';
  if (outcome.winner === null) return 'draw';
  return outcome.winner === 'pc' ? 'win' : 'loss';
}

/**
 * Why a practice's stop now counts as it does, for the button that ends it: conceded before the
 * twenty rounds are out, a draw after.
 */
export function practiceStopWords(round: number): string {
  return round > DRAW_AFTER_ROUNDS
    ? `Past round ${DRAW_AFTER_ROUNDS}, ending this practice records a draw.`
    : `Ending this practice before round ${DRAW_AFTER_ROUNDS + 1} concedes it: it is recorded as a loss.`;
}

/**
 * The Dealer's fixes that change a practice's odds once it has begun: HP, chips, a token moved
 * by hand, the seating, hiding or revealing, the rules, a new day. A lone player holds the
 * Dealer's hand too; a practice won with it is not counted (practiceAssist).
 */
const ASSIST_WORDS: Partial<Record<Action['type'], string>> = {
  ADJUST_HP: 'an HP fix',
  AWARD_CHIP: 'a chip awarded',
  PLACE_TOKEN: 'a token placed by hand',
  SET_SEATING: 'a change of seating',
  HIDE: 'an NPC hidden',
  REVEAL: 'an NPC revealed',
  SET_RULES: 'a change of rules',
  ADVANCE_DAY: 'a new day',
};

/**
 * Why a practice's end is not counted in the record, or null when it is: the first of the
 * Dealer's fixes made after its first round began ("an HP fix in round 2"). Set-up before the
 * first round (the rules chosen, tokens placed) is part of choosing the practice, and counts.
 */
export function practiceAssist(start: GameState, log: readonly Action[]): string | null {
  let state = start;
  let begun = false;
  for (const action of log) {
    const words = ASSIST_WORDS[action.type];
    if (begun && words) return `${words} in round ${encounterContext(state).round}`;
    if (action.type === BEGIN_TURNS.type) begun = true;
    const next = applyAction(state, action);
    if (!next.ok) return null;
    state = next.state;
  }
  return null;
}
