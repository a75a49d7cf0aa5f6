import type { LevelName } from '../../../engine/core.ts';
import type { PracticeResult, PracticeTally } from '../../../engine/skirmish.ts';

/** Issue 14, item 3: the practice record in words, as the summary and the Practice screen say it. */

const A_RESULT: Record<PracticeResult, string> = { win: 'a win', loss: 'a loss', draw: 'a draw' };

/** "3–1", and the draws when there are any: "3–1, 2 drawn". */
export function tallyWords(tally: Pick<PracticeTally, 'wins' | 'losses' | 'draws'>): string {
  const score = `${tally.wins}–${tally.losses}`;
  return tally.draws > 0 ? `${score}, ${tally.draws} drawn` : score;
}

/** "Recorded: a win on Dusty Crossing against normal; 3–1 there now". */
export function recordedWords(
  result: PracticeResult,
  map: string,
  level: LevelName,
  tally: PracticeTally,
  added: boolean,
): string {
  const what = `${A_RESULT[result]} on ${map} against ${level}`;
  return added
    ? `Recorded: ${what}; ${tallyWords(tally)} there now.`
    : `Already recorded: ${what}; ${tallyWords(tally)} there.`;
}

/** What the computer does at each level, for the choice (issue 14, item 1). */
export const LEVEL_WORDS: Record<LevelName, string> = {
  easy: 'a random legal move, keen to shoot',
  normal: 'greedy: seeks cover and height, keeps its range',
  hard: 'looks ahead, playing out what may come',
};
