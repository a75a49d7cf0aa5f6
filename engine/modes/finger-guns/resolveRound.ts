import { RulesInputError } from '../../rules/rulesInputError.ts';
import {
  DEFAULT_RULES_OPTIONS,
  FINGER_GUNS_MAX_HEALTH,
  type RulesOptions,
} from '../../rules/rulesOptions.ts';

/** F1 (closed): health runs from 0 to 20. */
export const MAX_HEALTH = FINGER_GUNS_MAX_HEALTH;
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
  const round = roundTable(players, gestures, options);
  posseStep(round);
  saloonStep(round);
  shotStep(round);
  dynamiteStep(round);
  powerShotStep(round);
  const { names, ghost, killed, health, events } = round;
  const state: Record<string, PlayerState> = {};
  for (const n of names) state[n] = ghost.has(n) ? 'ghost' : killed.has(n) ? 'killed' : 'survivor';
  const { gameOver, winners } = fingerGunsEnd(names.map((name) => ({ name, state: state[name]! })));
  return { health, state, gameOver, winners, events };
}

/** One round's table as it resolves: health, who is a Ghost or Killed, and what is said. */
type RoundTable = ReturnType<typeof roundTable>;

function roundTable(
  players: readonly FingerGunsPlayer[],
  gestures: Readonly<Record<string, GestureInput>>,
  options: RulesOptions,
) {
  const names = players.map((p) => p.name);
  const health: Record<string, number> = {};
  const ghost = new Set<string>();
  for (const p of players) {
    health[p.name] = p.health;
    // F8: Killed last round means a Ghost now.
    if (p.state !== 'survivor') ghost.add(p.name);
  }
  const killed = new Set<string>();
  /** F7: who lost health to a Shot or Dynamite this round, and to which, for the table to read. */
  const hurtBy = new Map<string, 'a Shot' | 'Dynamite'>();
  const events: RoundEvent[] = [];
  const isSurvivor = (name: string) => !ghost.has(name) && !killed.has(name);
  const gestureOf = (name: string): GestureInput => gestures[name] ?? { action: 'none' };
  /** Why a player does not act in this step, or null when it does (F2 house, F8 house). */
  const silenced = (name: string): string | null =>
    killed.has(name)
      ? `${name} was Killed earlier this round and loses the action (F2)`
      : ghost.has(name) && !options.fingerGunsGhostsGesture
        ? `${name} is a Ghost and makes no gesture (F8 house rule off)`
        : null;
  /**
   * Who makes `step`'s gesture and acts on it, in seat order; each one silenced is said, and so
   * is each one `cancelled` gives a reason for (F7's Power Shot after a hurt).
   */
  const actorsOf = (
    step: 'shot' | 'dynamite' | 'powershot',
    label: string,
    cancelled: (name: string) => string | null = () => null,
  ): string[] => {
    const acting: string[] = [];
    for (const n of names) {
      if (gestureOf(n).action !== step) continue;
      const why = silenced(n) ?? cancelled(n);
      if (why) events.push({ step, text: `${label}: ${why}` });
      else acting.push(n);
    }
    return acting;
  };
  const lose = (
    name: string,
    amount: number,
    cause: 'a Shot' | 'Dynamite' | 'the posse' | 'a power shot',
  ) => {
    if (ghost.has(name) || killed.has(name)) return 0; // F8 house: a Ghost loses nothing.
    const lost = Math.min(health[name]!, amount);
    health[name] = health[name]! - lost;
    if (lost > 0 && (cause === 'a Shot' || cause === 'Dynamite') && !hurtBy.has(name))
      hurtBy.set(name, cause);
    return lost;
  };
  /** F8: a Survivor at 0 is Killed; said on the step that killed it. */
  const settleKills = (step: RoundEvent['step']) => {
    for (const name of names)
      if (!ghost.has(name) && !killed.has(name) && health[name] === 0) {
        killed.add(name);
        events.push({
          step,
          text: `${name} drops to 0 and is Killed: a Ghost from next round (F8)`,
        });
      }
  };
  /** "Ann loses 2" with what stopped it losing any: a Ghost, or one already at 0. */
  const loss = (name: string, lost: number, amount: number) =>
    ghost.has(name)
      ? `${name} is a Ghost and loses nothing (F8)`
      : lost === amount
        ? `${name} loses ${lost}`
        : `${name} loses ${lost} (only ${lost} left)`;
  return {
    names,
    health,
    ghost,
    killed,
    hurtBy,
    events,
    isSurvivor,
    gestureOf,
    actorsOf,
    lose,
    settleKills,
    loss,
  };
}

