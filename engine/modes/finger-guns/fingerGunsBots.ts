import { createRng, nextInt, type RngState } from '../../game/rng.ts';
import { seat } from '../../game/viewer.ts';
import type { FingerGunsGame } from './fingerGunsGame.ts';
import { fingerGunsViewFor, type FingerGunsSeatView } from './fingerGunsViews.ts';
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
function botRng(seed: number, round: number, seatIndex: number): RngState {
  return createRng((seed * 1_000_003 + round * 97 + seatIndex * 7919) >>> 0);
}

function pick<T>(rng: RngState, items: readonly T[]): [T, RngState] {
  const [i, next] = nextInt(rng, items.length);
  return [items[i]!, next];
}

/**
 * The gesture a bot makes this round for `name`. The bot reads its seat's view (fingerGunsViewFor,
 * issue 37 item 3), what the player in that chair sees; the host seeds its chance from the game's
 * seed, which the view never shows.
 */
export function botGesture(game: FingerGunsGame, name: string, bot: FingerGunsBot): GestureInput {
  const at = game.players.findIndex((p) => p.name === name);
  if (at < 0) throw new Error(`“${name}” is not at the table`);
  const view = fingerGunsViewFor(game, seat(name, [name]));
  const rng = botRng(game.setup.seed, view.rounds.length, at);
  return bot === 'random' ? randomGesture(view, rng) : heuristicGesture(view, rng);
}

/** Any gesture the rules allow, with any fingers and any other player as target. */
function randomGesture(view: FingerGunsSeatView, rng: RngState): GestureInput {
  const name = view.seat.player;
  const others = view.players.filter((p) => p.name !== name).map((p) => p.name);
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
function heuristicGesture(view: FingerGunsSeatView, rng: RngState): GestureInput {
  const name = view.seat.player;
  const me = view.players.find((p) => p.name === name)!;
  const survivors = view.players.filter((p) => alive(p) && p.name !== name);
  const leader = [...survivors].sort((a, b) => b.health - a.health)[0];
  if (!leader) return { action: 'none' };
  if (!alive(me) && !view.house.fingerGunsGhostsGesture) {
    const [fingers] = pick(rng, [2, 3, 4]);
    return { action: 'saloon', fingers };
  }
  if (alive(me) && me.health <= LOW_HEALTH) {
    const [fingers] = pick(rng, [2, 3, 4]);
    return { action: 'saloon', fingers };
  }
  if (alive(me)) {
    const [left, right] = neighbourSurvivors(view.players, name);
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
