import { chooseAction as simplePolicy } from './simpleAi.ts';
import type { Action } from '../game/actions.ts';
import { applyAction } from '../game/applyAction.ts';
import { legalActions } from '../game/legalActions.ts';
import type { GameState } from '../game/gameState.ts';
import { pendingActor } from '../game/pendingActor.ts';
import { encounterContext, isDown, movingUnit } from '../game/queries.ts';
import { reachable } from '../grid/reachable.ts';
import type { Square } from '../model/geometry.ts';
import { createRng } from '../game/rng.ts';
import { situationOf } from '../game/situation.ts';
import { boldestMove, distanceToFight } from './boldestMove.ts';
import { dealUnseen } from './dealUnseen.ts';
import { decider } from './decider.ts';
import { normalShortlist } from './normalLevel.ts';
import { DRAW_AFTER_ROUNDS } from '../game/practiceResult.ts';
import { ucbPick, type Branch } from './searchBranch.ts';
import type { Side, SideView } from './sideView.ts';
import { END_PHASE } from '../game/records/endPhase.ts';
import { MOVE } from '../game/records/move.ts';
import { TOGGLE_DOOR } from '../game/records/toggleDoor.ts';

/** Playouts a decision gets by default: the budget is a count, not a time (issue 14). */
export const HARD_BUDGET = 48;

/** The knobs of the look-ahead, named so the strength benchmark can weigh one set against another. */
export interface HardTuning {
  /** The normal level's best few choices that the playouts judge between. */
  shortlist: number;
  /** Actions a playout runs past the choice (60: about one round of a six-a-side table). */
  horizon: number;
  /**
   * What a loss of its own weighs against the same loss dealt: below 1 the level is bold. A draw
   * is only half a win (issue 14, item 5), so trading evenly beats waiting in cover for ever.
   */
  caution: number;
  /** The caution left by the last rounds before the draw is called: it grows bolder as they near. */
  lateCaution: number;
  /** Also weigh the simple policy's choice, which closes in and shoots: the normal level never rushes. */
  closeIn: boolean;
  /**
   * In the playouts the other side keeps its squares and only shoots: a careful rival waits in
   * cover, so a choice that needs it to walk into range is judged as the standoff it would be.
   */
  rivalHolds: boolean;
  /**
   * Spend the budget by successive halving: every choice gets a few playouts, the worse half is
   * dropped, and the rest get more, so the playouts go to the choices still in the running.
   */
  halving: boolean;
  /** Also weigh every door it can work: the normal level opens one only to take cover. */
  doors: boolean;
  /**
   * A pull, per square, of each of its characters towards the nearest enemy at a playout's end,
   * doubled by the time the draw nears: two careful sides in cover would otherwise wait the
   * twenty rounds out, and a draw is worth half.
   */
  press: number;
  /** Also weigh the square with the best shot whatever may come back (boldestMove). */
  boldest: boolean;
  /**
   * Of choices the playouts score alike (nobody in sight of anyone within the horizon: a
   * standoff behind walls), take the one that ends nearest the enemy on foot, doors opened: a
   * draw is only half a win, and two careful sides out of sight would wait the twenty rounds out.
   */
  closeOnTies: boolean;
  /**
   * Grow a search tree below each choice (Monte Carlo tree search): where a choice leaves the
   * same character to decide on without chance (a move, or staying put, before its Action
   * phase), that next decision becomes a node of its own, its options the normal level's
   * shortlist there, chosen between by UCB1 over the playouts that pass through it. Off, the
   * playout's simple policy makes that decision, and the search is flat.
   */
  tree: boolean;
  /** Playouts through a choice before its next decision is expanded into a node. */
  expandAfter: number;
  /** UCB1's exploration constant, in standing points (a character's whole HP is one). */
  exploration: number;
  /**
   * Progressive widening: a node's options are opened one by one, best first by the normal
   * level's ranking, the k-th once the node has had about (k / widening)² playouts, so a small
   * budget is not spread thin over options that are seldom best.
   */
  widening: number;
}

