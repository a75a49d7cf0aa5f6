import type { Square } from '../../engine/core.ts';
import type { PlayOutput } from './playTool.ts';

/**
 * What a play tool's pointer means at the table (issue 37, item 5: tools emit intents, and the
 * table store applies them, holding no tool chart of its own). The play tool says where the pointer
 * is and where it clicked (playTool.ts); this says what that click asks for — place the token the
 * Dealer is placing, select a token, move the selected one there, attack that enemy — from what
 * the table shows (PlaySight). The store turns each into the engine's action, which applyAction
 * judges; nothing here changes the game.
 */

export interface TokenRef {
  id: string;
  side: 'pc' | 'npc';
}

/** The token selected at the table, and its side, or none. */
export interface Selection {
  readonly selected: string | null;
  readonly selectedSide: 'pc' | 'npc' | null;
}

export const NO_SELECTION: Selection = { selected: null, selectedSide: null };

/** What the play tool reads of the table to word a click as an intent. */
export interface PlaySight {
  /** The token standing on a square, if any. */
  tokenAt(square: Square): TokenRef | null;
  readonly selection: Selection;
  /** The token the Dealer is placing by hand (PLACE_TOKEN), waiting for its square, or null. */
  readonly placingToken: string | null;
  /** Whose turn it is, or null between turns. */
  readonly activeCharacter: string | null;
}

/**
 * An intent of the table's pointer. A click's intent names the token it was on (`clicked`), whose
 * card the table then shows, whatever else the click did.
 */
export type TableIntent =
  | { intent: 'hover'; square: Square | null }
  | { intent: 'place'; who: string; at: Square }
  | { intent: 'select'; token: TokenRef | null; clicked: string | null }
  | { intent: 'move'; who: string; to: Square; clicked: null }
  | { intent: 'attack'; who: string; target: string; clicked: string }
  | { intent: 'none'; clicked: string | null };

/** The play tool's output as an intent; a click off the map asks for nothing. */
export function intentOfPlay(sight: PlaySight, output: PlayOutput): TableIntent | null {
  if (output.type === 'hover') return { intent: 'hover', square: output.square };
  return output.square ? clickIntent(sight, output.square) : null;
}

/**
 * A click on a square:
 * - while the Dealer places a token by hand, it goes there (the engine judges the square);
 * - on whoever acts, it selects them, whoever was selected: with an enemy selected, the click must
 *   not read as that enemy shooting them out of turn;
 * - with nothing selected, a token is selected;
 * - with a token selected: a click on it again lets it go, on an enemy of its side attacks it, on
 *   a friend selects the friend, and on an empty square moves there.
 */
export function clickIntent(sight: PlaySight, square: Square): TableIntent {
  if (sight.placingToken !== null) return { intent: 'place', who: sight.placingToken, at: square };
  const token = sight.tokenAt(square);
  const clicked = token?.id ?? null;
  const { selected, selectedSide } = sight.selection;
  const active = sight.activeCharacter;
  if (token && token.id === active && selected !== active)
    return { intent: 'select', token, clicked };
  if (selected === null) return token ? { intent: 'select', token, clicked } : none(clicked);
  if (!token) return { intent: 'move', who: selected, to: square, clicked: null };
  if (token.id === selected) return { intent: 'select', token: null, clicked };
  if (token.side !== selectedSide)
    return { intent: 'attack', who: selected, target: token.id, clicked: token.id };
  return { intent: 'select', token, clicked };
}

function none(clicked: string | null): TableIntent {
  return { intent: 'none', clicked };
}
