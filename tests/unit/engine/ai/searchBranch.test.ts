import { describe, expect, it } from 'vitest';
import { ucbPick, type Branch } from '../../../../engine/ai/searchBranch.ts';
import { END_PHASE } from '../../../../engine/game/records/endPhase.ts';

const option = (who: string, score = 0, played = 0): Branch => ({
  action: { type: END_PHASE.type, who },
  score,
  played,
});

describe("the hard level's tree: UCB1 with progressive widening (issue 14, hard)", () => {
  it('opens the options best-ranked first, one more as the playouts through the node grow', () => {
    const options = [option('a', 1, 1), option('b'), option('c')];
    // One playout: only the first is open, however unpromising.
    expect(ucbPick(options, 1, 1, 1).action).toMatchObject({ who: 'a' });
    // Four playouts open two: the second, untried, is tried next.
    expect(ucbPick(options, 4, 1, 1).action).toMatchObject({ who: 'b' });
    // A wider node opens the third sooner.
    options[1] = option('b', 1, 1);
    expect(ucbPick(options, 4, 1, 2).action).toMatchObject({ who: 'c' });
  });

  it('takes the better mean once each open option is tried, without exploration', () => {
    const options = [option('a', 2, 4), option('b', 3, 2)];
    expect(ucbPick(options, 9, 0, 1).action).toMatchObject({ who: 'b' });
  });

  it('goes back to a seldom-tried option whose mean is a little lower', () => {
    const options = [option('a', 50, 100), option('b', 0.4, 1)];
    // Means 0.5 and 0.4: the bonus of the option tried once outweighs the difference.
    expect(ucbPick(options, 101, 1, 1).action).toMatchObject({ who: 'b' });
    expect(ucbPick(options, 101, 0.01, 1).action).toMatchObject({ who: 'a' });
  });

  it('never picks an option that lost every playout (a refused choice scores −∞)', () => {
    const options = [option('a', -Infinity, 1), option('b', -3, 1)];
    expect(ucbPick(options, 4, 1, 1).action).toMatchObject({ who: 'b' });
  });
});
