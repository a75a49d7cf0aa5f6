import { describe, expect, it } from 'vitest';
import { replayLog } from '../../../../../engine/game/gameSession.ts';
import { TEXAS_SHOOTOUT } from '../../../../../engine/modes/texas-shootout/texasDefinition.ts';
import {
  applyTexasAction,
  type TexasAction,
} from '../../../../../engine/modes/texas-shootout/applyTexasAction.ts';
import type { Side } from '../../../../../engine/modes/texas-shootout/board.ts';
import { texasCardSchema } from '../../../../../engine/modes/texas-shootout/cardStats.ts';
import { HAND_SIZE, TEXAS_DECK } from '../../../../../engine/modes/texas-shootout/texasDeck.ts';
import {
  createTexasGame,
  nextToPlace,
  placedCounts,
  visibleTokens,
  type TexasGameState,
} from '../../../../../engine/modes/texas-shootout/texasGame.ts';
import { END_PLACEMENT } from '../../../../../engine/modes/texas-shootout/records/endPlacement.ts';
import { PLACE } from '../../../../../engine/modes/texas-shootout/records/place.ts';
import { SHOOT } from '../../../../../engine/modes/texas-shootout/records/shoot.ts';

function apply(state: TexasGameState, action: TexasAction): TexasGameState {
  const verdict = applyTexasAction(state, action);
  if (!verdict.ok) throw new Error(verdict.reason);
  return verdict.state;
}

/** A plain placer: its first three cards in row 1, columns 1, 2, 3. */
function placeFront(state: TexasGameState, side: Side): TexasAction[] {
  return state.hands[side]
    .slice(0, 3)
    .map((card, i) => ({ type: PLACE.type, side, card, row: 1, col: i + 1 }) as const);
}

function playRound(state: TexasGameState): { state: TexasGameState; actions: TexasAction[] } {
  const actions: TexasAction[] = [];
  let s = state;
  for (const side of ['A', 'B'] as const) {
    const mine = [...placeFront(s, side), { type: END_PLACEMENT.type, side } as const];
    for (const a of mine) s = apply(s, a);
    actions.push(...mine);
  }
  s = apply(s, { type: SHOOT.type });
  return { state: s, actions: [...actions, { type: SHOOT.type }] };
}

describe('TS1: the deck and the hands', () => {
  it('every card of the house deck has a unique name and stats in their TS1 ranges', () => {
    for (const card of TEXAS_DECK)
      expect(texasCardSchema.safeParse(card).success, card.name).toBe(true);
    expect(new Set(TEXAS_DECK.map((c) => c.name)).size).toBe(TEXAS_DECK.length);
    // Two hands of 7 and the most draws three rounds can ask for (3 injuries a side a round).
    expect(TEXAS_DECK.length).toBeGreaterThanOrEqual(2 * HAND_SIZE + 2 * 3 * 3);
  });

  it('deals 7 different cards to each player from a seeded shuffle', () => {
    const game = createTexasGame(11);
    expect(game.hands.A).toHaveLength(7);
    expect(game.hands.B).toHaveLength(7);
    expect(new Set([...game.hands.A, ...game.hands.B, ...game.drawPile]).size).toBe(
      TEXAS_DECK.length,
    );
    expect(createTexasGame(11)).toEqual(game);
    expect(createTexasGame(12).hands.A).not.toEqual(game.hands.A);
  });

  it('never lets a hand hold more than 7 through a whole game', () => {
    let state = createTexasGame(5);
    while (state.phase !== 'over') {
      state = playRound(state).state;
      expect(state.hands.A.length).toBeLessThanOrEqual(HAND_SIZE);
      expect(state.hands.B.length).toBeLessThanOrEqual(HAND_SIZE);
    }
  });
});

