import { chooseAction as simplePolicy } from './simpleAi.ts';
import type { Action } from '../game/actions.ts';
import { applyAction } from '../game/applyAction.ts';
import type { GameState } from '../game/gameState.ts';
import { pendingActor } from '../game/pendingActor.ts';
import { isDown } from '../game/queries.ts';
import { createRng } from '../game/rng.ts';
import { dealUnseen } from './dealUnseen.ts';
import { decider } from './decider.ts';
import { normalShortlist } from './normalLevel.ts';
import type { SideView } from './sideView.ts';

/** Playouts a decision gets by default: the budget is a count, not a time (issue 14). */
export const HARD_BUDGET = 48;
/** The normal level's best few choices that the playouts judge between. */
const SHORTLIST = 4;
/** Actions a playout runs past the choice: about one round of a six-a-side table. */
const HORIZON = 60;

/**
 * Issue 14, hard: looks ahead with seeded simulations of the real engine. The normal level names
 * its best few choices; for each, the budget's playouts each deal a game the view allows (the
 * hidden cards sampled from those not seen, dealUnseen), apply the choice, and play on through
 * applyAction for about a round with the simple policy on both sides. The choice that leaves its
 * side best off on average is taken (determinized flat Monte Carlo: the samples are shared by all
 * choices, so they are compared on the same deals). The same view, seed and budget give the same
 * choice on any machine.
 */
export function hardLevel(view: SideView, seed: number, budget = HARD_BUDGET): Action | null {
  if (!decider(view)) return null;
  const choices = normalShortlist(view, SHORTLIST);
  if (choices.length <= 1 || budget < choices.length) return choices[0] ?? null;
  const samples: GameState[] = [];
  let rng = createRng(seed);
  const perChoice = Math.floor(budget / choices.length);
  for (let i = 0; i < perChoice; i++) {
    let sample: GameState;
    [sample, rng] = dealUnseen(view, rng);
    samples.push(sample);
  }
  let best: { action: Action; score: number } | null = null;
  for (const action of choices) {
    let score = 0;
    for (const sample of samples) score += playedOn(sample, action, view.side);
    // Ties keep the normal level's order: its pick comes first.
    if (!best || score > best.score + 1e-9) best = { action, score };
  }
  return best!.action;
}

/**
 * The state after `action` and the playout past it, scored for `side`: a playout ends a
 * character's movement where the choice left it (its square is what is being judged), then both
 * sides play the simple policy.
 */
function playedOn(
  sample: GameState,
  action: Action,
  side: GameState['combatants'][string]['side'],
): number {
  const first = applyAction(sample, action);
  if (!first.ok) return -Infinity;
  let state = first.state;
  const who = 'who' in action ? action.who : undefined;
  for (let step = 0; step < HORIZON; step++) {
    const pending = pendingActor(state);
    if (pending.kind === 'dealer' && pending.why === 'ended') break;
    let next: Action | null =
      pending.kind === 'character' &&
      pending.who === who &&
      state.turn?.who === who &&
      state.turn.flow.value === 'movement' &&
      action.type === 'MOVE'
        ? { type: 'END_PHASE', who }
        : simplePolicy(state);
    if (!next) break;
    let result = applyAction(state, next);
    if (!result.ok) {
      next = pending.kind === 'character' ? { type: 'END_PHASE', who: pending.who } : null;
      if (!next) break;
      result = applyAction(state, next);
      if (!result.ok) break;
    }
    state = result.state;
  }
  return standingScore(state, side);
}

/** How well `side` stands: HP kept against HP left to the other side, a fall counting double. */
export function standingScore(
  state: GameState,
  side: GameState['combatants'][string]['side'],
): number {
  let score = 0;
  for (const id in state.combatants) {
    const c = state.combatants[id]!;
    const share = isDown(c) ? -1 : c.hp.hpLeft / Math.max(1, c.hp.max);
    score += c.side === side ? share : -share;
  }
  return score;
}
