import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seat } from '../../../../../engine/game/viewer.ts';
import { applyTexasAction } from '../../../../../engine/modes/texas-shootout/applyTexasAction.ts';
import {
  createTexasGame,
  type TexasGameState,
} from '../../../../../engine/modes/texas-shootout/texasGame.ts';
import {
  texasSeatRefusal,
  texasSeats,
  texasSeatSide,
} from '../../../../../engine/modes/texas-shootout/texasSeats.ts';
import { computerPlacement } from '../../../../../engine/modes/texas-shootout/texasPlacers.ts';
import { END_PLACEMENT } from '../../../../../engine/modes/texas-shootout/records/endPlacement.ts';
import { PLACE } from '../../../../../engine/modes/texas-shootout/records/place.ts';
import { SHOOT } from '../../../../../engine/modes/texas-shootout/records/shoot.ts';
import type { TexasAction } from '../../../../../engine/modes/texas-shootout/texasRecords.ts';

/** Requests from seat A, as a phone might send them: any type, side, card and square. */
const REQUESTS = Number(process.env.SEAT_FUZZ_REQUESTS ?? 1_000);

const seatA = seat('Side A', ['A']);

/** B's share of the game: what nothing sent from A's seat may change. */
function bShare(state: TexasGameState) {
  return {
    hand: state.hands.B,
    tokens: state.board.filter((t) => t.side === 'B'),
    ended: state.ended.B,
  };
}

describe('Texas Shootout seats (issue 39, items 1 and 3)', () => {
  it('gives each person’s side a seat, keyed by the side; the computer’s side none', () => {
    expect(texasSeats({ A: true, B: true }).map((s) => [s.key, s.seat])).toEqual([
      ['tx:A', seat('Side A', ['A'])],
      ['tx:B', seat('Side B', ['B'])],
    ]);
    expect(texasSeats({ A: true, B: false }).map((s) => s.key)).toEqual(['tx:A']);
    expect(texasSeatSide('Side B')).toBe('B');
    expect(texasSeatSide('Ann')).toBeNull();
  });

  it('lets a seat place and end for its own side only; the barrier is the table’s', () => {
    const state = createTexasGame(4);
    const card = state.hands.A[0]!;
    expect(
      texasSeatRefusal(state, seatA, { type: PLACE.type, side: 'A', card, row: 1, col: 0 }),
    ).toBeNull();
    expect(texasSeatRefusal(state, seatA, { type: END_PLACEMENT.type, side: 'B' })).toBe(
      'This seat places only its own side.',
    );
    expect(texasSeatRefusal(state, seatA, { type: SHOOT.type })).toBe(
      'That is for the table to do.',
    );
  });

  it(`takes ${REQUESTS} requests from A's seat and never changes B's hand, tokens or turn`, () => {
    let start = createTexasGame(9);
    // B has laid its lineup behind the barrier: A's seat must not move it.
    for (const action of computerPlacement(start, 'B').slice(0, -1)) {
      const verdict = applyTexasAction(start, action);
      if (verdict.ok) start = verdict.state;
    }
    const cards = Object.keys(start.cards);
    const request = fc.oneof(
      fc.record({
        type: fc.constant(PLACE.type),
        side: fc.constantFrom('A' as const, 'B' as const),
        card: fc.constantFrom(...cards),
        row: fc.integer({ min: -1, max: 3 }),
        col: fc.integer({ min: -1, max: 7 }),
      }),
      fc.record({
        type: fc.constant(END_PLACEMENT.type),
        side: fc.constantFrom('A' as const, 'B' as const),
      }),
      fc.constant({ type: SHOOT.type }),
    );
    let state = start;
    let taken = 0;
    for (const action of fc.sample(request, { numRuns: REQUESTS, seed: 39 }) as TexasAction[]) {
      if (texasSeatRefusal(state, seatA, action) !== null) continue;
      const verdict = applyTexasAction(state, action);
      if (!verdict.ok) continue;
      taken += 1;
      expect(bShare(verdict.state)).toEqual(bShare(state));
      // A new round starts from the top: the next requests meet a fresh placement.
      state = verdict.state.phase === 'placing' ? verdict.state : start;
    }
    expect(taken).toBeGreaterThan(0);
  });
});