/** Scores this close are the same outcome, summed in another order. */
const TIE = 1e-6;

/**
 * The tuning the strength benchmark chose (issue 14, item 5): bold, bolder still as the draw
 * nears, two rounds of look-ahead, and a rival that waits in cover in the playouts. The boldest
 * square, the pull to the fight and successive halving measured no better (30 encounters a
 * variant against the normal level), so they stay off. Closing in on ties (with the doors it
 * opens on the way) took Red Dog Saloon, indoors, from 30 draws in 30 against the normal level
 * to 27 wins in 30: the two sides waited in their rooms for the twentieth round. The tree below
 * a move (its Action phase a node of its own) played even with the flat search it replaced, 43.5
 * of 90 head to head, and 0.67 against the normal level in 90 as the flat one did; exploration
 * 1 (0.63) spread the few playouts over shots seldom worth taking, so it is 0.25.
 */
export const HARD_TUNING: HardTuning = {
  shortlist: 4,
  horizon: 120,
  caution: 0.6,
  lateCaution: 0,
  closeIn: true,
  rivalHolds: true,
  halving: false,
  doors: false,
  press: 0,
  boldest: false,
  closeOnTies: true,
  tree: true,
  expandAfter: 1,
  exploration: 0.25,
  widening: 1,
};

/**
 * Issue 14, hard: looks ahead with seeded simulations of the real engine, by Monte Carlo tree
 * search over determinized deals (information-set MCTS: each playout deals a game the view allows,
 * the hidden cards sampled from those not seen, dealUnseen). The normal level names its best few
 * choices, and the simple policy its bolder one. Every choice is played in the same deals (common
 * random numbers: a budget of 48 is too small for UCB1 to tell choices apart on deals of their
 * own), and below a choice the tree grows where the same character decides on without chance: a
 * move, or staying put, leads to its Action phase, a node whose options (the shortlist there) UCB1
 * picks between, widened one option at a time. Past the tree each playout runs on through
 * applyAction for HARD_TUNING's horizon with the simple policy, and is backed up along its path.
 * The choice that leaves its side best off on average is taken, its own losses weighed less than
 * those it deals, and less still as the draw nears. The same view, seed and budget give the same
 * choice on any machine.
 */
export function hardLevel(view: SideView, seed: number, budget = HARD_BUDGET): Action | null {
  return hardLevelWith(HARD_TUNING)(view, seed, budget);
}

/**
 * How the hard level came to its choice, for its "why" line (levelDecision.ts): `only` when
 * there was nothing to weigh (one choice, or too few playouts for all), `best` when the playouts
 * put it first, `tie` when they could not tell it from the best and it was taken for ending
 * nearest the enemy. `gain` is how much better off, on average over the playouts, its side stood
 * after it than after the normal level's own pick (the shortlist's first), in standing points.
 */
export interface HardJudgement {
  action: Action;
  how: 'only' | 'best' | 'tie';
  gain: number;
}

export function hardJudgement(
  view: SideView,
  seed: number,
  budget = HARD_BUDGET,
): HardJudgement | null {
  return judgeWith(HARD_TUNING)(view, seed, budget);
}

export function hardLevelWith(
  tuning: HardTuning,
): (view: SideView, seed: number, budget?: number) => Action | null {
  const judge = judgeWith(tuning);
  return (view, seed, budget = HARD_BUDGET) => judge(view, seed, budget)?.action ?? null;
}

