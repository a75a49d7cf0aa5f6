import type { Square } from '../model/geometry.ts';
import { coverBetween } from '../grid/coverBetween.ts';
import { distance } from '../grid/distance.ts';
import { reachable } from '../grid/reachable.ts';
import { squareName } from '../grid/squareName.ts';
import type { Action } from '../game/actions.ts';
import { applyAction } from '../game/applyAction.ts';
import { defendedAttack } from '../game/attackDeclaration.ts';
import type { Combatant, GameState } from '../game/gameState.ts';
import { legalActions } from '../game/legalActions.ts';
import { isDown, movingUnit, othersFor } from '../game/queries.ts';
import { situationOf } from '../game/situation.ts';
import { ITEMS } from '../rules/items.ts';
import { decider } from './decider.ts';
import { bestHit, coarse, defendOdds, hitWorth, type Hit } from './expectedHit.ts';
import type { SideView } from './sideView.ts';
import { DECLARE_ATTACK, type DeclareAttackAction } from '../game/records/declareAttack.ts';
import { DEFEND, type DefendAction } from '../game/records/defend.ts';
import { DRAW } from '../game/records/draw.ts';
import { END_PHASE } from '../game/records/endPhase.ts';
import { MOVE } from '../game/records/move.ts';
import { PLAY_CHECK_CARD, type PlayCheckCardAction } from '../game/records/playCheckCard.ts';
import { TOGGLE_DOOR } from '../game/records/toggleDoor.ts';
import { USE_ITEM } from '../game/records/useItem.ts';

/**
 * What a chip is worth kept: chips are a day's resource (H3, Y1), so one is spent only where it
 * changes the outcome by more than this (issue 14: "spends chips where they change the
 * outcome"). A chip that saves or deals one HP is worth it; one that changes nothing is not.
 */
const CHIP_KEPT = 0.6;
/** A card in hand is worth something later: the better of its two values, this much a point. */
const CARD_KEPT = 0.05;
/** How much the normal level fears a hit it may take, against one it may land. */
const CAUTION = 0.6;
/** A small pull towards the nearest enemy, so that with no shot anywhere it closes in. */
const APPROACH = 0.05;

/** A decision and, in words, why it was taken: the table shows the line (issue 14, item 2). */
export interface Decision {
  action: Action;
  why: string;
}

/**
 * Issue 14, normal: greedy, by expected damage dealt and taken, every figure from the engine's
 * own attack resolution. It moves where its best shot is strongest and the enemies' weakest
 * (which is what cover, G4–G7, and a higher rank, E1–E2, change), shoots the target worth most,
 * spends a chip only where it changes the outcome, defends with the card that saves most, and
 * heals when low. It reads only its side's view, and no chance: the seed and budget go unused.
 */
export function normalLevel(view: SideView, _seed = 0, _budget = 0): Action | null {
  return normalDecision(view)?.action ?? null;
}

export function normalDecision(view: SideView): Decision | null {
  const who = decider(view);
  if (!who) return null;
  const state = view.state;
  const me = state.combatants[who]!;
  const legal = legalActions(state, who).actions;
  if (legal.length === 0) return null;
  const situation = situationOf(state);
  if (situation.kind === 'defense') return chooseDefense(state, me, legal);
  if (situation.kind === 'checkCard') return chooseCheckCard(me, legal);
  if (situation.kind === 'turn' && situation.phase === 'movement')
    return chooseMove(view, me, legal);
  if (situation.kind === 'turn' && situation.phase === 'action')
    return chooseAttack(view, me, legal);
  const draw = legal.find((a) => a.type === DRAW.type);
  return draw ? { action: draw, why: 'draws back up to a full hand (K1)' } : null;
}

interface Ranked {
  action: Action;
  worth: number;
}

/**
 * The normal level's best few choices in a turn's Movement or Action phase, best first, its own
 * pick always among them: what the hard level looks further into (hardLevel.ts). Elsewhere (a
 * defence, a check, the draw) only the normal pick.
 */
export function normalShortlist(view: SideView, size: number): Action[] {
  const who = decider(view);
  const situation = situationOf(view.state);
  if (!who || situation.kind !== 'turn' || situation.phase === 'draw') {
    const only = normalDecision(view);
    return only ? [only.action] : [];
  }
  const me = view.state.combatants[who]!;
  const legal = legalActions(view.state, who).actions;
  const ranked: Ranked[] = [];
  const pick =
    situation.phase === 'movement'
      ? chooseMove(view, me, legal, ranked)
      : chooseAttack(view, me, legal, ranked);
  if (!pick) return [];
  ranked.sort((a, b) => b.worth - a.worth);
  // Distinct choices: one per square, door, or target and means (chip variants of one shot are
  // the normal level's to weigh), and passing always among them, as the baseline.
  const kind = (a: Action) =>
    a.type === DECLARE_ATTACK.type
      ? `${a.type}:${a.target}:${a.card ?? 'weapon'}`
      : JSON.stringify(a);
  const list = [pick.action];
  const seen = new Set([kind(pick.action)]);
  const pass = ranked.find((r) => r.action.type === END_PHASE.type);
  for (const { action } of ranked) {
    if (list.length >= size - (pass && !seen.has(kind(pass.action)) ? 1 : 0)) break;
    if (!seen.has(kind(action))) list.push(action);
    seen.add(kind(action));
  }
  if (pass && !seen.has(kind(pass.action))) list.push(pass.action);
  return list;
}

