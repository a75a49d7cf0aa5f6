import { RulesInputError } from '../../rules/rulesInputError.ts';
import { DEFAULT_RULES_OPTIONS, type RulesOptions } from '../../rules/rulesOptions.ts';

/** F1: health runs from 0 to 20. */
export const MAX_HEALTH = 20;
export const GESTURES = ['posse', 'saloon', 'shot', 'dynamite', 'powershot', 'none'] as const;
export type Gesture = (typeof GESTURES)[number];
export type PlayerState = 'survivor' | 'killed' | 'ghost';

export interface FingerGunsPlayer {
  name: string;
  health: number;
  /** F8: a player Killed last round is a Ghost from the start of this one. */
  state: PlayerState;
}

export interface GestureInput {
  action: Gesture;
  /** F4: 2, 3 or 4 fingers for a Saloon. */
  fingers?: number;
  /** F5, F7: the player pointed at. */
  target?: string;
}

export interface RoundEvent {
  step: 'posse' | 'saloon' | 'shot' | 'dynamite' | 'powershot';
  text: string;
}

export interface RoundResult {
  health: Record<string, number>;
  state: Record<string, PlayerState>;
  gameOver: boolean;
  winners: string[];
  /** What happened, step by step, for the table to read. */
  events: RoundEvent[];
}

/**
 * F1–F9: one round of Finger Guns at High Noon. The gestures resolve in the order Posse → Saloon →
 * Shot → Dynamite → Power Shot (F2); the gestures of one step resolve together, and a player Killed
 * in an earlier step loses its later action, though its Saloon still cancels (F2 house).
 */
export function resolveFingerGunsRound(
  players: readonly FingerGunsPlayer[],
  gestures: Readonly<Record<string, GestureInput>>,
  options: RulesOptions = DEFAULT_RULES_OPTIONS,
): RoundResult {
  validate(players, gestures, options);
  const names = players.map((p) => p.name);
  const health: Record<string, number> = {};
  const ghost = new Set<string>();
  for (const p of players) {
    health[p.name] = p.health;
    // F8: Killed last round means a Ghost now.
    if (p.state !== 'survivor') ghost.add(p.name);
  }
  const killed = new Set<string>();
  const hurtByShotOrDynamite = new Set<string>();
  const events: RoundEvent[] = [];
  const isSurvivor = (name: string) => !ghost.has(name) && !killed.has(name);
  const gestureOf = (name: string): GestureInput => gestures[name] ?? { action: 'none' };
  /** Whether the player still acts in this step: not Killed earlier, and not a silenced Ghost. */
  const acts = (name: string) =>
    !killed.has(name) && (!ghost.has(name) || options.fingerGunsGhostsGesture);
  const lose = (name: string, amount: number, byShotOrDynamite: boolean) => {
    if (ghost.has(name) || killed.has(name)) return 0; // F8 house: a Ghost loses nothing.
    const lost = Math.min(health[name]!, amount);
    health[name] = health[name]! - lost;
    if (lost > 0 && byShotOrDynamite) hurtByShotOrDynamite.add(name);
    return lost;
  };
  const settleKills = () => {
    for (const name of names)
      if (!ghost.has(name) && !killed.has(name) && health[name] === 0) killed.add(name);
  };

  // F3: Posse. Only Survivors count, and it needs three of them.
  const survivors = names.filter(isSurvivor);
  const posse = survivors.filter((n) => gestureOf(n).action === 'posse');
  if (posse.length > 0) {
    if (survivors.length >= 3 && posse.length * 2 >= survivors.length) {
      const hit = survivors.filter((n) => !posse.includes(n));
      for (const n of hit) lose(n, 5, false);
      events.push({
        step: 'posse',
        text: `${posse.join(', ')} form a posse: ${hit.join(', ') || 'nobody else'} lose 5`,
      });
    } else {
      events.push({ step: 'posse', text: `the posse of ${posse.join(', ')} is cancelled` });
    }
  }
  settleKills();

  // F4: Saloon. A number shown by one player alone heals; matching numbers cancel. Ghosts and
  // players at 0 cannot gain, but still cancel.
  const shown = new Map<number, string[]>();
  for (const name of names) {
    const g = gestureOf(name);
    if (g.action !== 'saloon') continue;
    shown.set(g.fingers!, [...(shown.get(g.fingers!) ?? []), name]);
  }
  for (const [fingers, who] of [...shown.entries()].sort((a, b) => a[0] - b[0])) {
    if (who.length > 1) {
      events.push({ step: 'saloon', text: `${who.join(' and ')} both show ${fingers}: cancelled` });
      continue;
    }
    const name = who[0]!;
    if (!isSurvivor(name) || health[name] === 0) {
      events.push({ step: 'saloon', text: `${name} shows ${fingers} but cannot gain health` });
      continue;
    }
    const gain = Math.min(fingers, MAX_HEALTH - health[name]!);
    health[name] = health[name]! + gain;
    events.push({ step: 'saloon', text: `${name} gains ${gain}` });
  }

  // F5: Shot. Everyone shooting in this step fires, even if shot in it.
  const shooters = names.filter((n) => gestureOf(n).action === 'shot' && acts(n));
  const shots = shooters.map((n) => gestureOf(n).target!);
  shooters.forEach((n, i) => {
    const lost = lose(shots[i]!, 2, true);
    events.push({ step: 'shot', text: `${n} shoots ${shots[i]}: −${lost}` });
  });
  settleKills();

  // F6: Dynamite. Neighbours are the nearest Survivors left and right, skipping the Killed and
  // Ghosts; with one other Survivor it is hit once. Neighbours are fixed before anyone is hurt.
  const throwers = names.filter((n) => gestureOf(n).action === 'dynamite' && acts(n));
  const blasts = throwers.map((n) => ({ thrower: n, hit: neighbours(names, n, isSurvivor) }));
  for (const { thrower, hit } of blasts) {
    for (const n of hit) lose(n, 3, true);
    lose(thrower, 1, true);
    events.push({
      step: 'dynamite',
      text: `${thrower} throws dynamite: ${hit.join(' and ') || 'nobody'} −3, ${thrower} −1`,
    });
  }
  settleKills();

  // F7: Power Shot, cancelled if the shooter lost health to a Shot or Dynamite this round.
  const power = names.filter((n) => gestureOf(n).action === 'powershot' && acts(n));
  const fired = power.filter((n) => !hurtByShotOrDynamite.has(n));
  for (const n of power)
    if (!fired.includes(n))
      events.push({ step: 'powershot', text: `${n}'s power shot is cancelled` });
  for (const n of fired) {
    const target = gestureOf(n).target!;
    const lost = lose(target, 6, false);
    events.push({ step: 'powershot', text: `${n} power-shoots ${target}: −${lost}` });
  }
  settleKills();

  // F9: three or fewer Survivors end the game.
  const standing = names.filter(isSurvivor);
  const gameOver = standing.length <= 3;
  const winners = !gameOver
    ? []
    : standing.length > 0
      ? standing
      : names.filter((n) => ghost.has(n));
  const state: Record<string, PlayerState> = {};
  for (const n of names) state[n] = ghost.has(n) ? 'ghost' : killed.has(n) ? 'killed' : 'survivor';
  return { health, state, gameOver, winners: [...winners].sort(), events };
}

