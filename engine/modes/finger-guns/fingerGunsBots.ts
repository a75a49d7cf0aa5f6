import { createRng, nextInt, type RngState } from '../../game/rng.ts';
import type { FingerGunsGame } from './fingerGunsGame.ts';
import type { FingerGunsPlayer, GestureInput } from './resolveRound.ts';

/**
 * Computer players for a lone player's table (issue 15, item 1). A bot sees what the table sees
 * (health and who is a Ghost), never another player's gesture of this round, and draws its chance
 * from the game's seed, the round and its seat, so the same game replays with the same gestures.
 */
export const FINGER_GUNS_BOTS = ['random', 'heuristic'] as const;
export type FingerGunsBot = (typeof FINGER_GUNS_BOTS)[number];

/** At or below this health the heuristic goes to the Saloon. */
export const LOW_HEALTH = 8;

/** The bot's generator for this round and seat: independent of the other seats' choices. */
function botRng(game: FingerGunsGame, seat: number): RngState {
  return createRng((game.setup.seed * 1_000_003 + game.rounds.length * 97 + seat * 7919) >>> 0);
}

function pick<T>(rng: RngState, items: readonly T[]): [T, RngState] {
  const [i, next] = nextInt(rng, items.length);
  return [items[i]!, next];
}

/** The gesture a bot makes this round for `name`. */
export function botGesture(game: FingerGunsGame, name: string, bot: FingerGunsBot): GestureInput {
  const seat = game.players.findIndex((p) => p.name === name);
  if (seat < 0) throw new Error(`“${name}” is not at the table`);
  const rng = botRng(game, seat);
  return bot === 'random' ? randomGesture(game, name, rng) : heuristicGesture(game, name, rng);
}

/** Any gesture the rules allow, with any fingers and any other player as target. */
function randomGesture(game: FingerGunsGame, name: string, rng: RngState): GestureInput {
  const others = game.players.filter((p) => p.name !== name).map((p) => p.name);
  const [action, r] = pick(rng, ['posse', 'saloon', 'shot', 'dynamite', 'powershot'] as const);
  if (action === 'saloon') {
    const [fingers] = pick(r, [2, 3, 4]);
    return { action, fingers };
  }
  if (action === 'shot' || action === 'powershot') {
    const [target] = pick(r, others);
    return { action, target };
  }
  return { action };
}

const alive = (p: FingerGunsPlayer) => p.state === 'survivor';

/**
 * A plain table sense: a Saloon when low (F4, with fingers drawn so two low players rarely
 * clash), Dynamite when both neighbouring Survivors are stronger than the bot (F6 hurts them 3
 * each for 1), else a Power Shot on the leader (F7), or a Shot on it when someone might shoot
 * the bot first. A Ghost cannot gain (F4), so it shoots the leader; where Ghosts make no gesture
 * (the game's F8 house rule off), all a Ghost's hand can still do is cancel a Saloon (F4), so it
 * shows one.
 */
function heuristicGesture(game: FingerGunsGame, name: string, rng: RngState): GestureInput {
  const me = game.players.find((p) => p.name === name)!;
  const survivors = game.players.filter((p) => alive(p) && p.name !== name);
  const leader = [...survivors].sort((a, b) => b.health - a.health)[0];
  if (!leader) return { action: 'none' };
  if (!alive(me) && !game.rules.fingerGunsGhostsGesture) {
    const [fingers] = pick(rng, [2, 3, 4]);
    return { action: 'saloon', fingers };
  }
  if (alive(me) && me.health <= LOW_HEALTH) {
    const [fingers] = pick(rng, [2, 3, 4]);
    return { action: 'saloon', fingers };
  }
  if (alive(me)) {
    const [left, right] = neighbourSurvivors(game.players, name);
    if (left && right && left !== right && left.health > me.health && right.health > me.health)
      return { action: 'dynamite' };
  }
  // A Power Shot is lost to any Shot at the bot (F7): when the bot leads, it is a likely target.
  const [roll] = nextInt(rng, 3);
  const iLead = alive(me) && me.health >= leader.health;
  if (iLead && roll === 0) return { action: 'shot', target: leader.name };
  return { action: 'powershot', target: leader.name };
}

/** F6: the nearest Survivor on each side of `name`, around the table. */
function neighbourSurvivors(
  players: readonly FingerGunsPlayer[],
  name: string,
): [FingerGunsPlayer | undefined, FingerGunsPlayer | undefined] {
  const at = players.findIndex((p) => p.name === name);
  const n = players.length;
  const find = (dir: 1 | -1) => {
    for (let k = 1; k < n; k++) {
      const p = players[(at + dir * k + n * n) % n]!;
      if (alive(p)) return p;
    }
    return undefined;
  };
  return [find(-1), find(1)];
}
