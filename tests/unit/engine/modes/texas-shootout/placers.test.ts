import { describe, expect, it } from 'vitest';
import { createRng } from '../../../../../engine/game/rng.ts';
import { seat } from '../../../../../engine/game/viewer.ts';
import { texasViewFor } from '../../../../../engine/modes/texas-shootout/texasViews.ts';
import {
  rebuildSession,
  redoDecision,
  replayLog,
  undoDecision,
  undoUntil,
} from '../../../../../engine/game/gameSession.ts';
import {
  applyTexasAction,
  type TexasAction,
} from '../../../../../engine/modes/texas-shootout/applyTexasAction.ts';
import {
  createTexasGame,
  nextToPlace,
  type TexasGameState,
} from '../../../../../engine/modes/texas-shootout/texasGame.ts';
import {
  computerPlacement,
  heuristicPlacer,
  randomPlacer,
} from '../../../../../engine/modes/texas-shootout/texasPlacers.ts';
import { playTexasOut } from '../../../../../engine/modes/texas-shootout/texasPlayOut.ts';
import { TEXAS_SHOOTOUT } from '../../../../../engine/modes/texas-shootout/texasDefinition.ts';
import { END_PLACEMENT } from '../../../../../engine/modes/texas-shootout/records/endPlacement.ts';
import { PLACE } from '../../../../../engine/modes/texas-shootout/records/place.ts';
import { SHOOT } from '../../../../../engine/modes/texas-shootout/records/shoot.ts';

function applyAll(state: TexasGameState, actions: readonly TexasAction[]): TexasGameState {
  let current = state;
  for (const action of actions) {
    const verdict = applyTexasAction(current, action);
    if (!verdict.ok) throw new Error(verdict.reason);
    current = verdict.state;
  }
  return current;
}

describe('the computer placers (issue 15, item 2)', () => {
  it.each([1, 2, 3, 40, 41])(
    'lay three legal tokens from their own hand and end the turn (TS2), seed %i',
    (seed) => {
      const start = createTexasGame(seed);
      for (const placer of [heuristicPlacer, randomPlacer]) {
        const actions = computerPlacement(start, 'A', placer);
        const places = actions.filter((a) => a.type === PLACE.type);
        expect(places).toHaveLength(3);
        expect(places.every((p) => start.hands.A.includes(p.card))).toBe(true);
        expect(actions.at(-1)).toEqual({ type: END_PLACEMENT.type, side: 'A' });
        // The reducer accepts every step: no stacking, no square off the rows (TS2).
        expect(nextToPlace(applyAll(start, actions))).toBe('B');
      }
    },
  );

  it('the heuristic never stands a card directly behind its own front card, so overflow (TS5) is lost', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const places = computerPlacement(createTexasGame(seed), 'A').filter(
        (a) => a.type === PLACE.type,
      );
      const front = places.filter((p) => p.row === 1).map((p) => p.col);
      const back = places.filter((p) => p.row === 2).map((p) => p.col);
      expect(back.some((c) => front.includes(c))).toBe(false);
    }
  });

  it("B's lineup does not depend on where A stood: the other side is hidden (TS2)", () => {
    const start = createTexasGame(7);
    const aOne = applyAll(start, computerPlacement(start, 'A', heuristicPlacer));
    const aTwo = applyAll(start, computerPlacement(start, 'A', randomPlacer));
    expect(aOne.board).not.toEqual(aTwo.board);
    expect(computerPlacement(aOne, 'B')).toEqual(computerPlacement(aTwo, 'B'));
  });

  it('is seeded: the same state and generator give the same lineup', () => {
    const start = createTexasGame(12);
    const seen = texasViewFor(start, seat('B', ['B']));
    expect(heuristicPlacer(seen, createRng(5))).toEqual(
      heuristicPlacer(texasViewFor(start, seat('B', ['B'])), createRng(5)),
    );
  });

  it('a computer game plays to TS8 winners, and its log replays to the same end (TS9)', () => {
    const { state, log } = playTexasOut(99, { A: heuristicPlacer, B: randomPlacer });
    expect(state.phase).toBe('over');
    expect(state.winners.length).toBeGreaterThan(0);
    expect(replayLog(TEXAS_SHOOTOUT, createTexasGame(99), log)).toEqual(state);
  });
});

