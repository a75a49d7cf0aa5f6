import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyAction } from '../../../engine/game/applyAction.ts';
import { pendingActor } from '../../../engine/game/pendingActor.ts';
import { sideView } from '../../../engine/ai/sideView.ts';
import { decideNow, type DecisionRequest } from '../../../common/computerPlayer.ts';
import {
  WORKER_DEADLINE_MS,
  WORKER_FALLBACK_LINE,
  workerPlayer,
  type WorkerAnswer,
  type WorkerLike,
  type WorkerQuestion,
} from '../../../common/workerPlayer.ts';
import { startEncounter } from '../../bench/benchEncounter.ts';
import { BEGIN_TURNS } from '../../../engine/game/records/beginTurns.ts';

/** The bench encounter at its first character's turn, asked of that character's side. */
function request(level: DecisionRequest['level']): DecisionRequest {
  let state = startEncounter(4);
  while (pendingActor(state).kind !== 'character') {
    const result = applyAction(state, { type: BEGIN_TURNS.type });
    if (!result.ok) throw new Error(result.message);
    state = result.state;
  }
  const pending = pendingActor(state);
  if (pending.kind !== 'character') throw new Error('no character is pending');
  const view = sideView(state, state.combatants[pending.who]!.side);
  return { view, level, seed: 11, budget: 4 };
}

/** A worker that records its questions; the test answers, errors or stays silent. */
class FakeWorker implements WorkerLike {
  questions: WorkerQuestion[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<WorkerAnswer>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessageerror: ((event: Event) => void) | null = null;
  postMessage(message: WorkerQuestion) {
    this.questions.push(structuredClone(message));
  }
  terminate() {
    this.terminated = true;
  }
  /** Answers the last question as aiWorker.ts does. */
  answer() {
    const { id, request } = this.questions.at(-1)!;
    this.onmessage?.({ data: { id, move: decideNow(request) } } as MessageEvent<WorkerAnswer>);
  }
}

describe('the worker player (issue 14, item 4 and "Bad input")', () => {
  let made: FakeWorker[];
  const player = () =>
    workerPlayer(() => {
      const w = new FakeWorker();
      made.push(w);
      return w;
    });
  beforeEach(() => {
    made = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it("gives the worker's answer: the asked level's move, with no fallback", async () => {
    const ask = request('hard');
    const move = player().decide(ask);
    made[0]!.answer();
    expect(await move).toEqual(decideNow(ask));
    expect((await move)?.fallback).toBeNull();
  });

  it('falls back to the normal level, saying so, when the worker dies', async () => {
    const ask = request('hard');
    const move = player().decide(ask);
    made[0]!.onerror?.(new Event('error'));
    const normal = decideNow({ ...ask, level: 'normal' })!;
    expect(await move).toEqual({ ...normal, fallback: WORKER_FALLBACK_LINE });
    expect(made[0]!.terminated).toBe(true);
  });

  it('falls back to the normal level, saying so, when the worker overruns its deadline', async () => {
    const ask = request('hard');
    const move = player().decide(ask);
    vi.advanceTimersByTime(WORKER_DEADLINE_MS);
    const normal = decideNow({ ...ask, level: 'normal' })!;
    expect(await move).toEqual({ ...normal, fallback: WORKER_FALLBACK_LINE });
    expect(made[0]!.terminated).toBe(true);
  });

  it('resolves a cancelled decision to null, and the next decision uses a fresh worker', async () => {
    const ask = request('hard');
    const computer = player();
    const cancelled = computer.decide(ask);
    computer.cancel();
    expect(await cancelled).toBeNull();
    expect(made[0]!.terminated).toBe(true);
    const next = computer.decide(ask);
    expect(made).toHaveLength(2);
    made[1]!.answer();
    expect(await next).toEqual(decideNow(ask));
  });

  it('returns null, asking no worker, when the side has nothing to decide', async () => {
    const ask = request('hard');
    const other = ask.view.side === 'pc' ? 'npc' : 'pc';
    const view = sideView(ask.view.state, other);
    expect(await player().decide({ ...ask, view })).toBeNull();
    expect(made).toHaveLength(0);
  });
});
