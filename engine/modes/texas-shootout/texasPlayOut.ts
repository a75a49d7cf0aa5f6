import type { Side } from './board.ts';
import { applyTexasAction, type TexasAction } from './applyTexasAction.ts';
import { createTexasGame, nextToPlace, type TexasGameState } from './texasGame.ts';
import { computerPlacement, type TexasPlacer } from './texasPlacers.ts';
import { SHOOT } from './records/shoot.ts';

/**
 * A whole game between two computer placers, from `seed` to TS8's winners: each round A places,
 * then B (each sees only its own side, so the order tells neither anything), then the barrier
 * lifts (SHOOT). The placers draw from their own generator (computerPlacement),
 * so the game's d10s stay the game's (TS9). Returns the log that replays it.
 */
export function playTexasOut(
  seed: number,
  placers: Readonly<Record<Side, TexasPlacer>>,
): { state: TexasGameState; log: TexasAction[] } {
  let state = createTexasGame(seed);
  const log: TexasAction[] = [];
  const apply = (action: TexasAction) => {
    const verdict = applyTexasAction(state, action);
    if (!verdict.ok) throw new Error(`computer placer refused: ${verdict.reason}`);
    state = verdict.state;
    log.push(action);
  };
  while (state.phase !== 'over') {
    if (state.phase === 'ready') {
      apply({ type: SHOOT.type });
      continue;
    }
    const side = nextToPlace(state)!;
    for (const action of computerPlacement(state, side, placers[side])) apply(action);
  }
  return { state, log };
}
