import { z } from 'zod';
import type { GameActionRecord } from '../../../game/gameDef.ts';
import { RulesInputError } from '../../../rules/rulesInputError.ts';
import { whoMayCountDown, type FingerGunsGame } from '../fingerGunsGame.ts';
import {
  GESTURES,
  resolveFingerGunsRound,
  type GestureInput,
  type RoundEvent,
} from '../resolveRound.ts';

export const gestureInputSchema = z.object({
  action: z.enum(GESTURES),
  fingers: z.number().int().optional(),
  target: z.string().optional(),
});

/** F1–F9: the table counts down "3, 2, 1… Draw!" and every hand shows at once: one round. */
export const playRoundSchema = z.object({
  type: z.literal('PLAY_ROUND'),
  /** F1: who counted down: the round's sheriff. */
  sheriff: z.string(),
  gestures: z.record(z.string(), gestureInputSchema),
});

export type PlayRoundAction = z.output<typeof playRoundSchema>;

/**
 * What a round may be: who may count it down (F1), and each player's gestures (F3–F7). Offered as
 * choices, not as whole rounds: every player's gesture at once is too many to list.
 */
export interface RoundChoices {
  readonly type: PlayRoundAction['type'];
  readonly sheriffs: readonly string[];
  readonly gestures: Readonly<Record<string, readonly GestureInput[]>>;
}

export const PLAY_ROUND: GameActionRecord<
  FingerGunsGame,
  PlayRoundAction,
  RoundEvent,
  RoundChoices
> = {
  schema: playRoundSchema,
  type: 'PLAY_ROUND',
  allowedIn: ['playing'],
  sender: 'the table',
  notNow: gameOver,
  offer: (game) => [
    {
      type: 'PLAY_ROUND',
      sheriffs: whoMayCountDown(game),
      gestures: Object.fromEntries(
        game.players.map((p) => [p.name, gesturesOf(game, p.name)] as const),
      ),
    },
  ],
  apply: playRound,
  words: (game, action) => `Round ${game.rounds.length + 1}, counted down by ${action.sheriff}`,
};

/** F9: the refusal of anything once the game is over. */
export function gameOver(game: FingerGunsGame): string {
  return `The game is over: ${game.winners.join(', ') || 'nobody'} won`;
}

/** F3–F7: every gesture a hand may show, with each count of fingers and each other player. */
export function gesturesOf(game: Pick<FingerGunsGame, 'players'>, name: string): GestureInput[] {
  const others = game.players.map((p) => p.name).filter((n) => n !== name);
  return [
    { action: 'none' },
    { action: 'posse' },
    ...[2, 3, 4].map((fingers): GestureInput => ({ action: 'saloon', fingers })),
    ...others.map((target): GestureInput => ({ action: 'shot', target })),
    { action: 'dynamite' },
    ...others.map((target): GestureInput => ({ action: 'powershot', target })),
  ];
}

function playRound(game: FingerGunsGame, action: PlayRoundAction) {
  if (!game.players.some((p) => p.name === action.sheriff))
    return refuse(`“${action.sheriff}” is not at the table`);
  if (action.sheriff === game.sheriff)
    return refuse(
      `${action.sheriff} is the sheriff and cannot count the next round: someone else counts down (F1)`,
    );
  // F1: "Draw!" reveals every hand at once: those shown in private before the count, and those
  // the round itself carries (the Dealer's entry of the hands the table showed, or a hot seat's).
  const gestures = { ...game.pending, ...action.gestures };
  let result;
  try {
    result = resolveFingerGunsRound(game.players, gestures, game.rules);
  } catch (error) {
    if (error instanceof RulesInputError) return refuse(error.message);
    throw error;
  }
  const number = game.rounds.length + 1;
  const next: FingerGunsGame = {
    ...game,
    players: game.players.map((p) => ({
      name: p.name,
      health: result.health[p.name]!,
      state: result.state[p.name]!,
    })),
    sheriff: action.sheriff,
    rounds: [...game.rounds, { number, sheriff: action.sheriff, lines: result.events }],
    over: result.gameOver,
    winners: result.winners,
    endedByFix: false,
    pending: {},
  };
  return { ok: true, state: next, events: result.events } as const;
}

function refuse(message: string) {
  return { ok: false, message } as const;
}
