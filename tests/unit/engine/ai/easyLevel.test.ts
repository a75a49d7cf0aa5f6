import { describe, expect, it } from 'vitest';
import { easyLevel } from '../../../../engine/ai/easyLevel.ts';
import { playOut } from '../../../../engine/ai/playOut.ts';
import { sideView } from '../../../../engine/ai/sideView.ts';
import { expectFromLegalActions } from './fromLegalActions.ts';
import { pendingActor } from '../../../../engine/game/pendingActor.ts';
import { applyAction } from '../../../../engine/game/applyAction.ts';
import { startEncounter } from '../../../bench/benchEncounter.ts';
import { withHiddenCardsDealtAgain } from './hiddenCards.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import { DECLARE_ATTACK } from '../../../../engine/game/records/declareAttack.ts';

/** The bench encounter, played on to its first character's turn. */
function atFirstTurn(seed: number) {
  let state = startEncounter(seed);
  while (pendingActor(state).kind !== 'character') {
    const result = applyAction(state, { type: BEGIN_TURNS.type });
    if (!result.ok) throw new Error(result.message);
    state = result.state;
  }
  return state;
}

describe('the easy level (issue 14)', () => {
  it('offers only actions legalActions offers, over whole seeded encounters', () => {
    for (const seed of [1, 2, 3]) {
      const checked = (view: Parameters<typeof easyLevel>[0], s: number) => {
        const action = easyLevel(view, s);
        if (action) expectFromLegalActions(view.state, action);
        return action;
      };
      const result = playOut(startEncounter(seed), { pc: checked, npc: checked }, seed, 0);
      expect(result.end).not.toBe('stuck');
      expect(result.state.encounter.value).toBe('ended');
    }
  });

  it('answers only for its own side, and returns null when the game waits on no one of it', () => {
    const state = atFirstTurn(4);
    const pending = pendingActor(state);
    if (pending.kind !== 'character') throw new Error('no character is pending');
    const mine = state.combatants[pending.who]!.side;
    const theirs = mine === 'pc' ? 'npc' : 'pc';
    expect(easyLevel(sideView(state, mine), 1)).not.toBeNull();
    expect(easyLevel(sideView(state, theirs), 1)).toBeNull();
    expect(easyLevel(sideView(startEncounter(4), mine), 1)).toBeNull();
  });

  it('is the same decision for the same view and seed, whatever the other side holds', () => {
    const state = atFirstTurn(5);
    const pending = pendingActor(state);
    if (pending.kind !== 'character') throw new Error('no character is pending');
    const side = state.combatants[pending.who]!.side;
    const other = withHiddenCardsDealtAgain(state, side, 99);
    for (let seed = 0; seed < 20; seed++)
      expect(easyLevel(sideView(other, side), seed)).toEqual(
        easyLevel(sideView(state, side), seed),
      );
  });

  it('attacks more often than not when it can', () => {
    // Play until some easy player can shoot, then count its choices there over many seeds.
    let found = 0;
    const counting = (view: Parameters<typeof easyLevel>[0], s: number) => {
      const action = easyLevel(view, s);
      if (found === 0 && action && view.state.turn?.flow.value === 'action') {
        const attacks = [];
        for (let seed = 0; seed < 200; seed++)
          if (easyLevel(view, seed)?.type === DECLARE_ATTACK.type) attacks.push(seed);
        if (attacks.length > 0) found = attacks.length;
      }
      return action;
    };
    playOut(startEncounter(6), { pc: counting, npc: counting }, 6, 0);
    expect(found).toBeGreaterThan(120);
  });
});