function cardKept(me: Combatant, card: string | undefined): number {
  if (card === undefined) return 0;
  const c = me.cards[card]!;
  return CARD_KEPT * Math.max(c.attack, c.defend);
}

/** A3, H2: the Defend card and chips that leave it worst off the least, the attack known. */
function chooseDefense(state: GameState, me: Combatant, legal: Action[]): Decision | null {
  let best: { action: Action; loss: number; hp: number } | null = null;
  for (const action of legal) {
    if (action.type !== DEFEND.type) continue;
    const defend = action.card !== undefined ? me.cards[action.card]!.defend : 0;
    const chips = action.chips?.defense ?? 0;
    const r = defendedAttack(state, defend, chips);
    const loss =
      hitWorth({ hp: r.hpDamage, gear: r.absorbed, kill: r.dead ? 1 : 0 }) +
      cardKept(me, action.card) +
      CHIP_KEPT * chips;
    if (!best || loss < best.loss) best = { action, loss, hp: r.hpDamage };
  }
  if (!best) return null;
  const a = best.action as DefendAction;
  const card = a.card !== undefined ? me.cards[a.card]!.name : 'no card';
  return { action: a, why: `defends with ${card}: ${best.hp} HP lost` };
}

/** S2: the check's card with the highest Attack, as the simple level plays it. */
function chooseCheckCard(me: Combatant, legal: Action[]): Decision | null {
  let best: PlayCheckCardAction | null = null;
  for (const action of legal) {
    if (action.type !== PLAY_CHECK_CARD.type || action.chips) continue;
    if (!best || me.cards[action.card]!.attack > me.cards[best.card]!.attack) best = action;
  }
  return best ? { action: best, why: `plays ${me.cards[best.card]!.name} for the check` } : null;
}

function enemiesOf(state: GameState, me: Combatant): Combatant[] {
  return Object.values(state.combatants).filter((c) => c.side !== me.side && !isDown(c));
}

/**
 * How good a square is for `me` this turn: the best shot from it, less the shots every standing
 * enemy could take at it from where they stand (each against `me`'s best Defend card), less a
 * small pull towards the nearest enemy.
 */
function squareWorth(
  view: SideView,
  me: Combatant,
  at: Square,
): { worth: number; shot: number; threat: number } {
  const state = view.state;
  const enemies = enemiesOf(state, me);
  let shot = 0;
  let threat = 0;
  let nearest = Infinity;
  for (const enemy of enemies) {
    const mine = bestHit(view, me, at, enemy, enemy.at);
    if (mine) shot = Math.max(shot, hitWorth(mine));
    const theirs = bestHit(view, enemy, enemy.at, me, at);
    if (theirs) threat += hitWorth(theirs);
    nearest = Math.min(nearest, distance(at, enemy.at));
  }
  const pull = Number.isFinite(nearest) ? APPROACH * nearest : 0;
  return { worth: shot - CAUTION * threat - pull, shot, threat };
}

/** M1–M3: the best square within reach, or staying put; a door is opened or shut if that is better. */
function chooseMove(
  view: SideView,
  me: Combatant,
  legal: Action[],
  ranked?: Ranked[],
): Decision | null {
  const state = view.state;
  const here = squareWorth(view, me, me.at);
  const jump = new Map<string, number>();
  for (const r of reachable(state.map, movingUnit(state, me), othersFor(state, me), state.options))
    jump.set(`${r.at[0]},${r.at[1]}`, r.jumpDamage);
  const stay = legal.find((a) => a.type === END_PHASE.type);
  let best: { action: Action; worth: number; shot: number; threat: number; at: Square } | null =
    stay ? { action: stay, ...here, at: me.at } : null;
  if (stay) ranked?.push({ action: stay, worth: here.worth });
  for (const action of legal) {
    if (action.type !== MOVE.type) continue;
    const to = action.path[action.path.length - 1]!;
    const w = squareWorth(view, me, to);
    const worth = w.worth - (jump.get(`${to[0]},${to[1]}`) ?? 0);
    ranked?.push({ action, worth });
    if (!best || worth > best.worth + 1e-9) best = { action, ...w, worth, at: to };
  }
  for (const action of legal) {
    if (action.type !== TOGGLE_DOOR.type || !best) continue;
    const next = applyAction(state, action);
    if (!next.ok) continue;
    const after = squareWorth({ side: view.side, state: next.state }, me, me.at);
    ranked?.push({ action, worth: after.worth });
    if (after.worth > best.worth + 0.5) best = { action, ...after, at: me.at };
  }
  if (!best) return null;
  const threat = `the shots it may take ${here.threat.toFixed(1)} → ${best.threat.toFixed(1)}`;
  const why =
    best.action.type === TOGGLE_DOOR.type
      ? `works the door: the shot it may take drops from ${here.threat.toFixed(1)} to ${best.threat.toFixed(1)}`
      : best.action.type === MOVE.type
        ? `${movedInWords(state, me, best.at)}: best shot ${best.shot.toFixed(1)}, ${threat}`
        : `stays: best shot ${best.shot.toFixed(1)}, the shots it may take ${best.threat.toFixed(1)}`;
  return { action: best.action, why };
}

