import type { Migration } from '../../migrate.ts';

/**
 * Session data v1 (commit 73e0c48) → v2. A migration is a fact about two versions, so this file
 * names every v1 field and step itself and reads nothing from today's engine, which will change
 * again. Pure data: it builds new objects and never touches its (possibly frozen) input. Parts that
 * do not have the v1 shape are passed on as they are; the v2 validation after it refuses them.
 *
 * What changed:
 *  - H4, A8, A2: a tracker's `value` is named for what it counts: `hpLeft` on the red HP track,
 *    `gearUsed` and `ammoUsed` on the blue gear and ammunition tracks.
 *  - The encounter machine no longer keeps its own `side` and `standing`: the game reads who is
 *    standing from the HP tracks (T1, T7).
 *  - Auto-advance is a preference of the table, not of the game: `start.autoAdvance`, the attack
 *    machine's context and the SET_AUTO_ADVANCE action are gone. What auto-advance did in v1 (run
 *    an attack's shown steps by itself) is written into the log as the CONTINUEs the table now
 *    sends (rewriteActions below).
 *  - Closed rules are not options (K1's hand of 4, B2's block of 3 HP, E4's step of 1), and the
 *    options schema is strict: those keys leave the start options and every SET_RULES.
 *  - `undone` is kept oldest first (v1 kept it most recent first).
 */
export const sessionV1ToV2: Migration = {
  from: 1,
  to: 2,
  migrate(data) {
    // v1 filled a missing `undone` with []; anything else that is not a list is left for the v2
    // validation to refuse, never replaced by an empty one.
    const undone = data.undone === undefined ? [] : data.undone;
    if (!Array.isArray(data.log) || !Array.isArray(undone))
      return { ...without(data, ['schemaVersion']), start: startState(data.start) };
    const actions = rewriteActions(data.start, data.log, [...undone].reverse());
    return {
      // The data's own schemaVersion goes: the envelope's is the session's version from v2 on.
      ...without(data, ['schemaVersion']),
      start: startState(data.start),
      log: actions.log,
      undone: actions.undone,
    };
  },
};

type Json = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The object with one key renamed, in the same place among its keys. */
function renamed(value: unknown, from: string, to: string): unknown {
  if (!isRecord(value) || !Object.hasOwn(value, from)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k === from ? to : k, v]));
}

function without(value: Json, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([k]) => !keys.includes(k)));
}

/** The v1 start state in v2's shape. */
function startState(start: unknown): unknown {
  if (!isRecord(start)) return start;
  const next = without(start, ['autoAdvance']);
  if (isRecord(start.combatants))
    next.combatants = Object.fromEntries(
      Object.entries(start.combatants).map(([id, c]) => [id, combatant(c)]),
    );
  if (isRecord(start.encounter) && isRecord(start.encounter.context))
    next.encounter = {
      ...start.encounter,
      context: without(start.encounter.context, ['side', 'standing']),
    };
  for (const key of ['attack', 'lastAttack'] as const) {
    const attack = start[key];
    if (isRecord(attack) && isRecord(attack.flow))
      next[key] = { ...attack, flow: { ...attack.flow, context: {} } };
  }
  next.options = rulesOptions(start.options);
  return next;
}

/** H4: each track's chip named for what it counts. */
function combatant(c: unknown): unknown {
  if (!isRecord(c)) return c;
  const tracks = (list: unknown, count: string) =>
    Array.isArray(list)
      ? list.map((item: unknown) =>
          isRecord(item) ? { ...item, track: renamed(item.track, 'value', count) } : item,
        )
      : list;
  return {
    ...c,
    hp: renamed(c.hp, 'value', 'hpLeft'),
    gear: tracks(c.gear, 'gearUsed'),
    ammo: tracks(c.ammo, 'ammoUsed'),
  };
}

/** v1 options for rules that are closed (K1, B2, E4): constants of the engine since v2. */
const CLOSED_RULE_OPTIONS = ['handSize', 'hpPerUpgrade', 'stepCost'];

/**
 * The options without the closed rules. F9: v1 allowed Finger Guns tables of 2 or 3, which cannot
 * play (three Survivors end a game), and of more than 8; such a bound is brought into 4–8, rather
 * than refusing a whole skirmish session over a setting of another game mode.
 */
function rulesOptions(options: unknown): unknown {
  if (!isRecord(options)) return options;
  const next = without(options, CLOSED_RULE_OPTIONS);
  for (const key of ['fingerGunsMinPlayers', 'fingerGunsMaxPlayers']) {
    const n = next[key];
    if (typeof n === 'number') next[key] = Math.min(8, Math.max(4, n));
  }
  return next;
}

/**
 * attackMachine v1: after the defence (A3) an attack stood on these steps in turn, each waiting
 * for CONTINUE, unless auto-advance was on: then it ran through all of them at once.
 */
const SHOWN_STEPS_V1 = [
  'attackTotalled',
  'coverApplied',
  'defenseTotalled',
  'damageComputed',
  'damageAssigned',
] as const;

/**
 * Actions v1 accepted while an attack was still being shown. Any other action in a v1 log means
 * the attack was over: v1 dropped an attack at once when it felled the last enemy (T7), at
 * damageAssigned, where v2 lets it finish its steps (and then ends the encounter).
 */
