import type { SpendableChipKind } from '../rules/chips.ts';
import { SPENDABLE_CHIPS } from '../rules/chips.ts';
import type { Action } from './actions.ts';
import { applyAction } from './applyAction.ts';
import type { AttackState, Combatant, GameState } from './gameState.ts';
import { encounterContext, isDown } from './queries.ts';
import { ADJUST_HP } from './records/adjustHp.ts';
import { ADVANCE_DAY } from './records/advanceDay.ts';
import { END_ENCOUNTER } from './records/endEncounter.ts';
import { MOVE } from './records/move.ts';
import { USE_ITEM } from './records/useItem.ts';

/**
 * Issue 10, item 8: what an encounter came to, for the table to read at its end. Built by
 * replaying the log through the real reducer (applyAction) and reading each step's change, so it
 * can never disagree with the game: the damage figures are the resolution's own, the ones the
 * damage log line shows (A8: gear first, then HP, the rest beyond the last HP), and every HP the
 * tracks lost or gained is put down to one cause (an attack, a jump, an item, the Dealer).
 */

/** A8: damage split as the log line splits it; `total` = `toGear` + `toHp` + `beyond`. */
export interface DamageTally {
  total: number;
  toGear: number;
  toHp: number;
  /** Overkill: what the last HP could not take (counted apart, so the figures add up). */
  beyond: number;
  /** Attacks that hit for 1 or more. */
  hits: number;
}

/** A8: a character's HP reaching the skull square, and what put it there. */
export interface Fall {
  who: string;
  round: number;
  /** The attacker's id for an attack; else the jump (E4) or the Dealer's HP fix. */
  cause: { kind: 'attack'; by: string } | { kind: 'jump' } | { kind: 'dealer' };
}

export interface CharacterTally {
  id: string;
  name: string;
  side: Combatant['side'];
  /** Damage this character's attacks did. */
  dealt: DamageTally;
  /** Damage attacks did to this character. */
  taken: DamageTally;
  /** E4: HP lost jumping down. */
  jumpHp: number;
  /** W2: HP regained from items used on this character. */
  healed: number;
  /** The Dealer's HP fixes (ADJUST_HP), net: + raised, − lowered. */
  dealerHp: number;
  /** Y2: HP lost going hungry when a new day dawned at the table. */
  hungerHp: number;
  /** Y3: gear damage mended overnight when a new day dawned at the table. */
  gearMended: number;
  /** H1–H3: chips spent, by kind, over the whole log (a new day returning them does not undo it). */
  chipsSpent: Record<SpendableChipKind, number>;
  hpStart: number;
  hpEnd: number;
  hpMax: number;
  /** Down at the end (the skull square). */
  down: boolean;
}

/** T7: how the encounter stands at the end of the log. */
export type EncounterOutcome =
  | { kind: 'inProgress' }
  /** T7: one side has no one standing; `winner` is the side still standing (null: neither). */
  | { kind: 'sideDown'; winner: Combatant['side'] | null }
  /** T7: the Dealer ended it; who was standing on each side then. */
  | { kind: 'endedByDealer'; standing: Record<Combatant['side'], number> };

export interface EncounterSummary {
  outcome: EncounterOutcome;
  /** Rounds in which at least one turn was taken (T1). */
  rounds: number;
  /** The round the encounter ended in, or null while it goes on. */
  endedInRound: number | null;
  /** Every fall, in the order they happened (a character revived and felled again falls twice). */
  falls: Fall[];
  /** One row per character, in seating order (T1). */
  characters: CharacterTally[];
}

function noDamage(): DamageTally {
  return { total: 0, toGear: 0, toHp: 0, beyond: 0, hits: 0 };
}

function noChips(): Record<SpendableChipKind, number> {
  return Object.fromEntries(SPENDABLE_CHIPS.map((k) => [k, 0])) as Record<
    SpendableChipKind,
    number
  >;
}

/** The attack whose damage was last assigned (A8): the one under way once applied, else the last. */
function lastApplied(state: GameState): AttackState | null {
  return state.attack?.applied ? state.attack : state.lastAttack;
}

/**
 * The attack whose damage this step assigned, or null. Damage is assigned once per attack, after
 * an action that finds it unassigned; an attack cut short by END_ENCOUNTER is never assigned.
 */
function assignedNow(before: GameState, after: GameState): AttackState | null {
  if (!before.attack || before.attack.applied) return null;
  const now = lastApplied(after);
  return now !== null && now !== before.lastAttack ? now : null;
}

