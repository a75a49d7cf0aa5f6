import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../../../engine/ai/simpleAi.ts';
import type { GameState } from '../../../../engine/game/gameState.ts';
import { publicView } from '../../../../engine/game/publicView.ts';
import { HIDE } from '../../../../engine/game/records/hide.ts';
import { act, startSession, type Session } from '../../../../engine/game/session.ts';
import { encounter } from './encounterFixture.ts';

/**
 * Issue 38, item 4: during a hidden NPC's turn the players' strip looks like any NPC's turn. The
 * phase shows and an NPC acts at its place in the order, but nothing names it or puts it on a
 * square: before, the strip showed nobody acting and no phase, which told the players as much.
 */
function step(session: Session, action: Parameters<typeof act>[1]): Session {
  const done = act(session, action);
  if (!done.ok) throw new Error(done.message);
  return done.session;
}

/** The first state of a turn of `who`, playing the computer's choices from `session`. */
function turnOf(session: Session, who: string): GameState {
  for (let i = 0; i < 200; i++) {
    const state = session.current;
    if (state.encounter.value === 'turns' && state.turn?.who === who) return state;
    const action = chooseAction(state);
    if (!action) break;
    session = step(session, action);
  }
  throw new Error(`${who} never acted`);
}

describe("a hidden NPC's turn on the players' view (issue 38)", () => {
  it('shows the phase and an unnamed NPC acting at its place, and nothing of who it is', () => {
    let session = startSession(encounter(3));
    const npc = Object.values(session.current.combatants).find((c) => c.side === 'npc')!;
    session = step(session, { type: HIDE.type, combatant: npc.id });
    const state = turnOf(session, npc.id);
    const view = publicView(state);
    const { order, active } = state.encounter.context;

    expect(view.activeId).toBeNull();
    expect(view.turnPhase).toBe(state.turn!.flow.value);
    expect(view.turnPhase).not.toBeNull();
    const seenBefore = order.slice(0, active).filter((id) => id !== npc.id).length;
    expect(view.unseenTurn).toEqual({ at: seenBefore });
    expect(view.order).not.toContain(npc.id);
    const text = JSON.stringify(view);
    expect(text).not.toContain(`"${npc.id}"`);
    expect(text).not.toContain(npc.name);
  });

  it('is null on every turn the players can see', () => {
    const session = startSession(encounter(3));
    const pc = Object.values(session.current.combatants).find((c) => c.side === 'pc')!;
    const view = publicView(turnOf(session, pc.id));
    expect(view.activeId).toBe(pc.id);
    expect(view.unseenTurn).toBeNull();
  });
});
