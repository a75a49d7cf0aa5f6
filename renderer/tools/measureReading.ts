import { type Square } from '../../engine/core.ts';
import {
  coverBetween,
  coverWhy,
  distance,
  squareName,
  type CoverVerdict,
  type GameMap,
  type RulesOptions,
} from '../../engine/skirmish.ts';
import type { MeasureLine } from './measureTool.ts';

/** What the board shows of a measure: the engine's answers, and one line of words for the HUD. */
export type MeasureReading =
  | { from: Square; to: null; text: string }
  | { from: Square; to: Square; distance: number; verdict: CoverVerdict; text: string };

/**
 * The engine's answers between two squares: G1's distance, and coverBetween's line of sight (G3)
 * and cover (G4–G7), judged for a plain shot (no slug) under the table's rules; the words say
 * them as the hover verdict does (previewAttack), without a range, since no weapon is chosen. The
 * renderer decides nothing here: it asks and words the answer.
 */
export function measureReading(
  map: GameMap,
  line: MeasureLine,
  options?: RulesOptions,
): MeasureReading | null {
  const { from, to } = line;
  if (!from) return null;
  const start = squareName(from);
  if (!to)
    return { from, to: null, text: `Measuring from ${start}: click or drag to another square` };
  const squares = distance(from, to);
  const verdict = coverBetween(map, from, to, {}, options);
  const reach = `${start} → ${squareName(to)}: ${squares} ${squares === 1 ? 'square' : 'squares'}`;
  return { from, to, distance: squares, verdict, text: `${reach} · ${sightWords(verdict)}` };
}

function sightWords(verdict: CoverVerdict): string {
  if (!verdict.los)
    return `NO LINE OF SIGHT (${verdict.blocker?.kind === 'door' ? 'a closed door' : 'a wall'})`;
  const why = coverWhy({ coverVerdict: verdict });
  if (verdict.cover) return `line of sight · COVER: attack halved (${why})`;
  return why ? `line of sight · no cover (${why})` : 'line of sight · no cover';
}