describe('undo by decision in the one session (issue 15, item 4; issue 37, item 2)', () => {
  const start = createTexasGame(3);
  const a = computerPlacement(start, 'A');
  const sessionOf = (log: readonly TexasAction[]) => rebuildSession(TEXAS_SHOOTOUT, start, log);
  /** The log one undo leaves. */
  const undoTexasLog = (log: readonly TexasAction[]): readonly TexasAction[] =>
    undoDecision(TEXAS_SHOOTOUT, sessionOf(log))?.log ?? [];
  /** The log undo leaves as the people at the table see it: back past the computer's turns. */
  const undoToPersonsStep = (
    log: readonly TexasAction[],
    isComputer: (side: 'A' | 'B') => boolean,
  ): readonly TexasAction[] =>
    undoUntil(TEXAS_SHOOTOUT, sessionOf(log), ({ current }) => {
      const next = nextToPlace(current);
      return next !== null && isComputer(next);
    })?.log ?? [];

  it('steps back one placement: the last token leaves the board and returns to the hand', () => {
    const twoPlaced = a.slice(0, 2);
    const undone = undoTexasLog(twoPlaced);
    expect(undone).toEqual(a.slice(0, 1));
    const state = applyAll(start, undone);
    expect(state.board).toHaveLength(1);
    expect(state.hands.A).toContain((a[1] as { card: string }).card);
  });

  it('after a turn ended, steps back to that placer with its last token lifted', () => {
    const undone = undoTexasLog(a);
    const state = applyAll(start, undone);
    expect(nextToPlace(state)).toBe('A');
    expect(state.board).toHaveLength(2);
  });

  it('steps back one round: before the SHOOT, with the board revealed and the d10s unrolled', () => {
    const placed = applyAll(start, a);
    const log = [...a, ...computerPlacement(placed, 'B'), { type: SHOOT.type } as const];
    const before = applyAll(start, log.slice(0, -1));
    const state = applyAll(start, undoTexasLog(log));
    expect(state).toEqual(before);
    expect(state.phase).toBe('ready');
    expect(state.rng).toEqual(before.rng);
  });

  it('a game with nothing played has nothing to undo or redo', () => {
    expect(undoDecision(TEXAS_SHOOTOUT, sessionOf([]))).toBeNull();
    expect(redoDecision(TEXAS_SHOOTOUT, sessionOf([]))).toBeNull();
  });

  it('redo puts back the step undo took, the end of the turn with its last token', () => {
    const played = sessionOf(a);
    const undone = undoDecision(TEXAS_SHOOTOUT, played)!;
    expect(undone.undone).toEqual(a.slice(-2));
    const redone = redoDecision(TEXAS_SHOOTOUT, undone)!;
    expect(redone.log).toEqual(a);
    expect(redone.current).toEqual(played.current);
    expect(redone.undone).toEqual([]);
  });

  /** Round 1 as the computer plays both sides, then the SHOOT. */
  const roundOne = (): TexasAction[] => {
    const placedA = applyAll(start, a);
    return [...a, ...computerPlacement(placedA, 'B'), { type: SHOOT.type }];
  };

  it('a turn ended with nothing placed is one step: it comes back, the last round’s SHOOT stays (TS2)', () => {
    const shot = roundOne();
    // Round 2: A's 30 seconds run out before A places anything.
    const log: TexasAction[] = [...shot, { type: END_PLACEMENT.type, side: 'A' }];
    const undone = undoTexasLog(log);
    expect(undone).toEqual(shot);
    const state = applyAll(start, undone);
    expect(state).toMatchObject({
      round: 2,
      phase: 'placing',
      ended: { A: false, B: false },
      board: [],
    });
    expect(state.rounds).toHaveLength(1);
  });

  it('B passing after A placed is one step: B places again, A’s tokens stay down', () => {
    const log: TexasAction[] = [...a, { type: END_PLACEMENT.type, side: 'B' }];
    expect(undoTexasLog(log)).toEqual(a);
    const state = applyAll(start, undoTexasLog(log));
    expect(nextToPlace(state)).toBe('B');
    expect(state.board).toHaveLength(3);
  });

  it('one undo is one step: a round is walked back a placement, a pass or a SHOOT at a time', () => {
    // A places three and ends; B passes; the SHOOT; then in round 2 A passes and B passes.
    const log: TexasAction[] = [
      ...a,
      { type: END_PLACEMENT.type, side: 'B' },
      { type: SHOOT.type },
      { type: END_PLACEMENT.type, side: 'A' },
      { type: END_PLACEMENT.type, side: 'B' },
    ];
    const lengths: number[] = [];
    for (let l: readonly TexasAction[] = log; l.length > 0; l = undoTexasLog(l))
      lengths.push(l.length);
    // From 8 actions: round 2's B pass, round 2's A pass, the SHOOT, round 1's B pass, A's third
    // token with the end of A's turn (two actions), A's second token, A's first.
    expect(lengths).toEqual([8, 7, 6, 5, 4, 2, 1]);
  });

  it('undo to a person’s step walks back past the computer’s placements, never past a person’s pass', () => {
    const computerB = (side: 'A' | 'B') => side === 'B';
    const shot = roundOne();
    // Back from the reveal of round 1: past B's whole lineup, to A with its last token lifted.
    const beforeShoot = shot.slice(0, -1);
    const back = undoToPersonsStep(beforeShoot, computerB);
    expect(back).toEqual(a.slice(0, -2));
    expect(applyAll(start, back)).toMatchObject({
      ended: { A: false, B: false },
      phase: 'placing',
    });
    // Round 2, A passed and B (the computer) placed at once: undo brings back A's empty turn,
    // and round 1's SHOOT stays.
    const placedB = computerPlacement(
      applyAll(start, [...shot, { type: END_PLACEMENT.type, side: 'A' }]),
      'B',
    );
    const round2 = [...shot, { type: END_PLACEMENT.type, side: 'A' } as const, ...placedB];
    expect(undoToPersonsStep(round2, computerB)).toEqual(shot);
    // The SHOOT is a person's step: undone alone, back to the reveal.
    expect(undoToPersonsStep(shot, computerB)).toEqual(beforeShoot);
  });
});