describe('TS2: placement behind the barrier', () => {
  it('both sides place within the same 30 seconds: B need not wait for A', () => {
    const game = createTexasGame(3);
    const bCard = game.hands.B[0]!;
    let s = apply(game, { type: PLACE.type, side: 'B', card: bCard, row: 1, col: 0 });
    s = apply(s, placeFront(s, 'A')[0]!);
    s = apply(s, { type: END_PLACEMENT.type, side: 'B' });
    expect(s.phase).toBe('placing');
    expect(nextToPlace(s)).toBe('A');
    s = apply(s, { type: END_PLACEMENT.type, side: 'A' });
    expect(s.phase).toBe('ready');
    expect(s.board).toHaveLength(2);
  });

  it('a card must come from the placer’s own hand; an ended side places no more', () => {
    const game = createTexasGame(3);
    const bCard = game.hands.B[0]!;
    expect(
      applyTexasAction(game, { type: PLACE.type, side: 'A', card: bCard, row: 1, col: 0 }),
    ).toEqual({ ok: false, reason: `${bCard} is not in A's hand` });
    const ended = apply(game, { type: END_PLACEMENT.type, side: 'B' });
    expect(
      applyTexasAction(ended, { type: PLACE.type, side: 'B', card: bCard, row: 1, col: 0 }),
    ).toEqual({ ok: false, reason: 'B has ended its placement this round' });
    expect(applyTexasAction(ended, { type: END_PLACEMENT.type, side: 'B' })).toEqual({
      ok: false,
      reason: 'B has ended its placement this round already',
    });
  });

  it('the hot seat places A first (the youngest, TS3), then B', () => {
    let s = createTexasGame(3);
    expect(nextToPlace(s)).toBe('A');
    s = apply(s, { type: END_PLACEMENT.type, side: 'A' });
    expect(nextToPlace(s)).toBe('B');
    s = apply(s, { type: END_PLACEMENT.type, side: 'B' });
    expect(nextToPlace(s)).toBeNull();
  });

  it('refuses off the rows and a fourth token in words, and takes the card from the hand', () => {
    let s = createTexasGame(3);
    const [c0, c1, c2, c3] = s.hands.A;
    const off = applyTexasAction(s, { type: PLACE.type, side: 'A', card: c0!, row: 3, col: 0 });
    expect(off.ok === false && off.reason).toContain('row 3 is off the board');
    for (const [i, card] of [c0, c1, c2].entries())
      s = apply(s, { type: PLACE.type, side: 'A', card: card!, row: 2, col: i });
    expect(s.hands.A).toHaveLength(4);
    const fourth = applyTexasAction(s, { type: PLACE.type, side: 'A', card: c3!, row: 1, col: 0 });
    expect(fourth.ok === false && fourth.reason).toContain('a fourth is refused');
  });

  it('hides each side’s tokens from the other until both have placed', () => {
    let s = createTexasGame(3);
    for (const a of placeFront(s, 'A')) s = apply(s, a);
    s = apply(s, { type: END_PLACEMENT.type, side: 'A' });
    for (const a of placeFront(s, 'B')) s = apply(s, a);
    expect(visibleTokens(s, 'B').every((t) => t.side === 'B')).toBe(true);
    expect(visibleTokens(s, 'A').every((t) => t.side === 'A')).toBe(true);
    expect(visibleTokens(s, null)).toEqual([]);
    s = apply(s, { type: END_PLACEMENT.type, side: 'B' });
    expect(visibleTokens(s, null)).toHaveLength(6);
  });

  it('counts the tokens each side has laid, for the table: never which, nor where', () => {
    let s = createTexasGame(3);
    s = apply(s, placeFront(s, 'A')[0]!);
    expect(placedCounts(s)).toEqual({ A: 1, B: 0 });
    expect(visibleTokens(s, null)).toEqual([]);
    expect(visibleTokens(s, 'B')).toEqual([]);
  });

  it('a token not placed in time is out of the round: the shootout runs with fewer', () => {
    let s = createTexasGame(8);
    s = apply(s, { type: PLACE.type, side: 'A', card: s.hands.A[0]!, row: 1, col: 2 });
    s = apply(s, { type: END_PLACEMENT.type, side: 'A' }); // the timer ran out after one token
    expect(applyTexasAction(s, { type: SHOOT.type })).toEqual({
      ok: false,
      reason: 'B is still placing',
    });
    s = apply(s, { type: END_PLACEMENT.type, side: 'B' }); // B placed nothing in time
    s = apply(s, { type: SHOOT.type });
    expect(s.rounds[0]!.result.order).toHaveLength(1);
    expect(s.rounds[0]!.rolls).toEqual([]);
    expect(s.hands.A).toHaveLength(7); // unhurt, back to the hand
  });
});

