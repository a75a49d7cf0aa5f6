import { distance } from '../grid/distance.ts';
import { findPath } from '../grid/findPath.ts';
import { reachable } from '../grid/reachable.ts';
import type { Action } from '../game/actions.ts';
import type { Combatant, GameState } from '../game/gameState.ts';
import { pendingActor } from '../game/pendingActor.ts';
import { movingUnit, isDown, othersFor, turnContext } from '../game/queries.ts';
import { attackJudge } from '../resolve/judgeReach.ts';
import type { AttackerInput } from '../resolve/attackShapes.ts';
import { findWeapon } from '../rules/weapons.ts';
import { BEGIN_TURNS } from '../game/records/beginTurns.ts';
import { CANCEL_CHECK } from '../game/records/cancelCheck.ts';
import { CONTINUE } from '../game/records/continueAttack.ts';
import { DECLARE_ATTACK } from '../game/records/declareAttack.ts';
import { DEFEND } from '../game/records/defend.ts';
import { DRAW } from '../game/records/draw.ts';
import { END_PHASE } from '../game/records/endPhase.ts';
import { MOVE } from '../game/records/move.ts';
import { PLAY_CHECK_CARD } from '../game/records/playCheckCard.ts';

/**
 * A plain computer opponent for practice skirmishes and the encounter benchmark. It only ever
 * proposes actions; applyAction decides (DESIGN.md: the AI uses applyAction only). Each turn it
 * moves towards the nearest enemy unless one is already in reach, attacks the weakest enemy it
 * legally can with its strongest card or weapon, and draws. As a defender it plays its best
 * Defense card. It spends no chips: they are a daily resource (H3) a simple AI would squander.
 */
export function chooseAction(state: GameState): Action | null {
  const pending = pendingActor(state);
  if (pending.kind === 'table') return { type: CONTINUE.type };
  if (pending.kind === 'dealer') return pending.why === 'round' ? { type: BEGIN_TURNS.type } : null;
  const me = state.combatants[pending.who]!;
  if (pending.why === 'defense') {
    const best = bestCard(me, (c) => c.defend);
    return { type: DEFEND.type, who: me.id, ...(best ? { card: best } : {}) };
  }
  if (pending.why === 'check') {
    const best = bestCard(me, (c) => c.attack);
    return best
      ? { type: PLAY_CHECK_CARD.type, who: me.id, card: best }
      : { type: CANCEL_CHECK.type };
  }
  const phase = state.turn!.flow.value;
  if (phase === 'movement')
    return moveTowardsEnemy(state, me) ?? { type: END_PHASE.type, who: me.id };
  if (phase === 'action') {
    if (turnContext(state)!.actionsLeft > 0) {
      const attack = bestAttack(state, me);
      if (attack) return attack;
    }
    return { type: END_PHASE.type, who: me.id };
  }
  return { type: DRAW.type, who: me.id };
}

function enemiesOf(state: GameState, me: Combatant): Combatant[] {
  const enemies: Combatant[] = [];
  for (const id in state.combatants) {
    const c = state.combatants[id]!;
    if (c.side !== me.side && !isDown(c)) enemies.push(c);
  }
  return enemies;
}

function moveTowardsEnemy(state: GameState, me: Combatant): Action | null {
  const enemies = enemiesOf(state, me);
  if (enemies.length === 0 || bestAttack(state, me)) return null;
  const unit = movingUnit(state, me);
  const others = othersFor(state, me);
  let best: { at: [number, number]; score: number } | null = null;
  for (const square of reachable(state.map, unit, others, state.options)) {
    let nearest = Infinity;
    for (const e of enemies) nearest = Math.min(nearest, distance(square.at, e.at));
    const score = nearest * 100 + square.jumpDamage * 10 + square.cost;
    if (!best || score < best.score) best = { at: square.at, score };
  }
  if (!best || (best.at[0] === me.at[0] && best.at[1] === me.at[1])) return null;
  const path = findPath(state.map, unit, others, best.at, state.options);
  return path && path.path.length > 0 ? { type: MOVE.type, who: me.id, path: path.path } : null;
}

