import { describe, expect, it } from 'vitest';
import { dealUnseen } from '../../../../engine/ai/dealUnseen.ts';
import { sideView, unseenCards } from '../../../../engine/ai/sideView.ts';
import { applyAction } from '../../../../engine/game/applyAction.ts';
import { createRng } from '../../../../engine/game/rng.ts';
import { startEncounter } from '../../../bench/benchEncounter.ts';
import { withHiddenCardsDealtAgain } from './hiddenCards.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';

const sorted = (cards: readonly string[]) => [...cards].sort();

describe('sideView: what one side may know (issue 14)', () => {
  const state = startEncounter(11);

  it('is the same view for two games that differ only in what the side cannot see', () => {
    const other = withHiddenCardsDealtAgain(state, 'pc', 3);
    const npc = Object.values(state.combatants).find((c) => c.side === 'npc')!;
    expect(other.combatants[npc.id]!.hand).not.toEqual(npc.hand);
    expect(sideView(other, 'pc')).toEqual(sideView(state, 'pc'));
    expect(sideView(other, 'npc')).not.toEqual(sideView(state, 'npc'));
  });

  it("keeps the side's own hand, and the other side's hand size and cards (K1, K5)", () => {
    const view = sideView(state, 'pc');
    for (const id in state.combatants) {
      const real = state.combatants[id]!;
      const seen = view.state.combatants[id]!;
      expect(seen.hand.length).toBe(real.hand.length);
      expect(sorted([...seen.hand, ...seen.deck])).toEqual(sorted([...real.hand, ...real.deck]));
      expect(seen.discard).toEqual(real.discard);
      if (real.side === 'pc') expect(seen.hand).toEqual(real.hand);
      else expect(sorted(unseenCards(view, id))).toEqual(sorted([...real.hand, ...real.deck]));
    }
    expect(unseenCards(view, Object.keys(state.combatants)[0]!)).toEqual([]);
  });

  it("hides the generator's state, which would foretell every shuffle (K4), and the notes", () => {
    const view = sideView({ ...state, notes: 'ambush at the well' }, 'npc');
    expect(view.state.rng.state).not.toBe(state.rng.state);
    expect(view.state.rng.draws).toBe(state.rng.draws);
    expect(view.state.notes).toBe('');
  });

  it("hides the map's Dealer notes, and keeps the rest of the map the rules read", () => {
    const noted = { ...state, map: { ...state.map, dealerNotes: 'Tom waits in the loft' } };
    const view = sideView(noted, 'pc');
    expect(view.state.map.dealerNotes).toBeUndefined();
    expect(JSON.stringify(view)).not.toContain('Tom waits in the loft');
    expect({ ...view.state.map, dealerNotes: 'Tom waits in the loft' }).toEqual(noted.map);
    // One copy per map, so the rules' indexes of it are built once, not at every decision.
    expect(sideView(noted, 'npc').state.map).toBe(view.state.map);
  });
});

describe('dealUnseen: one game behind the view', () => {
  it("deals the unseen cards again, keeps every combatant's cards, and plays on", () => {
    const state = startEncounter(12);
    const view = sideView(state, 'pc');
    const [a] = dealUnseen(view, createRng(1));
    const [b] = dealUnseen(view, createRng(2));
    expect(a).not.toEqual(b);
    for (const id in state.combatants) {
      const real = state.combatants[id]!;
      for (const sample of [a, b]) {
        const c = sample.combatants[id]!;
        expect(c.hand.length).toBe(real.hand.length);
        expect(sorted([...c.hand, ...c.deck])).toEqual(sorted([...real.hand, ...real.deck]));
        if (real.side === 'pc') expect(c.hand).toEqual(real.hand);
      }
    }
    expect(applyAction(a, { type: BEGIN_TURNS.type }).ok).toBe(true);
  });
});