/** The summary of a session (anything with its start state and log), replayed. */
export function encounterSummary(session: {
  readonly start: GameState;
  readonly log: readonly Action[];
}): EncounterSummary {
  const { start, log } = session;
  const seating = encounterContext(start).seating;
  const ids = [...seating, ...Object.keys(start.combatants).filter((id) => !seating.includes(id))];
  const tallies = new Map<string, CharacterTally>(
    ids.map((id) => {
      const c = start.combatants[id]!;
      const tally: CharacterTally = {
        id,
        name: c.name,
        side: c.side,
        dealt: noDamage(),
        taken: noDamage(),
        jumpHp: 0,
        healed: 0,
        dealerHp: 0,
        hungerHp: 0,
        gearMended: 0,
        chipsSpent: noChips(),
        hpStart: c.hp.hpLeft,
        hpEnd: c.hp.hpLeft,
        hpMax: c.hp.max,
        down: isDown(c),
      };
      return [id, tally];
    }),
  );
  const falls: Fall[] = [];
  // T7: a table laid out with one side already down (a map with no one on one side, or no one at
  // all) is over before its first action, and says so from its start.
  let outcome: EncounterOutcome =
    start.encounter.value === 'ended'
      ? { kind: 'sideDown', winner: standingSide(start) }
      : { kind: 'inProgress' };
  let rounds = 0;
  let endedInRound: number | null = null;
  let state = start;

  log.forEach((action, i) => {
    const result = applyAction(state, action);
    if (!result.ok)
      throw new Error(
        `encounterSummary: action ${i + 1} (${action.type}) was refused: ${result.message}`,
      );
    const before = state;
    const after = result.state;
    state = after;
    const round = encounterContext(after).round;
    if (after.encounter.value === 'turns') rounds = Math.max(rounds, round);

    const attack = assignedNow(before, after);
    if (attack?.resolution) addAttack(tallies, attack);

    for (const tally of tallies.values()) {
      const was = before.combatants[tally.id]!;
      const now = after.combatants[tally.id]!;
      for (const kind of SPENDABLE_CHIPS) {
        // H3: spending moves a chip to the spent pile; only a new day (Y1) moves one back.
        const spent = now.spent[kind] - was.spent[kind];
        if (spent > 0) tally.chipsSpent[kind] += spent;
      }
      // Y3: only a new day takes gear damage back.
      if (action.type === ADVANCE_DAY.type) tally.gearMended += gearUsed(was) - gearUsed(now);
      const change = now.hp.hpLeft - was.hp.hpLeft;
      if (change !== 0) attributeHp(tally, action, attack, change);
      if (now.hp.hpLeft === 0 && was.hp.hpLeft > 0)
        falls.push({ who: tally.id, round, cause: causeOf(action, attack) });
      tally.hpEnd = now.hp.hpLeft;
      tally.hpMax = now.hp.max;
      tally.down = isDown(now);
    }

    if (before.encounter.value !== 'ended' && after.encounter.value === 'ended') {
      endedInRound = round;
      outcome =
        action.type === END_ENCOUNTER.type
          ? { kind: 'endedByDealer', standing: standingBySide(after) }
          : { kind: 'sideDown', winner: standingSide(after) };
    }
  });

  return { outcome, rounds, endedInRound, falls, characters: [...tallies.values()] };
}

/** A8: the resolution's own split of the damage, the one its log line gives. */
function addAttack(tallies: Map<string, CharacterTally>, attack: AttackState): void {
  const r = attack.resolution!;
  const share: DamageTally = {
    total: r.damage,
    toGear: r.absorbed,
    toHp: r.hpDamage,
    beyond: r.damage - r.absorbed - r.hpDamage,
    hits: r.damage > 0 ? 1 : 0,
  };
  for (const [id, field] of [
    [attack.attacker, 'dealt'],
    [attack.target, 'taken'],
  ] as const) {
    const tally = tallies.get(id);
    if (!tally) continue;
    const into = tally[field];
    into.total += share.total;
    into.toGear += share.toGear;
    into.toHp += share.toHp;
    into.beyond += share.beyond;
    into.hits += share.hits;
  }
}

/**
 * Puts an HP change down to its cause. An attack's HP loss is already in `taken` (from the
 * resolution); the rest are the only other actions that move the red chip: a jump (E4), an item
 * (W2), the Dealer's fix, a hungry morning (Y2). Anything else moving it would be a rule this summary does not know, and
 * is refused loudly rather than left out of the figures.
 */
function attributeHp(
  tally: CharacterTally,
  action: Action,
  attack: AttackState | null,
  change: number,
): void {
  if (attack && attack.target === tally.id) return;
  if (action.type === ADJUST_HP.type) tally.dealerHp += change;
  else if (action.type === USE_ITEM.type && change > 0) tally.healed += change;
  else if (action.type === MOVE.type && change < 0) tally.jumpHp -= change;
  else if (action.type === ADVANCE_DAY.type && change < 0) tally.hungerHp -= change;
  else
    throw new Error(
      `encounterSummary: ${tally.name}'s HP changed by ${change} on ${action.type}, which no rule here explains`,
    );
}

function gearUsed(c: Combatant): number {
  return c.gear.reduce((n, g) => n + g.track.gearUsed, 0);
}

function causeOf(action: Action, attack: AttackState | null): Fall['cause'] {
  if (attack) return { kind: 'attack', by: attack.attacker };
  return action.type === MOVE.type ? { kind: 'jump' } : { kind: 'dealer' };
}

function standingBySide(state: GameState): Record<Combatant['side'], number> {
  const standing = { pc: 0, npc: 0 };
  for (const c of Object.values(state.combatants)) if (!isDown(c)) standing[c.side] += 1;
  return standing;
}

/** T7: the side with someone standing when the other has no one; null if neither has. */
function standingSide(state: GameState): Combatant['side'] | null {
  const standing = standingBySide(state);
  if (standing.pc > 0 && standing.npc === 0) return 'pc';
  if (standing.npc > 0 && standing.pc === 0) return 'npc';
  return null;
}