/**
 * The attacks chosen for the last set of combatants asked about. A turn asks twice (in Movement,
 * whether to stay put; in Action, what to declare), and when the character has not moved, nothing
 * the choice depends on — the combatants, the map and the rules — has changed in between, so the
 * second answer is the first. Combatants records are immutable (DESIGN.md), so one is a sound
 * key. Only the last is kept: the second question comes right after the first, and a table of
 * every record ever seen would only give the garbage collector more to trace.
 */
let lastAsked: {
  combatants: GameState['combatants'];
  map: GameState['map'];
  options: GameState['options'];
  byWho: Map<string, Action | null>;
} | null = null;

function bestAttack(state: GameState, me: Combatant): Action | null {
  if (
    !lastAsked ||
    lastAsked.combatants !== state.combatants ||
    lastAsked.map !== state.map ||
    lastAsked.options !== state.options
  )
    lastAsked = {
      combatants: state.combatants,
      map: state.map,
      options: state.options,
      byWho: new Map(),
    };
  const seen = lastAsked.byWho.get(me.id);
  if (seen !== undefined) return seen;
  const chosen = chooseAttack(state, me);
  lastAsked.byWho.set(me.id, chosen);
  return chosen;
}

/** The weakest enemy it legally can attack, with its strongest single-shot card or its weapon. */
function chooseAttack(state: GameState, me: Combatant): Action | null {
  const card = bestCard(
    me,
    (c) => c.attack,
    (c) => (c.shots ?? 1) === 1,
  );
  const cardAttack = card ? me.cards[card]!.attack : -1;
  const weaponAttack = me.weapon ? (findWeapon(me.weapon)?.attack ?? -1) : -1;
  const useWeapon = weaponAttack >= cardAttack && me.weapon !== undefined;
  if (!useWeapon && !card) return null;
  const input: AttackerInput = useWeapon
    ? { at: me.at, weapon: me.weapon!, rangeBonus: me.rangeBonus, traits: me.traits }
    : {
        at: me.at,
        card: { attack: cardAttack },
        trait: me.weaponTrait,
        rangeBonus: me.rangeBonus,
        traits: me.traits,
      };
  // The weakest first (ties keep the seating order), and the first legal one wins.
  const reaches = attackJudge(state.map, input, state.options);
  const target = weakestFirst(enemiesOf(state, me)).find((enemy) => reaches(enemy.at));
  if (!target) return null;
  return useWeapon
    ? { type: DECLARE_ATTACK.type, who: me.id, target: target.id, weapon: true }
    : { type: DECLARE_ATTACK.type, who: me.id, target: target.id, card };
}

/**
 * The list ordered by HP left, ties in their order: a stable insertion sort in place, as
 * Array.prototype.sort would order it, without the work arrays it allocates (a handful of
 * enemies, sorted for every turn of a simulation).
 */
function weakestFirst(combatants: Combatant[]): Combatant[] {
  for (let i = 1; i < combatants.length; i++) {
    const c = combatants[i]!;
    let j = i - 1;
    for (; j >= 0 && combatants[j]!.hp.hpLeft > c.hp.hpLeft; j--)
      combatants[j + 1] = combatants[j]!;
    combatants[j + 1] = c;
  }
  return combatants;
}

function bestCard(
  me: Combatant,
  value: (card: Combatant['cards'][string]) => number,
  allowed: (card: Combatant['cards'][string]) => boolean = () => true,
): string | undefined {
  let best: string | undefined;
  for (const id of me.hand) {
    const card = me.cards[id]!;
    if (!allowed(card)) continue;
    if (best === undefined || value(card) > value(me.cards[best]!)) best = id;
  }
  return best;
}
