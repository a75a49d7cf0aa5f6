import { z } from 'zod';
import { RulesInputError } from '../../rules/rulesInputError.ts';
import { DEFAULT_RULES_OPTIONS, type RulesOptions } from '../../rules/rulesOptions.ts';
import {
  MAX_HEALTH,
  type FingerGunsPlayer,
  type GestureInput,
  type RoundEvent,
} from './resolveRound.ts';

/**
 * Issue 15, item 1: a game of Finger Guns at one table. The state is never stored: it is the
 * replay of the session's log from the setup (issue 37: the one session of every game,
 * fingerGunsDefinition.ts), so a save keeps only the two, and a log that no longer applies is
 * found when it is read. Each decision is an action record (records/).
 */

/** How a table starts: who sits where (seating order matters for Dynamite, F6), and the seed. */
export const fingerGunsSetupSchema = z.object({
  players: z.array(z.string().trim().min(1).max(40)),
  /** The seed the computer players draw from (bots), so a game with bots replays alike. */
  seed: z.number().int(),
});
export type FingerGunsSetup = z.output<typeof fingerGunsSetupSchema>;

/**
 * The house rules a table chooses when it sits down, by their rules-option names: the health each
 * player starts with (F1 house) and whether Ghosts still gesture (F8 house). The game keeps them,
 * and so does its save. (The table's size, F9 house, is the Dealer's rules option and is checked
 * when the game is created.)
 */
export const fingerGunsHouseSchema = z.object({
  fingerGunsStartHealth: z.number().int().min(1).max(MAX_HEALTH),
  fingerGunsGhostsGesture: z.boolean(),
});
export type FingerGunsHouse = z.output<typeof fingerGunsHouseSchema>;

/** The table's house choices as `options` has them. */
export function fingerGunsHouse(options: RulesOptions): FingerGunsHouse {
  return {
    fingerGunsStartHealth: options.fingerGunsStartHealth,
    fingerGunsGhostsGesture: options.fingerGunsGhostsGesture,
  };
}

/** The rules options a game plays under: the table's house choices (those it made) over `base`. */
export function fingerGunsRules(
  house: Partial<FingerGunsHouse>,
  base: RulesOptions = DEFAULT_RULES_OPTIONS,
): RulesOptions {
  return { ...base, ...house };
}

/** A resolved round as the table reads it: its number, sheriff and one line per step. */
export interface ResolvedRound {
  number: number;
  sheriff: string;
  lines: RoundEvent[];
}

export interface FingerGunsGame {
  setup: FingerGunsSetup;
  /**
   * The rules options the game is played under (F1 house: the starting health; F8 house: whether
   * Ghosts gesture). Every decision,
   * undo, replay, rematch and bot reads them from here, so no step of one game plays another way.
   */
  rules: RulesOptions;
  /** In seating order. A player Killed in the last round is `killed` until the next (F8). */
  players: readonly FingerGunsPlayer[];
  /** F1: who holds the badge (counted the last round), null before the first. */
  sheriff: string | null;
  rounds: readonly ResolvedRound[];
  over: boolean;
  /** F9: sorted; empty until the game is over. */
  winners: readonly string[];
  /** F9: the game was ended by a hand fix rather than by a round (undo takes back that fix). */
  endedByFix: boolean;
  /**
   * The gestures shown for the next round and not yet revealed (SHOW_GESTURE): each player's own,
   * chosen in private before the count. "Draw!" (PLAY_ROUND) reveals them all at once.
   */
  pending: Readonly<Record<string, GestureInput>>;
}

/** A new game: refuses, in words, a table of the wrong size or with a name seated twice (F9). */
export function createFingerGunsGame(
  setup: FingerGunsSetup,
  options: RulesOptions = DEFAULT_RULES_OPTIONS,
): FingerGunsGame {
  const players = setup.players.map((p) => p.trim());
  const min = options.fingerGunsMinPlayers;
  const max = options.fingerGunsMaxPlayers;
  if (players.length < min || players.length > max)
    throw new RulesInputError(
      'players',
      `Finger Guns needs ${min} to ${max} players: the game ends at three Survivors (F9); this table has ${players.length}`,
    );
  const health = options.fingerGunsStartHealth;
  if (!Number.isInteger(health) || health < 1 || health > MAX_HEALTH)
    throw new RulesInputError(
      'fingerGunsStartHealth',
      `Each player starts with 1 to ${MAX_HEALTH} health (F1); this table says ${health}`,
    );
  players.forEach((name, i) => {
    if (name === '') throw new RulesInputError(`players[${i}]`, `player ${i + 1} needs a name`);
    if (players.indexOf(name) !== i)
      throw new RulesInputError(`players[${i}]`, `“${name}” is seated twice: names must differ`);
  });
  return {
    setup: { players, seed: setup.seed },
    rules: options,
    // F1 (house): every player starts at the same health, 20 unless the table chose another.
    players: players.map((name) => ({ name, health, state: 'survivor' })),
    sheriff: null,
    rounds: [],
    over: false,
    winners: [],
    endedByFix: false,
    pending: {},
  };
}

/** F1: who may count down the next round: anyone but the sheriff, and nobody once it is over. */
export function whoMayCountDown(game: FingerGunsGame): string[] {
  if (game.over) return [];
  return game.players.map((p) => p.name).filter((n) => n !== game.sheriff);
}

/**
 * A rematch (F9's end, then again): the same seats at full health, with the next seed, under the
 * same house rules.
 */
export function fingerGunsRematch(game: FingerGunsGame): FingerGunsGame {
  return createFingerGunsGame(
    { players: [...game.setup.players], seed: game.setup.seed + 1 },
    game.rules,
  );
}
