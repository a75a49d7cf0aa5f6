import { describe, expect, it } from 'vitest';
import { DEALER, PUBLIC, seat } from '../../../../../engine/game/viewer.ts';
import {
  applyTexasAction,
  type TexasAction,
} from '../../../../../engine/modes/texas-shootout/applyTexasAction.ts';
import type { Side } from '../../../../../engine/modes/texas-shootout/board.ts';
import {
  nextToPlace,
  placedCounts,
  createTexasGame,
  type TexasGameState,
} from '../../../../../engine/modes/texas-shootout/texasGame.ts';
import { computerPlacement } from '../../../../../engine/modes/texas-shootout/texasPlacers.ts';
import { texasViewFor } from '../../../../../engine/modes/texas-shootout/texasViews.ts';
import { SHOOT } from '../../../../../engine/modes/texas-shootout/records/shoot.ts';

/**
 * Issue 37, item 3: Texas Shootout's secrecy (TS2) through viewFor: a seat sees its own hand and
 * its own tokens behind the barrier, and nobody else's until the reveal; the table sees neither.
 */
function apply(state: TexasGameState, action: TexasAction): TexasGameState {
  const verdict = applyTexasAction(state, action);
  if (!verdict.ok) throw new Error(verdict.reason);
  return verdict.state;
}

/**
 * A game's every moment worth a look: A part-way through placing, A done and B part-way, both
 * placed (ready), after the shootout, and at the end.
 */
function moments(seed: number): TexasGameState[] {
  let state = createTexasGame(seed);
  const seen: TexasGameState[] = [state];
  while (state.phase !== 'over') {
    if (state.phase === 'ready') {
      seen.push(state);
      state = apply(state, { type: SHOOT.type });
      seen.push(state);
      continue;
    }
    const actions = computerPlacement(state, nextToPlace(state)!);
    actions.forEach((action, i) => {
      state = apply(state, action);
      if (i === 1) seen.push(state);
    });
  }
  seen.push(state);
  return seen;
}

const other = (side: Side): Side => (side === 'A' ? 'B' : 'A');

describe('texasViewFor (issue 37, item 3; TS2)', () => {
  it('gives the Dealer the game, and keeps the generator and the draw order from everyone else', () => {
    for (const state of moments(11)) {
      expect(texasViewFor(state, DEALER)).toBe(state);
      for (const viewer of [PUBLIC, seat('A', ['A']), seat('B', ['B'])] as const) {
        const view = texasViewFor(state, viewer);
        // The deck is listed as printed, the same at every moment: it tells where no card is.
        expect(view.deck.map((c) => c.name)).toEqual(Object.keys(createTexasGame(11).cards));
        const json = JSON.stringify({ ...view, rounds: [], deck: [] });
        expect(json).not.toContain('"rng"');
        expect(json).not.toContain('drawPile"');
        for (const name of state.drawPile) expect(json).not.toContain(`"${name}"`);
      }
    }
  });

  it("shows a seat its own hand and placement, never the other side's before the reveal", () => {
    let checked = 0;
    for (const seed of [11, 23, 42]) {
      for (const state of moments(seed)) {
        const placing = state.phase === 'placing';
        for (const side of ['A', 'B'] as const) {
          const view = texasViewFor(state, seat(side, [side]));
          // The rounds played are history the whole table watched: a card shown in one may be
          // back in a hand since, and the deck's printed list names every card. What the view
          // must not tell is where a card is now.
          const json = JSON.stringify({ ...view, rounds: [], deck: [] });
          expect(view.seat.hand.map((c) => c.name)).toEqual([...state.hands[side]]);
          for (const name of state.hands[other(side)]) expect(json).not.toContain(`"${name}"`);
          const theirs = state.board.filter((t) => t.side === other(side));
          const mine = state.board.filter((t) => t.side === side);
          if (placing) {
            for (const token of theirs) expect(json).not.toContain(`"${token.name}"`);
            expect(view.seat.placed).toEqual(mine);
            // How many the other side laid is the table's to know (issue 39: "Ann: 2 of 3
            // placed"), as the cards laid face down show: which, and where, are not.
            expect(view.placed[other(side)]).toBe(theirs.length);
            checked += theirs.length;
          } else {
            expect(view.board).toEqual(state.board);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('shows the table no token while the barrier stands, only how many, and all after', () => {
    for (const state of moments(23)) {
      const view = texasViewFor(state, PUBLIC);
      const json = JSON.stringify({ ...view, rounds: [], deck: [] });
      if (state.phase === 'placing') {
        expect(view.board).toEqual([]);
        expect(view.placed).toEqual(placedCounts(state));
        expect(view.handSizes).toEqual({ A: state.hands.A.length, B: state.hands.B.length });
        for (const token of state.board) expect(json).not.toContain(`"${token.name}"`);
        for (const name of [...state.hands.A, ...state.hands.B])
          expect(json).not.toContain(`"${name}"`);
      } else {
        expect(view.board).toEqual(state.board);
      }
    }
  });

  it('refuses a seat that is not one side', () => {
    const state = createTexasGame(1);
    expect(() => texasViewFor(state, seat('both', ['A', 'B']))).toThrow(/one side/);
  });
});