/**
 * A move as the table reads it (issue 14: "takes cover behind the trough"): the cover or the
 * height it gains against the enemy who threatened it most where it stood, as the engine judges
 * them (coverBetween: G4–G7, E1–E2), or only the square.
 */
function movedInWords(state: GameState, me: Combatant, to: Square): string {
  const square = squareName(to);
  let worst: { enemy: Combatant; threat: number } | null = null;
  for (const enemy of enemiesOf(state, me)) {
    const before = coverBetween(state.map, enemy.at, me.at, {}, state.options);
    if (!before.los) continue;
    const threat = 1 / (1 + distance(enemy.at, me.at)) + (before.cover ? 0 : 1);
    if (!worst || threat > worst.threat) worst = { enemy, threat };
  }
  if (!worst) return `moves to ${square}`;
  const after = coverBetween(state.map, worst.enemy.at, to, {}, state.options);
  if (!after.los) return `moves to ${square}, out of ${worst.enemy.name}'s sight`;
  const behind = after.cover ? after.objects.find((o) => o.status === 'counted') : undefined;
  if (behind)
    return `takes cover behind ${behind.name ?? `the ${behind.kind}`} from ${worst.enemy.name}, at ${square}`;
  if (after.targetRank > after.attackerRank)
    return `climbs to ${square}, above ${worst.enemy.name}`;
  return `moves to ${square}`;
}

/**
 * A1–A9: the attack worth most, judged through the engine: each declaration is applied, and its
 * resolution read for every Defend card the target may play. A chip or a card is spent only
 * when the hit gains more than it is worth kept. Low on HP with nothing worth shooting, it heals.
 */
function chooseAttack(
  view: SideView,
  me: Combatant,
  legal: Action[],
  ranked?: Ranked[],
): Decision | null {
  const state = view.state;
  let best: { action: Action; worth: number; hit: Hit; target: Combatant } | null = null;
  for (const action of legal) {
    if (action.type !== DECLARE_ATTACK.type) continue;
    const target = state.combatants[action.target]!;
    if (target.side === me.side) continue;
    const declared = applyAction(state, action);
    if (!declared.ok || !declared.state.attack) continue;
    const hit = { hp: 0, gear: 0, kill: 0 };
    for (const { value, p } of coarse(defendOdds(view, target))) {
      const r = defendedAttack(declared.state, value, 0);
      hit.hp += p * r.hpDamage;
      hit.gear += p * r.absorbed;
      hit.kill += r.dead ? p : 0;
    }
    const chips = (action.chips?.attack ?? 0) + (action.chips?.range ?? 0);
    const ammo = action.ammo !== undefined ? CARD_KEPT * 2 : 0;
    const worth = hitWorth(hit) - CHIP_KEPT * chips - cardKept(me, action.card) - ammo;
    ranked?.push({ action, worth });
    if (!best || worth > best.worth + 1e-9) best = { action, worth, hit, target };
  }
  const heal = healWhenLow(me, legal);
  const end = legal.find((a) => a.type === END_PHASE.type);
  if (end) ranked?.push({ action: end, worth: 0 });
  if (heal) ranked?.push({ action: heal.action, worth: 0 });
  if (best && best.worth > 0) {
    const a = best.action as DeclareAttackAction;
    const means = a.card !== undefined ? me.cards[a.card]!.name : (me.weapon ?? 'its weapon');
    const chips = (a.chips?.attack ?? 0) + (a.chips?.range ?? 0);
    return {
      action: a,
      why:
        `shoots ${best.target.name} with ${means}: about ${best.hit.hp.toFixed(1)} HP` +
        (best.hit.kill > 0 ? `, ${Math.round(best.hit.kill * 100)}% to drop them` : '') +
        (chips > 0 ? `, ${chips} chip${chips > 1 ? 's' : ''} for it` : ''),
    };
  }
  if (heal) return heal;
  return end ? { action: end, why: 'no shot worth taking' } : null;
}

/** At half HP or less, the strongest healing it carries, on itself (W2: items). */
function healWhenLow(me: Combatant, legal: Action[]): Decision | null {
  if (me.hp.hpLeft * 2 > me.hp.max) return null;
  let best: { action: Action; heal: number } | null = null;
  for (const action of legal) {
    if (action.type !== USE_ITEM.type || action.target !== undefined) continue;
    const heal = ITEMS.find((i) => i.name === action.item)?.heal ?? 0;
    if (heal > 0 && (!best || heal > best.heal)) best = { action, heal };
  }
  return best ? { action: best.action, why: `heals: ${me.hp.hpLeft}/${me.hp.max} HP` } : null;
}