/** F6: the nearest Survivor on each side around the table (seating is a circle). */
function neighbours(
  names: readonly string[],
  thrower: string,
  isSurvivor: (n: string) => boolean,
): string[] {
  const at = names.indexOf(thrower);
  const n = names.length;
  let left: string | null = null;
  let right: string | null = null;
  for (let k = 1; k < n; k++) {
    const candidate = names[(at - k + n) % n]!;
    if (isSurvivor(candidate)) {
      left = candidate;
      break;
    }
  }
  for (let k = 1; k < n; k++) {
    const candidate = names[(at + k) % n]!;
    if (isSurvivor(candidate)) {
      right = candidate;
      break;
    }
  }
  return [...new Set([left, right].filter((x): x is string => x !== null))];
}

function validate(
  players: readonly FingerGunsPlayer[],
  gestures: Readonly<Record<string, GestureInput>>,
  options: RulesOptions,
): void {
  if (!Array.isArray(players))
    throw new RulesInputError('players', 'must be a list of players in seating order');
  if (
    players.length < options.fingerGunsMinPlayers ||
    players.length > options.fingerGunsMaxPlayers
  ) {
    throw new RulesInputError(
      'players',
      `a table has ${options.fingerGunsMinPlayers}–${options.fingerGunsMaxPlayers} players (rule F9); got ${players.length}`,
    );
  }
  const names = new Set<string>();
  players.forEach((p, i) => {
    if (typeof p?.name !== 'string' || p.name === '')
      throw new RulesInputError(`players[${i}].name`, 'must be a name');
    if (names.has(p.name))
      throw new RulesInputError(`players[${i}].name`, `"${p.name}" is seated twice`);
    names.add(p.name);
    if (
      typeof p.health !== 'number' ||
      !Number.isInteger(p.health) ||
      p.health < 0 ||
      p.health > MAX_HEALTH
    ) {
      throw new RulesInputError(
        `players[${i}].health`,
        `must be a whole number from 0 to ${MAX_HEALTH}`,
      );
    }
    if (!['survivor', 'killed', 'ghost'].includes(p.state)) {
      throw new RulesInputError(`players[${i}].state`, 'must be "survivor", "killed" or "ghost"');
    }
    if (p.state === 'survivor' && p.health === 0) {
      throw new RulesInputError(
        `players[${i}].health`,
        'a Survivor at 0 health is Killed (rule F8)',
      );
    }
  });
  if (typeof gestures !== 'object' || gestures === null)
    throw new RulesInputError('gestures', 'must be an object by player name');
  for (const [name, g] of Object.entries(gestures)) {
    const field = `gestures.${name}`;
    if (!names.has(name)) throw new RulesInputError(field, `"${name}" is not at the table`);
    if (!GESTURES.includes(g?.action))
      throw new RulesInputError(`${field}.action`, `must be one of ${GESTURES.join(', ')}`);
    if (g.action === 'saloon' && ![2, 3, 4].includes(g.fingers as number)) {
      throw new RulesInputError(`${field}.fingers`, 'a Saloon shows 2, 3 or 4 fingers (rule F4)');
    }
    if (g.action === 'shot' || g.action === 'powershot') {
      if (typeof g.target !== 'string' || !names.has(g.target))
        throw new RulesInputError(`${field}.target`, 'must name another player');
      if (g.target === name)
        throw new RulesInputError(`${field}.target`, 'a player cannot point at itself');
    }
  }
}
