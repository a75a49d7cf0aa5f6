import type { Action } from '../game/actions.ts';
import { legalActions } from '../game/legalActions.ts';
import { createRng, nextInt, nextRandom } from '../game/rng.ts';
import { decider } from './decider.ts';
import type { SideView } from './sideView.ts';
import { DECLARE_ATTACK } from '../game/records/declareAttack.ts';

/** How often the easy level shoots when it can: often enough to be a threat, not always. */
export const EASY_ATTACK_BIAS = 0.7;

/**
 * Issue 14, easy: a random legal action, with a bias to attack when it can. It picks only from
 * what legalActions offers, so it never breaks a rule; it looks no further than this one choice,
 * so the budget (playouts) is not used. The seed makes the choice repeatable: the same view and
 * seed give the same action on any machine.
 */
export function easyLevel(view: SideView, seed: number, _budget = 0): Action | null {
  const who = decider(view);
  if (!who) return null;
  const { actions } = legalActions(view.state, who);
  if (actions.length === 0) return null;
  const attacks = actions.filter((a) => a.type === DECLARE_ATTACK.type);
  const [roll, rng] = nextRandom(createRng(seed));
  const pool = attacks.length > 0 && roll < EASY_ATTACK_BIAS ? attacks : actions;
  const [pick] = nextInt(rng, pool.length);
  return pool[pick]!;
}