function judgeWith(
  tuning: HardTuning,
): (view: SideView, seed: number, budget?: number) => HardJudgement | null {
  return (view, seed, budget = HARD_BUDGET) => {
    if (!decider(view)) return null;
    const choices = candidates(view, tuning);
    if (choices.length === 0) return null;
    if (choices.length <= 1 || budget < choices.length)
      return { action: choices[0]!, how: 'only', gain: 0 };
    const weights = weightsAt(view.state, tuning);
    let rng = createRng(seed);
    const deal = (n: number): GameState[] => {
      const samples: GameState[] = [];
      for (let i = 0; i < n; i++) {
        let sample: GameState;
        [sample, rng] = dealUnseen(view, rng);
        samples.push(sample);
      }
      return samples;
    };
    const judged: Branch[] = choices.map((action) => ({ action, score: 0, played: 0 }));
    const play = (alive: typeof judged, samples: GameState[]) => {
      for (const j of alive)
        for (const sample of samples) {
          j.score += searched(view, j, sample, tuning, weights, heldMover(j.action));
          j.played += 1;
        }
    };
    let alive = judged;
    if (!tuning.halving) play(alive, deal(Math.floor(budget / choices.length)));
    else {
      const perRound = Math.floor(budget / Math.ceil(Math.log2(choices.length)));
      while (alive.length > 1) {
        const n = Math.floor(perRound / alive.length);
        if (n < 1) break;
        play(alive, deal(n));
        // A stable sort: ties keep the normal level's order, its pick first.
        alive = [...alive].sort((a, b) => b.score - a.score);
        alive = alive.slice(0, Math.ceil(alive.length / 2));
      }
    }
    let best: (typeof judged)[number] | null = null;
    for (const j of alive) if (!best || j.score > best.score + 1e-9) best = j;
    const mean = (j: (typeof judged)[number]) => (j.played > 0 ? j.score / j.played : 0);
    const gainOver = (j: (typeof judged)[number]) => {
      const g = mean(j) - mean(judged[0]!);
      return Number.isFinite(g) ? g : 0;
    };
    if (!tuning.closeOnTies) return { action: best!.action, how: 'best', gain: gainOver(best!) };
    // Choices the playouts cannot tell apart: the one that ends nearest the enemy, on foot.
    const tied = alive.filter((j) => j.score >= best!.score - TIE);
    if (tied.length <= 1) return { action: best!.action, how: 'best', gain: gainOver(best!) };
    const action = nearestOnFoot(
      view,
      tied.map((j) => j.action),
    );
    const taken = tied.find((j) => j.action === action) ?? best!;
    return { action, how: 'tie', gain: gainOver(taken) };
  };
}

/** The normal level's shortlist, and the simple policy's bolder choice when tuned to weigh it. */
function candidates(view: SideView, tuning: HardTuning): Action[] {
  const list = normalShortlist(view, tuning.shortlist);
  const situation = situationOf(view.state);
  if (list.length === 0 || situation.kind !== 'turn' || situation.phase === 'draw') return list;
  // Every choice is one of legalActions' own (issue 14): another policy's pick is weighed as the
  // listed action it equals (a move, as the listed move to the same square, by the engine's
  // path), and not at all when none does.
  const listed = new Map(
    legalActions(view.state, decider(view)!).actions.map((a) => [actionKey(a), a]),
  );
  const seen = new Set(list.map(actionKey));
  const add = (a: Action | null) => {
    const own = a ? listed.get(actionKey(a)) : undefined;
    if (!own || seen.has(actionKey(own))) return;
    seen.add(actionKey(own));
    list.push(own);
  };
  // The simple policy reads only the positions and the acting character's own cards.
  const bold = tuning.closeIn ? simplePolicy(view.state) : null;
  if (bold?.type !== END_PHASE.type) add(bold);
  if (tuning.boldest && situation.phase === 'movement') add(boldestMove(view, decider(view)!));
  if (tuning.doors || tuning.closeOnTies)
    for (const a of listed.values()) if (a.type === TOGGLE_DOOR.type) add(a);
  if (tuning.closeOnTies && situation.phase === 'movement')
    add(approachMove(view, listed.values()));
  return list;
}

/**
 * An action as a key that does not depend on the order its fields were written in; a move's, on
 * its path either: only where it ends.
 */