const ACCEPTED_MID_ATTACK_V1 = new Set([
  'CONTINUE',
  'SET_AUTO_ADVANCE',
  'DEFEND',
  'END_ENCOUNTER',
  'SPEND_CHIP',
  'PLAY_CARD',
  'USE_ITEM',
]);

/** The CONTINUEs the table now sends for `n` shown steps. */
function continues(n: number): unknown[] {
  return Array.from({ length: n }, () => ({ type: 'CONTINUE' }));
}

/** How many CONTINUEs an attack still needs to resolve: 0 unless it is on a shown step. */
function stepsLeft(attack: unknown): number {
  if (!isRecord(attack) || !isRecord(attack.flow)) return 0;
  const at = SHOWN_STEPS_V1.indexOf(attack.flow.value as (typeof SHOWN_STEPS_V1)[number]);
  return at === -1 ? 0 : SHOWN_STEPS_V1.length - at;
}

/** Canonical JSON (keys sorted), to compare two options objects as data. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    isRecord(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}

/**
 * v1 also let the attacker spend a chip or play a delayed card while an attack was being shown;
 * v2's action gate waits for the attack's steps. Neither touches what those steps read (the
 * resolution is fixed at the defence, and damage assignment draws nothing from the generator), so
 * they move to just after the attack's last step, where v2 accepts them and the state comes out
 * the same. A USE_ITEM is not moved: it may heal the defender the damage then lands on, so its
 * place matters, and v2's replay refuses such a log in words.
 */
const MOVED_PAST_ATTACK = new Set(['SPEND_CHIP', 'PLAY_CARD']);

/**
 * The log and the undone actions in v2's terms, by one counter over the actions (no engine replay):
 * whether auto-advance is on, and how many shown steps the attack under way still has.
 *  - SET_AUTO_ADVANCE goes; turned on while an attack still had k steps to show, it showed them
 *    all, so k CONTINUEs take its place.
 *  - A DEFEND while auto-advance is on showed all five steps by itself: five CONTINUEs follow it.
 *  - An attack v1 dropped unfinished (see ACCEPTED_MID_ATTACK_V1) gets the CONTINUEs it lacked
 *    before the next action, so v2 plays it out where v1 had already moved on.
 *  - Actions v1 took in the middle of an attack move past its end (MOVED_PAST_ATTACK). Where the
 *    attack does not end (the log stops in it, or the Dealer ends the encounter), they stay in
 *    place, for the replay to refuse.
 *  - A SET_RULES that changed only closed rules changes nothing in v2, which refuses such an
 *    action ("No house rule changed"), so it goes; every other one loses the closed rules' keys.
 *
 * `undone` is what v1 had undone, in the order it was first played (the reverse of v1's list), so
 * it carries on from where the log stops: the counter runs over the log and then over it, and
 * each CONTINUE stays on the side of the action that implied it. That makes redo put back what
 * v1's redo would have, auto-advanced steps included.
 */
function rewriteActions(
  start: unknown,
  log: readonly unknown[],
  undone: readonly unknown[],
): { log: unknown[]; undone: unknown[] } {
  const startRecord = isRecord(start) ? start : {};
  let autoAdvance = startRecord.autoAdvance === true;
  let due = stepsLeft(startRecord.attack);
  let options = canonical(rulesOptions(startRecord.options));
  let waiting: unknown[] = [];

  /** The attack's last `due` steps, shown now, and what waited for them. */
  const finishAttack = (): unknown[] => {
    const out = [...continues(due), ...waiting];
    due = 0;
    waiting = [];
    return out;
  };

  const rewrite = (action: unknown): unknown[] => {
    if (!isRecord(action)) return [action];
    const type = String(action.type);
    if (due > 0 && MOVED_PAST_ATTACK.has(type)) {
      waiting.push(action);
      return [];
    }
    const out = due > 0 && !ACCEPTED_MID_ATTACK_V1.has(type) ? finishAttack() : [];
    switch (type) {
      case 'SET_AUTO_ADVANCE':
        autoAdvance = action.on === true;
        return autoAdvance ? [...out, ...finishAttack()] : out;
      case 'DEFEND':
        due = SHOWN_STEPS_V1.length;
        return autoAdvance ? [...out, action, ...finishAttack()] : [...out, action];
      case 'CONTINUE':
        if (due === 1) {
          due = 0;
          return [...out, action, ...waiting.splice(0)];
        }
        due = Math.max(0, due - 1);
        return [...out, action];
      case 'END_ENCOUNTER': {
        // v1 dropped the attack under way with the encounter; v2 keeps it only if it did damage.
        const stranded = waiting.splice(0);
        due = 0;
        return [...out, ...stranded, action];
      }
      case 'SET_RULES': {
        const next = rulesOptions(action.options);
        if (canonical(next) === options) return out;
        options = canonical(next);
        return [...out, { ...action, options: next }];
      }
      default:
        return [...out, action];
    }
  };

  // An attack on a shown step with auto-advance on cannot be in a v1 start state (it would have
  // run on at once), but if one is, its steps come first.
  const lead = autoAdvance && due > 0 ? finishAttack() : [];
  const v2Log = [...lead, ...log.flatMap(rewrite), ...waiting.splice(0)];
  return { log: v2Log, undone: [...undone.flatMap(rewrite), ...waiting.splice(0)] };
}
