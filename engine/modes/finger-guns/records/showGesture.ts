import { z } from 'zod';
import type { GameActionRecord } from '../../../game/gameDef.ts';
import { RulesInputError } from '../../../rules/rulesInputError.ts';
import type { FingerGunsGame } from '../fingerGunsGame.ts';
import { resolveFingerGunsRound, type GestureInput, type RoundEvent } from '../resolveRound.ts';
import { gameOver, gestureInputSchema, gesturesOf } from './playRound.ts';

/**
 * F1–F7: a player shows its hand for the next round in private (on its own phone, or the laptop
 * passed to it), before the count. Only its own seat sees it (fingerGunsViewFor) until "Draw!"
 * reveals every hand at once (PLAY_ROUND). Shown again, it replaces the first.
 */
export const showGestureSchema = z.object({
  type: z.literal('SHOW_GESTURE'),
  player: z.string(),
  gesture: gestureInputSchema,
});

export type ShowGestureAction = z.output<typeof showGestureSchema>;

/** What a player may show: each gesture its hand can make (F3–F7). */
export interface GestureChoices {
  readonly type: ShowGestureAction['type'];
  readonly player: string;
  readonly gestures: readonly GestureInput[];
}

export const SHOW_GESTURE: GameActionRecord<
  FingerGunsGame,
  ShowGestureAction,
  RoundEvent,
  GestureChoices
> = {
  schema: showGestureSchema,
  type: 'SHOW_GESTURE',
  allowedIn: ['playing'],
  sender: 'the player, in private',
  notNow: gameOver,
  offer: (game) =>
    game.players.map((p) => ({
      type: 'SHOW_GESTURE',
      player: p.name,
      gestures: gesturesOf(game, p.name),
    })),
  apply: showGesture,
  // Which gesture stays behind the player's hand: the log's words say only that it was shown.
  words: (_game, action) => `${action.player} shows a hand, hidden until “Draw!”`,
};

function showGesture(game: FingerGunsGame, action: ShowGestureAction) {
  if (!game.players.some((p) => p.name === action.player))
    return refuse(`“${action.player}” is not at the table`);
  // The gesture is judged now by the round's own rules, so a hand the round would refuse (a
  // Saloon of 5 fingers, a Shot at oneself) is refused when it is shown, not at "Draw!".
  try {
    resolveFingerGunsRound(game.players, { [action.player]: action.gesture }, game.rules);
  } catch (error) {
    if (error instanceof RulesInputError) return refuse(error.message);
    throw error;
  }
  const pending = { ...game.pending, [action.player]: action.gesture };
  return { ok: true, state: { ...game, pending }, events: [] } as const;
}

function refuse(message: string) {
  return { ok: false, message } as const;
}
