import { z } from 'zod';
import type { GameActionRecord } from '../../../game/gameDef.ts';
import type { FingerGunsGame } from '../fingerGunsGame.ts';
import { MAX_HEALTH, fingerGunsEnd, type PlayerState, type RoundEvent } from '../resolveRound.ts';
import { gameOver } from './playRound.ts';

/** F1: a hand fix of one health tracker, by one, for a count the table corrects. */
export const fixHealthSchema = z.object({
  type: z.literal('FIX_HEALTH'),
  player: z.string(),
  /** +1 or −1: the + and − of the tracker. */
  delta: z.union([z.literal(1), z.literal(-1)]),
});

export type FixHealthAction = z.output<typeof fixHealthSchema>;

export const FIX_HEALTH: GameActionRecord<FingerGunsGame, FixHealthAction, RoundEvent> = {
  schema: fixHealthSchema,
  type: 'FIX_HEALTH',
  allowedIn: ['playing'],
  sender: 'the Dealer',
  notNow: gameOver,
  /** Each tracker that counts (a Ghost's does not, F8 house), up or down within 0–20 (F1). */
  offer: (game) =>
    game.players
      .filter((p) => p.state !== 'ghost')
      .flatMap((p) => [
        ...(p.health < MAX_HEALTH
          ? [{ type: 'FIX_HEALTH', player: p.name, delta: 1 } as const]
          : []),
        ...(p.health > 0 ? [{ type: 'FIX_HEALTH', player: p.name, delta: -1 } as const] : []),
      ]),
  apply: fixHealth,
  words: (_game, action) => `${action.player}'s health fixed by ${action.delta > 0 ? '+1' : '−1'}`,
};

/** F1, F8, F9: moves one tracker by one, within 0–20, and can end the game too (F9). */
function fixHealth(game: FingerGunsGame, action: FixHealthAction) {
  const player = game.players.find((p) => p.name === action.player);
  if (!player) return refuse(`“${action.player}” is not at the table`);
  // F8 house: a Ghost loses nothing and gains nothing; its tracker is out of the game.
  if (player.state === 'ghost')
    return refuse(`${player.name} is a Ghost: a Ghost's health no longer counts (F8)`);
  const health = player.health + action.delta;
  if (health > MAX_HEALTH)
    return refuse(`${player.name} is at ${MAX_HEALTH}, the most there is (F1)`);
  if (health < 0) return refuse(`${player.name} is at 0 already (F1)`);
  // F8: a Survivor fixed down to 0 is Killed; a player Killed by a miscount and fixed up lives.
  const state: PlayerState = health === 0 ? 'killed' : 'survivor';
  const players = game.players.map((p) => (p === player ? { ...p, health, state } : p));
  // F9: the game ends with three or fewer Survivors however the fourth left, a round or a fix, and
  // its winners are the same as a round's would be.
  const { gameOver: over, winners } = fingerGunsEnd(players);
  const next: FingerGunsGame = { ...game, players, over, winners, endedByFix: over };
  return { ok: true, state: next, events: [] } as const;
}

function refuse(message: string) {
  return { ok: false, message } as const;
}