/** F3: Posse. */
function posseStep(round: RoundTable): void {
  const { names, events, isSurvivor, gestureOf, lose, settleKills } = round;
  // F3: Posse. Only Survivors count, and it needs three of them.
  const survivors = names.filter(isSurvivor);
  const posse = survivors.filter((n) => gestureOf(n).action === 'posse');
  const ghostPosse = names.filter((n) => !isSurvivor(n) && gestureOf(n).action === 'posse');
  if (ghostPosse.length > 0)
    events.push({
      step: 'posse',
      text: `Posse: ${list(ghostPosse)} ${ghostPosse.length > 1 ? 'are Ghosts' : 'is a Ghost'}; only Survivors count (F3)`,
    });
  if (posse.length > 0) {
    if (survivors.length < 3) {
      events.push({
        step: 'posse',
        text: `Posse of ${list(posse)} cancelled: it needs at least three Survivors, there are ${survivors.length} (F3)`,
      });
    } else if (posse.length * 2 >= survivors.length) {
      const hit = survivors.filter((n) => !posse.includes(n));
      for (const n of hit) lose(n, 5, 'the posse');
      events.push({
        step: 'posse',
        text: `Posse: ${list(posse)}, ${posse.length} of ${survivors.length} Survivors (half or more): ${hit.length ? `${list(hit)} lose 5` : 'nobody else to hit'} (F3)`,
      });
    } else {
      events.push({
        step: 'posse',
        text: `Posse of ${list(posse)} cancelled: ${posse.length} of ${survivors.length} Survivors is less than half (F3)`,
      });
    }
  }
  settleKills('posse');
}

/** F4: Saloon. */
function saloonStep(round: RoundTable): void {
  const { names, health, ghost, events, isSurvivor, gestureOf } = round;
  // F4: Saloon. A number shown by one player alone heals; matching numbers cancel. Ghosts and
  // players at 0 cannot gain, but still cancel. A Ghost's Saloon cancels even with the F8 house
  // rule off: F4 is closed and names Ghosts itself ("if you are a Ghost … you can cancel other
  // players' actions"), so the source has Ghosts show a Saloon. The house rule only decides what
  // the source is silent on, whether a Ghost's Shot, Dynamite and Power Shot act, and a closed
  // rule wins over a house one. So `silenced` is not asked here.
  const shown = new Map<number, string[]>();
  for (const name of names) {
    const g = gestureOf(name);
    if (g.action !== 'saloon') continue;
    shown.set(g.fingers!, [...(shown.get(g.fingers!) ?? []), name]);
  }
  for (const [fingers, who] of [...shown.entries()].sort((a, b) => a[0] - b[0])) {
    if (who.length > 1) {
      events.push({
        step: 'saloon',
        text: `Saloon cancelled: ${list(who)} ${who.length === 2 ? 'both' : 'all'} show ${fingers} (F4)`,
      });
      continue;
    }
    const name = who[0]!;
    if (!isSurvivor(name) || health[name] === 0) {
      const why = ghost.has(name) ? 'is a Ghost' : 'is at 0 health';
      events.push({
        step: 'saloon',
        text: `Saloon: ${name} shows ${fingers} alone but ${why}, so gains nothing (F4)`,
      });
      continue;
    }
    const gain = Math.min(fingers, MAX_HEALTH - health[name]!);
    health[name] = health[name]! + gain;
    events.push({
      step: 'saloon',
      text:
        gain === fingers
          ? `Saloon: ${name} shows ${fingers} alone and gains ${gain} (F4)`
          : `Saloon: ${name} shows ${fingers} alone and gains ${gain}: health stops at ${MAX_HEALTH} (F1)`,
    });
  }
}

