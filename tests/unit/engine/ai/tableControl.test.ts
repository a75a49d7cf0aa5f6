import { describe, expect, it } from 'vitest';
import { decideAt } from '../../../../engine/ai/levelDecision.ts';
import { sideView } from '../../../../engine/ai/sideView.ts';
import { ALL_HUMAN, controllerOf, isWatchOnly } from '../../../../engine/game/tableControl.ts';
import { LEVEL_NAMES } from '../../../../engine/model/computerLevel.ts';
import { applyAction } from '../../../../engine/game/applyAction.ts';
import type { GameState } from '../../../../engine/game/gameState.ts';
import { expectFromLegalActions } from './fromLegalActions.ts';
import { pendingActor } from '../../../../engine/game/pendingActor.ts';
import { act, startSession, withControl } from '../../../../engine/game/session.ts';
import { sessionFromSave, sessionToSave } from '../../../../engine/save/sessionSave.ts';
import { startEncounter } from '../../../bench/benchEncounter.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';

function begun(seed: number): GameState {
  let s = startEncounter(seed);
  while (pendingActor(s).kind === 'dealer') {
    const r = applyAction(s, { type: BEGIN_TURNS.type });
    if (!r.ok) throw new Error(r.message);
    s = r.state;
  }
  return s;
}

describe('who plays whom (issue 14, item 2)', () => {
  it("a character's own controller wins over its side's", () => {
    const control = {
      pc: 'human' as const,
      npc: 'normal' as const,
      byId: { tom: 'hard' as const },
    };
    expect(controllerOf(control, { id: 'tom', side: 'npc' })).toBe('hard');
    expect(controllerOf(control, { id: 'buster', side: 'npc' })).toBe('normal');
    expect(controllerOf(control, { id: 'ned', side: 'pc' })).toBe('human');
    expect(controllerOf(ALL_HUMAN, { id: 'tom', side: 'npc' })).toBe('human');
  });

  it('a table is watch-only when no character is left to a person', () => {
    const cast = [
      { id: 'ned', side: 'pc' as const },
      { id: 'tom', side: 'npc' as const },
    ];
    expect(isWatchOnly({ pc: 'easy', npc: 'hard', byId: {} }, cast)).toBe(true);
    expect(isWatchOnly({ pc: 'easy', npc: 'hard', byId: { ned: 'human' } }, cast)).toBe(false);
    expect(isWatchOnly(ALL_HUMAN, cast)).toBe(false);
  });

  it('the seating is saved with the session and read back; a session without it stays valid', () => {
    const control = { pc: 'human' as const, npc: 'hard' as const, byId: {} };
    const played = act(withControl(startSession(startEncounter(3)), control), {
      type: BEGIN_TURNS.type,
    });
    if (!played.ok) throw new Error(played.message);
    const saved = JSON.parse(JSON.stringify(sessionToSave(played.session)));
    const back = sessionFromSave(saved);
    expect(back.ok && back.session.control).toEqual(control);
    const plain = sessionFromSave(
      JSON.parse(JSON.stringify(sessionToSave(startSession(startEncounter(3))))),
    );
    expect(plain.ok && plain.session.control).toBeUndefined();
  });
});

describe('a decision at each level, with its why', () => {
  it.each(LEVEL_NAMES)('%s: a legal action and a line saying why', (level) => {
    const state = begun(11);
    const who = (pendingActor(state) as { who: string }).who;
    const side = state.combatants[who]!.side;
    const decision = decideAt(level, sideView(state, side), 5, 8);
    expect(decision).not.toBeNull();
    expectFromLegalActions(state, decision!.action);
    expect(decision!.why.length).toBeGreaterThan(5);
  });

  it('the side that waits on no one of its own decides nothing', () => {
    const state = begun(11);
    const who = (pendingActor(state) as { who: string }).who;
    const other = state.combatants[who]!.side === 'pc' ? 'npc' : 'pc';
    for (const level of LEVEL_NAMES) expect(decideAt(level, sideView(state, other), 5)).toBeNull();
  });
});
