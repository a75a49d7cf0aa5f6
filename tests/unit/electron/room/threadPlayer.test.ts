import { describe, expect, it } from 'vitest';
import { decideNow, type DecisionRequest } from '../../../../common/computerPlayer.ts';
import { sideView } from '../../../../engine/ai/sideView.ts';
import { applyAction } from '../../../../engine/game/applyAction.ts';
import { pendingActor } from '../../../../engine/game/pendingActor.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import { threadPlayer } from '../../../../electron/room/threadPlayer.ts';
import { startEncounter } from '../../../bench/benchEncounter.ts';

/** The first character's decision on the bench's encounter, asked with its side's view. */
function request(): DecisionRequest {
  const begun = applyAction(startEncounter(4), { type: BEGIN_TURNS.type });
  if (!begun.ok) throw new Error(begun.message);
  const pending = pendingActor(begun.state);
  if (pending.kind !== 'character') throw new Error('no character is pending');
  const view = sideView(begun.state, begun.state.combatants[pending.who]!.side);
  return { view, level: 'hard', seed: 5, budget: 4 };
}

describe("the computer's seats think in a worker thread on the host (issue 38)", () => {
  it('decides as the engine does on this thread, with no fallback', async () => {
    const player = threadPlayer();
    try {
      const ask = request();
      const move = await player.decide(ask);
      expect(move).toEqual(decideNow(ask));
      expect(move?.fallback).toBeNull();
      // Cancelled, its thread ends; the next decision starts a fresh one and still answers.
      const cancelled = player.decide(ask);
      player.cancel();
      expect(await cancelled).toBeNull();
      expect(await player.decide(ask)).toEqual(decideNow(ask));
    } finally {
      player.dispose();
    }
  });
});