function actionKey(action: Action): string {
  const keyed =
    action.type === MOVE.type ? { ...action, path: action.path[action.path.length - 1] } : action;
  return JSON.stringify(keyed, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}

/**
 * How far each square is from the nearest standing enemy of the decider, on foot: the map's
 * doors all open (they can be opened), nobody in the way.
 */
function walkingDistances(view: SideView): (at: Square) => number {
  const state = view.state;
  const me = state.combatants[decider(view)!]!;
  const open = { ...state.map, doors: state.map.doors.map((d) => ({ ...d, open: true })) };
  const far = new Map<number, number>();
  const w = state.map.size[0];
  for (const enemy of Object.values(state.combatants)) {
    if (enemy.side === me.side || isDown(enemy)) continue;
    const unit = { ...movingUnit(state, enemy), speed: Number.MAX_SAFE_INTEGER };
    for (const r of reachable(open, unit, [], state.options)) {
      const key = r.at[1] * w + r.at[0];
      far.set(key, Math.min(far.get(key) ?? Infinity, r.cost));
    }
  }
  return (at) => far.get(at[1] * w + at[0]) ?? Infinity;
}

/**
 * How far a choice leaves its mover from the fight (walkingDistances): a move, from where it
 * ends; the opening of a closed door, half a square nearer than staying, as the way on is then
 * open; anything else, from where it stands.
 */
function onFootAfter(view: SideView, far: (at: Square) => number, action: Action): number {
  const state = view.state;
  const me = state.combatants[decider(view)!]!;
  if (action.type === MOVE.type) return far(action.path[action.path.length - 1]!);
  const here = far(me.at);
  if (action.type === TOGGLE_DOOR.type) {
    const door = state.map.doors[action.door];
    if (door && !door.open) return here - 0.5;
  }
  return here;
}

/** Of the choices, the one that leaves its mover nearest the fight on foot; the first of equals. */
function nearestOnFoot(view: SideView, choices: readonly Action[]): Action {
  const far = walkingDistances(view);
  let best = choices[0]!;
  for (const a of choices) if (onFootAfter(view, far, a) < onFootAfter(view, far, best)) best = a;
  return best;
}

/** The listed move that ends nearest the fight on foot, when it is nearer than staying. */
function approachMove(view: SideView, listed: Iterable<Action>): Action | null {
  const far = walkingDistances(view);
  const me = view.state.combatants[decider(view)!]!;
  let best: Action | null = null;
  let nearest = far(me.at);
  for (const a of listed) {
    if (a.type !== MOVE.type) continue;
    const d = far(a.path[a.path.length - 1]!);
    if (d < nearest) [best, nearest] = [a, d];
  }
  return best;
}

/** How near the draw is: 0 in the first round, 1 in the last before it is called. */
function lateness(state: GameState): number {
  return Math.min(1, Math.max(0, (encounterContext(state).round - 1) / (DRAW_AFTER_ROUNDS - 1)));
}

/** The weights a decision's playouts are scored by, bolder as the draw nears. */
interface Weights {
  caution: number;
  press: number;
}

function weightsAt(state: GameState, tuning: HardTuning): Weights {
  const late = lateness(state);
  return {
    caution: tuning.caution + (tuning.lateCaution - tuning.caution) * late,
    press: tuning.press * (1 + late),
  };
}

/** Choices whose outcome is the same in every deal: the tree grows past them, not past a shot. */
const SURE_CHOICES: ReadonlySet<Action['type']> = new Set([
  MOVE.type,
  END_PHASE.type,
  TOGGLE_DOOR.type,
]);

/**
 * The state after a choice: a move ends its mover's movement where it stops (a playout judges
 * the square, not a walk on from it), so its next decision is its Action phase. Null when refused.
 */
function afterChoice(state: GameState, action: Action): GameState | null {
  const first = applyAction(state, action);
  if (!first.ok) return null;
  if (action.type !== MOVE.type || first.state.turn?.who !== action.who) return first.state;
  if (first.state.turn.flow.value !== 'movement') return first.state;
  const ended = applyAction(first.state, { type: END_PHASE.type, who: action.who });
  return ended.ok ? ended.state : first.state;
}

/** Who the playouts keep on its square: the mover of a move choice (its square is judged). */
function heldMover(action: Action): string | undefined {
  return action.type === MOVE.type ? action.who : undefined;
}

/**
 * The decision a sure choice leaves its character (in the view, as no deal changes it): its
 * Action phase after a move or staying put, with the options the hard level weighs anywhere.
 * Null past a shot, a door (its Movement goes on: the playout's policy walks it), or a turn's end.
 */
function grown(view: SideView, action: Action, tuning: HardTuning): Branch['next'] {
  if (!SURE_CHOICES.has(action.type)) return null;
  const state = afterChoice(view.state, action);
  if (!state) return null;
  const next: SideView = { side: view.side, state };
  const who = decider(next);
  if (!who || who !== ('who' in action ? action.who : undefined)) return null;
  if (state.turn?.who !== who || state.turn.flow.value !== 'action') return null;
  const options = candidates(next, tuning).map((a) => ({ action: a, score: 0, played: 0 }));
  return options.length > 1 ? { view: next, options } : null;
}

/**
 * One playout through `branch` in one deal, scored for the view's side (MCTS: selection down the
 * grown nodes by UCB1, expansion once a branch has had `expandAfter` playouts, the simulation by
 * the simple policy, and the score backed up into every branch passed on the way down).
 */
function searched(
  view: SideView,
  branch: Branch,
  sample: GameState,
  tuning: HardTuning,
  weights: Weights,
  held: string | undefined,
): number {
  const after = afterChoice(sample, branch.action);
  if (!after) return -Infinity;
  if (tuning.tree && branch.next === undefined && branch.played >= tuning.expandAfter)
    branch.next = grown(view, branch.action, tuning);
  const node = branch.next;
  if (!node) return playedOn(after, view.side, tuning, weights, held);
  const pick = ucbPick(node.options, branch.played, tuning.exploration, tuning.widening);
  const value = searched(node.view, pick, after, tuning, weights, held);
  pick.score += value;
  pick.played += 1;
  return value;
}

/**
 * The playout on from the state after a choice, scored for `side`: both sides play the simple
 * policy, the mover of a move choice (`held`) ending its Movement where the choice left it, and
 * the rival's characters keeping their squares when tuned so.
 */
function playedOn(
  start: GameState,
  side: Side,
  tuning: HardTuning,
  weights: Weights,
  held: string | undefined,
): number {
  let state = start;
  for (let step = 0; step < tuning.horizon; step++) {
    const pending = pendingActor(state);
    if (pending.kind === 'dealer' && pending.why === 'ended') break;
    const holds =
      pending.kind === 'character' &&
      state.turn?.who === pending.who &&
      state.turn.flow.value === 'movement' &&
      (pending.who === held || (tuning.rivalHolds && state.combatants[pending.who]!.side !== side));
    let next: Action | null = holds
      ? { type: END_PHASE.type, who: pending.who }
      : simplePolicy(state);
    if (!next) break;
    let result = applyAction(state, next);
    if (!result.ok) {
      next = pending.kind === 'character' ? { type: END_PHASE.type, who: pending.who } : null;
      if (!next) break;
      result = applyAction(state, next);
      if (!result.ok) break;
    }
    state = result.state;
  }
  const kept = standingScore(state, side, weights.caution);
  // The pull's sight lines cost more than the playout's score: not traced when it is off.
  return weights.press > 0 ? kept - weights.press * sideDistanceToFight(state, side) : kept;
}

/** Each standing character of `side`'s distance to a fight (distanceToFight), summed. */
function sideDistanceToFight(state: GameState, side: Side): number {
  let total = 0;
  for (const id in state.combatants) {
    const me = state.combatants[id]!;
    if (me.side === side && !isDown(me)) total += distanceToFight(state, me, me.at);
  }
  return total;
}

/**
 * How well `side` stands: HP kept against HP left to the other side, a fall counting double, its
 * own losses weighed by `caution`.
 */
export function standingScore(state: GameState, side: Side, caution = 1): number {
  let score = 0;
  for (const id in state.combatants) {
    const c = state.combatants[id]!;
    const share = isDown(c) ? -1 : c.hp.hpLeft / Math.max(1, c.hp.max);
    score += c.side === side ? caution * share : -share;
  }
  return score;
}
