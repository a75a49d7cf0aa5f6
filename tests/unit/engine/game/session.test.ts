import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../../../engine/ai/simpleAi.ts';
import type { Action } from '../../../../engine/game/actions.ts';
import { publicView } from '../../../../engine/game/publicView.ts';
import {
  act,
  CHECKPOINT_EVERY,
  redo,
  replay,
  startSession,
  undo,
  type Session,
} from '../../../../engine/game/session.ts';
import { sessionFromSave, sessionToSave } from '../../../../engine/save/sessionSave.ts';
import { encounter } from './encounterFixture.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import { CONTINUE } from '../../../../engine/game/records/continueAttack.ts';
import { DECLARE_ATTACK } from '../../../../engine/game/records/declareAttack.ts';
import { DEFEND } from '../../../../engine/game/records/defend.ts';
import { DRAW } from '../../../../engine/game/records/draw.ts';
import { END_PHASE } from '../../../../engine/game/records/endPhase.ts';
import { MOVE } from '../../../../engine/game/records/move.ts';

/** A session played by the AI for `steps` actions. */
function played(seed: number, steps: number): Session {
  let session = startSession(encounter(seed));
  for (let i = 0; i < steps; i++) {
    const action = chooseAction(session.current);
    if (!action) break;
    const result = act(session, action);
    if (!result.ok) throw new Error(result.message);
    session = result.session;
  }
  return session;
}

describe('sessions: log, undo, redo, replay', () => {
  it('replaying a log gives exactly the same state: same seed, same shuffles', () => {
    const session = played(11, 400);
    // The game crossed at least one reshuffle, so the generator was used after the start.
    expect(session.current.reshuffles).toBeGreaterThan(0);
    expect(session.current.rng.draws).toBeGreaterThan(session.start.rng.draws);
    expect(replay(session.start, session.log)).toEqual(session.current);
  });

  it('undo steps back one decision (an attack with all its steps is one); redo puts it back', () => {
    const session = played(5, 40);
    const back = undo(session)!;
    const at = session.decisions[session.decisions.length - 1]!;
    expect(back.current).toEqual(replay(session.start, session.log.slice(0, at)));
    expect(back.undone).toEqual(session.log.slice(at));
    expect(back.events).toEqual(session.events.slice(0, at));
    expect(redo(back)!.current).toEqual(session.current);
    expect(redo(back)!.events).toEqual(session.events);
    // A new action clears what could be redone.
    const action = chooseAction(back.current)!;
    const branched = act(back, action);
    expect(branched.ok && branched.session.undone).toEqual([]);
  });

  it('an attack, with its defence and every shown step, is one undo', () => {
    let session = startSession(encounter(7));
    const steps: Action[] = [
      { type: BEGIN_TURNS.type },
      { type: END_PHASE.type, who: 'kate' },
      { type: DECLARE_ATTACK.type, who: 'kate', target: 'tom', weapon: true },
      { type: DEFEND.type, who: 'tom' },
      ...Array.from({ length: 5 }, (): Action => ({ type: CONTINUE.type })),
    ];
    for (const step of steps) {
      const result = act(session, step);
      if (!result.ok) throw new Error(result.message);
      session = result.session;
    }
    expect(session.current.attack).toBeNull();
    expect(session.current.lastAttack?.flow.value).toBe('resolved');
    const back = undo(session)!;
    expect(back.log).toEqual(steps.slice(0, 2));
    expect(back.current.turn?.flow.value).toBe('action');
    expect(back.current.lastAttack).toBeNull();
    expect(redo(back)!.current).toEqual(session.current);
  });

  it('undo after thousands of actions replays only from the nearest checkpoint', () => {
    const session = played(3, 1500);
    expect(session.checkpoints.length).toBeGreaterThanOrEqual(
      Math.floor(session.log.length / CHECKPOINT_EVERY),
    );
    for (const checkpoint of session.checkpoints.slice(-3))
      expect(checkpoint.state).toEqual(replay(session.start, session.log.slice(0, checkpoint.at)));
    let back = session;
    for (let i = 0; i < 20; i++) {
      const next = undo(back)!;
      const at = back.decisions[back.decisions.length - 1]!;
      expect(next.current).toEqual(replay(session.start, session.log.slice(0, at)));
      back = next;
    }
  });

  it('saves and reloads to the same state, validating with zod', () => {
    const session = played(9, 80);
    const saved = JSON.parse(JSON.stringify(sessionToSave(session)));
    const loaded = sessionFromSave(saved);
    expect(loaded.ok).toBe(true);
    if (loaded.ok) expect(loaded.session.current).toEqual(session.current);
    // Since v2 the version is the envelope's alone (engine/save/saveDocument.ts).
    expect(saved).not.toHaveProperty('schemaVersion');
    const broken = { ...saved, log: [...saved.log, { type: MOVE.type, who: 'kate' }] };
    expect(sessionFromSave(broken)).toMatchObject({
      ok: false,
      message: expect.stringContaining('log'),
    });
    const foreign = { ...saved, log: [{ type: DRAW.type, who: 'tom' }, ...saved.log] };
    expect(sessionFromSave(foreign)).toMatchObject({
      ok: false,
      message: expect.stringContaining('action 1 (DRAW) was refused'),
    });
  });
});

describe('publicView: what the projector may show', () => {
  it('has no hands, no deck order, no hidden NPCs, no Dealer notes, no generator state', () => {
    const base = encounter(3, { notes: 'The sheriff is in on it.' });
    const state = {
      ...base,
      combatants: {
        ...base.combatants,
        buster: { ...base.combatants.buster!, hidden: true, notes: 'Buster waits in the alley.' },
      },
      map: { ...base.map, tokens: [] },
    };
    const view = publicView(state);
    const text = JSON.stringify(view);
    expect(view.combatants.map((c) => c.id).sort()).toEqual(['kate', 'ned', 'tom']);
    expect(text).not.toContain('Buster');
    expect(text).not.toContain('sheriff is in on it');
    expect(text).not.toContain('Garrett cards');
    for (const c of Object.values(state.combatants))
      for (const card of c.hand) expect(text).not.toContain(`"${card}"`);
    expect(text).not.toContain('"rng"');
    expect(view.combatants.find((c) => c.id === 'kate')).toMatchObject({
      handSize: 4,
      deckSize: 8,
    });
  });

  it('shows an attack as its steps, but never one involving a hidden NPC', () => {
    let session = startSession(encounter(3));
    const actions: Action[] = [
      { type: BEGIN_TURNS.type },
      { type: END_PHASE.type, who: 'kate' },
      { type: DECLARE_ATTACK.type, who: 'kate', target: 'buster', weapon: true },
    ];
    for (const action of actions) {
      const result = act(session, action);
      if (!result.ok) throw new Error(result.message);
      session = result.session;
    }
    expect(publicView(session.current).attack).toMatchObject({
      step: 'awaitingDefense',
      attacker: 'kate',
      target: 'buster',
    });
    const hidden = {
      ...session.current,
      combatants: {
        ...session.current.combatants,
        buster: { ...session.current.combatants.buster!, hidden: true },
      },
    };
    expect(publicView(hidden).attack).toBeNull();
  });
});
