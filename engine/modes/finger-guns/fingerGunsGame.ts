import { z } from 'zod';
import { RulesInputError } from '../../rules/rulesInputError.ts';
import { DEFAULT_RULES_OPTIONS, type RulesOptions } from '../../rules/rulesOptions.ts';
import {
  GESTURES,
  MAX_HEALTH,
  fingerGunsEnd,
  resolveFingerGunsRound,
  type FingerGunsPlayer,
  type PlayerState,
  type RoundEvent,
} from './resolveRound.ts';

/**
 * Issue 15, item 1: a game of Finger Guns at one table, from its setup and its log. The state is
 * never stored: it is the replay of the log from the setup (replayFingerGuns), so a save keeps
 * only the two, undo is the log without its last round, and a log that no longer applies is found
 * when it is read.
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

export const gestureInputSchema = z.object({
  action: z.enum(GESTURES),
  fingers: z.number().int().optional(),
  target: z.string().optional(),
});

/** One decision of the table: a round drawn and resolved, or a hand fix of a health tracker. */
export const fingerGunsActionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('round'),
    /** F1: who counted down "3, 2, 1… Draw!": the round's sheriff. */
    sheriff: z.string(),
    gestures: z.record(z.string(), gestureInputSchema),
  }),
  z.object({
    type: z.literal('fix'),
    player: z.string(),
    /** +1 or −1: the + and − of the tracker, for a count the table corrects by hand. */
    delta: z.union([z.literal(1), z.literal(-1)]),
  }),
]);
export type FingerGunsAction = z.output<typeof fingerGunsActionSchema>;

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
  log: readonly FingerGunsAction[];
  /** In seating order. A player Killed in the last round is `killed` until the next (F8). */
  players: readonly FingerGunsPlayer[];
  /** F1: who holds the badge (counted the last round), null before the first. */
  sheriff: string | null;
  rounds: readonly ResolvedRound[];
  over: boolean;
  /** F9: sorted; empty until the game is over. */
  winners: readonly string[];
}

export type FingerGunsResult = { ok: true; game: FingerGunsGame } | { ok: false; reason: string };

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
    log: [],
    // F1 (house): every player starts at the same health, 20 unless the table chose another.
    players: players.map((name) => ({ name, health, state: 'survivor' })),
    sheriff: null,
    rounds: [],
    over: false,
    winners: [],
  };
}

/** F1: who may count down the next round: anyone but the sheriff, and nobody once it is over. */
export function whoMayCountDown(game: FingerGunsGame): string[] {
  if (game.over) return [];
  return game.players.map((p) => p.name).filter((n) => n !== game.sheriff);
}

/**
 * Plays one decision under the game's own rules options. A round goes through
 * resolveFingerGunsRound (F2–F9); a fix moves one health tracker by one, within 0–20 (F1), and can
 * end the game too (F9). Refusals say why, and leave the game as it was.
 */
export function applyFingerGunsAction(
  game: FingerGunsGame,
  action: FingerGunsAction,
): FingerGunsResult {
  if (game.over)
    return { ok: false, reason: `The game is over: ${game.winners.join(', ') || 'nobody'} won` };
  const seated = (name: string) => game.players.some((p) => p.name === name);
  if (action.type === 'fix') return applyFix(game, action, seated);

  if (!seated(action.sheriff))
    return { ok: false, reason: `“${action.sheriff}” is not at the table` };
  if (action.sheriff === game.sheriff)
    return {
      ok: false,
      reason: `${action.sheriff} is the sheriff and cannot count the next round: someone else counts down (F1)`,
    };
  let result;
  try {
    result = resolveFingerGunsRound(game.players, action.gestures, game.rules);
  } catch (error) {
    if (error instanceof RulesInputError) return { ok: false, reason: error.message };
    throw error;
  }
  const number = game.rounds.length + 1;
  return {
    ok: true,
    game: {
      ...game,
      log: [...game.log, action],
      players: game.players.map((p) => ({
        name: p.name,
        health: result.health[p.name]!,
        state: result.state[p.name]!,
      })),
      sheriff: action.sheriff,
      rounds: [...game.rounds, { number, sheriff: action.sheriff, lines: result.events }],
      over: result.gameOver,
      winners: result.winners,
    },
  };
}

function applyFix(
  game: FingerGunsGame,
  action: Extract<FingerGunsAction, { type: 'fix' }>,
  seated: (name: string) => boolean,
): FingerGunsResult {
  if (!seated(action.player))
    return { ok: false, reason: `“${action.player}” is not at the table` };
  const player = game.players.find((p) => p.name === action.player)!;
  // F8 house: a Ghost loses nothing and gains nothing; its tracker is out of the game.
  if (player.state === 'ghost')
    return {
      ok: false,
      reason: `${player.name} is a Ghost: a Ghost's health no longer counts (F8)`,
    };
  const health = player.health + action.delta;
  if (health > MAX_HEALTH)
    return { ok: false, reason: `${player.name} is at ${MAX_HEALTH}, the most there is (F1)` };
  if (health < 0) return { ok: false, reason: `${player.name} is at 0 already (F1)` };
  // F8: a Survivor fixed down to 0 is Killed; a player Killed by a miscount and fixed up lives.
  const state: PlayerState = health === 0 ? 'killed' : 'survivor';
  const players = game.players.map((p) => (p === player ? { ...p, health, state } : p));
  // F9: the game ends with three or fewer Survivors however the fourth left, a round or a fix, and
  // its winners are the same as a round's would be.
  const { gameOver, winners } = fingerGunsEnd(players);
  return {
    ok: true,
    game: { ...game, log: [...game.log, action], players, over: gameOver, winners },
  };
}

/**
 * The game its log makes from its setup. A log that does not apply throws, naming the decision
 * that fails: a save that holds one is listed with that reason (fingerGunsSave.ts).
 */
export function replayFingerGuns(
  setup: FingerGunsSetup,
  log: readonly FingerGunsAction[],
  options: RulesOptions = DEFAULT_RULES_OPTIONS,
): FingerGunsGame {
  let game = createFingerGunsGame(setup, options);
  log.forEach((action, i) => {
    const next = applyFingerGunsAction(game, action);
    if (!next.ok) throw new RulesInputError(`log[${i}]`, `does not replay: ${next.reason}`);
    game = next.game;
  });
  return game;
}

/** Whether the game was ended by a hand fix (F9) rather than by a round. */
export function fingerGunsEndedByFix(game: FingerGunsGame): boolean {
  return game.over && game.log.at(-1)?.type === 'fix';
}

/**
 * Undo steps back one resolved round (issue 15, item 4): the game before the last round, and any
 * hand fixes made after it go with it. Null when no round has been played (fixes alone are undone
 * by the opposite fix). A game a fix ended (F9) refuses the opposite fix, so there undo takes back
 * that one fix: a miscount cannot end a game for good, nor cost the table its last round.
 */
export function undoFingerGunsRound(game: FingerGunsGame): FingerGunsGame | null {
  const last = fingerGunsEndedByFix(game)
    ? game.log.length - 1
    : game.log.map((a) => a.type).lastIndexOf('round');
  if (last < 0) return null;
  return replayFingerGuns(game.setup, game.log.slice(0, last), game.rules);
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