describe('TS7: an injured card’s owner draws anew', () => {
  /**
   * Cards of Armor 5, Health 5, DM 1 (in their TS1 ranges): a shot of d10 + 1 grazes, injures or,
   * on a 10, kills. Three a side in row 1, columns 0, 2, 4: each shoots the card facing it.
   */
  const IRONCLADS = Array.from({ length: 24 }, (_, i) => ({
    name: `Ironclad ${i + 1}`,
    armor: 5,
    health: 5,
    range: 2,
    dm: 1,
  }));

  function placed(seed: number): TexasGameState {
    let state = createTexasGame(seed, undefined, IRONCLADS);
    for (const side of ['A', 'B'] as const) {
      const cards = state.hands[side].slice(0, 3);
      cards.forEach((card, i) => {
        state = apply(state, { type: PLACE.type, side, card, row: 1, col: 2 * i });
      });
      state = apply(state, { type: END_PLACEMENT.type, side });
    }
    return state;
  }

  const injuredOf = (state: TexasGameState, side: Side) =>
    state.rounds.at(-1)!.result.moves.filter((m) => m.owner === side && m.to.pile === 'discard');

  it('TS7: an injured card’s owner draws as many new cards as it discarded, from the top of the pile', () => {
    const before = placed(21);
    const after = apply(before, { type: SHOOT.type });
    let top = 0;
    for (const side of ['A', 'B'] as const) {
      const injured = injuredOf(after, side).map((m) => m.card);
      const returned = after.rounds[0]!.result.moves.filter(
        (m) => m.owner === side && m.to.pile === 'hand',
      );
      expect(after.discards[side]).toEqual(injured);
      const drawn = after.hands[side].filter((c) => !before.hands[side].includes(c));
      const fresh = drawn.filter((c) => before.drawPile.includes(c));
      // The seed gives A three injuries and B two: each draws that many, A first (TS3 order).
      expect(fresh).toEqual(before.drawPile.slice(top, top + injured.length));
      expect(after.hands[side]).toHaveLength(
        before.hands[side].length + returned.length + injured.length,
      );
      top += injured.length;
    }
    expect([injuredOf(after, 'A').length, injuredOf(after, 'B').length]).toEqual([3, 2]);
    expect(after.drawPile).toEqual(before.drawPile.slice(top));
  });

  it('TS7: draws stop at 7 in hand, however many cards were discarded', () => {
    const before = placed(21);
    // A hand of 6 behind the three tokens, set up by hand (in play the tokens' cards come out of
    // a hand of at most 7): three injuries, room for one draw.
    const fuller: TexasGameState = {
      ...before,
      hands: { ...before.hands, A: [...before.hands.A, ...before.drawPile.slice(0, 2)] },
      drawPile: before.drawPile.slice(2),
    };
    const after = apply(fuller, { type: SHOOT.type });
    expect(injuredOf(after, 'A')).toHaveLength(3);
    expect(after.hands.A).toHaveLength(HAND_SIZE);
    expect(after.hands.A.filter((c) => !fuller.hands.A.includes(c))).toEqual([fuller.drawPile[0]]);
  });
});

describe('TS7–TS9 over a whole game', () => {
  it('moves the round’s cards, draws for the injured, logs every roll, and ends by TS8', () => {
    let state = createTexasGame(2026);
    const actions: TexasAction[] = [];
    while (state.phase !== 'over') {
      const before = state;
      const played = playRound(state);
      state = played.state;
      actions.push(...played.actions);
      const { result, rolls } = state.rounds.at(-1)!;
      expect(rolls).toEqual(result.shots.map((s) => s.roll));
      for (const m of result.moves) {
        if (m.to.pile === 'victory') expect(state.victory[m.to.side]).toContain(m.card);
        if (m.to.pile === 'discard') expect(state.discards[m.owner]).toContain(m.card);
        if (m.to.pile === 'hand') expect(state.hands[m.owner]).toContain(m.card);
      }
      const injuredA = result.moves.filter((m) => m.owner === 'A' && m.to.pile === 'discard');
      const drawn = state.hands.A.filter((c) => before.drawPile.includes(c));
      expect(drawn).toHaveLength(Math.min(injuredA.length, before.drawPile.length));
    }
    expect(state.rounds.length).toBeLessThanOrEqual(3);
    expect(state.winners.length).toBeGreaterThan(0);
    const counts = { A: state.victory.A.length, B: state.victory.B.length };
    const best = Math.max(counts.A, counts.B);
    expect([...state.winners].sort()).toEqual(
      (['A', 'B'] as const).filter((s) => counts[s] === best),
    );
    expect(applyTexasAction(state, { type: SHOOT.type })).toEqual({
      ok: false,
      reason: 'the game is over',
    });
    // TS9: the log replays exactly from the seed.
    expect(replayLog(TEXAS_SHOOTOUT, createTexasGame(2026), actions)).toEqual(state);
  });
});