/** F5: Shot. */
function shotStep(round: RoundTable): void {
  const { events, gestureOf, actorsOf, lose, settleKills, loss } = round;
  // F5: Shot. Everyone shooting in this step fires, even if shot in it.
  for (const n of actorsOf('shot', 'Shot')) {
    const target = gestureOf(n).target!;
    const lost = lose(target, 2, 'a Shot');
    events.push({
      step: 'shot',
      text: `Shot: ${n} shoots ${target}: ${loss(target, lost, 2)} (F5)`,
    });
  }
  settleKills('shot');
}

/** F6: Dynamite. */
function dynamiteStep(round: RoundTable): void {
  const { names, events, isSurvivor, actorsOf, lose, settleKills } = round;
  // F6: Dynamite. Neighbours are the nearest Survivors left and right, skipping the Killed and
  // Ghosts; with one other Survivor it is hit once. Neighbours are fixed before anyone is hurt.
  const blasts = actorsOf('dynamite', 'Dynamite').map((n) => ({
    thrower: n,
    hit: neighbours(names, n, isSurvivor),
    skipped: skippedBetween(names, n, isSurvivor),
  }));
  for (const { thrower, hit, skipped } of blasts) {
    for (const n of hit) lose(n, 3, 'Dynamite');
    const self = lose(thrower, 1, 'Dynamite');
    const skips = skipped.length ? ` (skipping ${list(skipped)}: not Survivors)` : '';
    const once = hit.length === 1 ? ', hit once: the only other Survivor' : '';
    events.push({
      step: 'dynamite',
      text: `Dynamite: ${thrower} throws: ${hit.length ? `${list(hit)} lose 3${once}` : 'no Survivor near'}${skips}; ${thrower} ${self ? 'loses 1' : 'loses nothing'} (F6)`,
    });
  }
  settleKills('dynamite');
}

/** F7: Power Shot. */
function powerShotStep(round: RoundTable): void {
  const { hurtBy, events, gestureOf, actorsOf, lose, settleKills, loss } = round;
  // F7: Power Shot, cancelled if the shooter lost health to a Shot or Dynamite this round.
  const hurtThisRound = (n: string) => {
    const hurt = hurtBy.get(n);
    return hurt ? `${n}'s is cancelled: ${n} lost health to ${hurt} this round (F7)` : null;
  };
  for (const n of actorsOf('powershot', 'Power Shot', hurtThisRound)) {
    const target = gestureOf(n).target!;
    const lost = lose(target, 6, 'a power shot');
    events.push({
      step: 'powershot',
      text: `Power Shot: ${n} power-shoots ${target}: ${loss(target, lost, 6)} (F7)`,
    });
  }
  settleKills('powershot');
}

/** The most Survivors a game goes on with: at three or fewer it ends (F9, closed). */
export const LAST_SURVIVORS = 3;

/**
 * F9: whether the game is over, and who won, from each player's state after a decision (a round,
 * or a hand fix of a tracker: both end the game the same way). Three or fewer Survivors end it;
 * they win together (F9 house); with none, the current Ghosts win and players Killed this round
 * (`killed`, not yet Ghosts) do not. Winners are sorted; empty while the game goes on.
 */
export function fingerGunsEnd(players: readonly Pick<FingerGunsPlayer, 'name' | 'state'>[]): {
  gameOver: boolean;
  winners: string[];
} {
  const standing = players.filter((p) => p.state === 'survivor').map((p) => p.name);
  if (standing.length > LAST_SURVIVORS) return { gameOver: false, winners: [] };
  const winners =
    standing.length > 0 ? standing : players.filter((p) => p.state === 'ghost').map((p) => p.name);
  return { gameOver: true, winners: [...winners].sort() };
}

/** "Ann", "Ann and Bob", "Ann, Bob and Cid". */
function list(names: readonly string[]): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** F6: the players Dynamite passes over on its way to the nearest Survivor on each side. */
function skippedBetween(
  names: readonly string[],
  thrower: string,
  isSurvivor: (n: string) => boolean,
): string[] {
  const at = names.indexOf(thrower);
  const n = names.length;
  const skipped = new Set<string>();
  for (const dir of [-1, 1]) {
    for (let k = 1; k < n; k++) {
      const candidate = names[(at + dir * k + n * k) % n]!;
      if (candidate === thrower || isSurvivor(candidate)) break;
      skipped.add(candidate);
    }
  }
  return [...skipped];
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
