import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../../engine/ai/simpleAi.ts';
import { encounterContext } from '../../../engine/game/queries.ts';
import { act, replay, startSession, undo, type Session } from '../../../engine/game/session.ts';
import { forkAt, forkName, replayPlace, sessionAt } from '../../../renderer/state/replayView.ts';
import { encounter } from '../engine/game/encounterFixture.ts';

/** A session played by the AI for `steps` actions: long enough to cross checkpoints and rounds. */
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

describe('the replay (issue 10, item 7)', () => {
  const session = played(3, 150);

  it('shows the game after any action as it was, without changing the session', () => {
    const frozen = structuredClone(session);
    for (const at of [0, 1, 31, 32, 33, 77, session.log.length - 1]) {
      const shown = sessionAt(session, at);
      expect(shown.current, `after ${at} actions`).toEqual(
        replay(session.start, session.log.slice(0, at)),
      );
      expect(shown.log).toEqual(session.log.slice(0, at));
      expect(shown.events).toHaveLength(at);
    }
    expect(session).toEqual(frozen);
  });

  it('names the round of each point, which a long game passes through several of', () => {
    const rounds = new Set<number>();
    for (let at = 0; at <= session.log.length; at += 5)
      rounds.add(encounterContext(sessionAt(session, at).current).round);
    expect(rounds.size).toBeGreaterThan(1);
    const at = session.log.length - 3;
    const round = encounterContext(sessionAt(session, at).current).round;
    expect(replayPlace(sessionAt(session, at), session.log.length)).toBe(
      `Round ${round} · action ${at} of ${session.log.length}`,
    );
  });

  it('“play from here” forks a session whose log is cut there, and which plays and undoes as its own', () => {
    const at = 60;
    const fork = forkAt(session, at);
    expect(fork.log).toEqual(session.log.slice(0, at));
    expect(fork.current).toEqual(sessionAt(session, at).current);
    expect(fork.undone).toEqual([]);
    const next = chooseAction(fork.current)!;
    const went = act(fork, next);
    expect(went.ok).toBe(true);
    // Undo steps back a whole decision, which may have begun before the cut: to the state there.
    const back = went.ok ? undo(went.session) : null;
    expect(back!.log.length).toBeLessThanOrEqual(at);
    expect(back!.current).toEqual(sessionAt(session, back!.log.length).current);
  });

  it('names the fork after its session and point, within the store’s 100 characters', () => {
    expect(forkName('Saloon', 12)).toBe('Saloon – from action 12');
    // A fork of a fork says where it came from once, not twice.
    expect(forkName('Saloon – from action 12', 5)).toBe('Saloon – from action 5');
    expect(forkName(null, 3)).toBe('Untitled session – from action 3');
    expect(forkName('x'.repeat(100), 999).length).toBeLessThanOrEqual(95);
  });

  it('a fork plays for what the session did: its campaign encounter, its computer players, its practice', () => {
    const playedFor: Session = {
      ...session,
      campaign: { campaign: 'Tombstone run', encounter: 'enc-1', seats: { kate: 'kate' } },
      control: { pc: 'human', npc: 'hard', byId: {} },
      practice: { id: 'practice-1', map: 'Dusty Crossing', level: 'hard' },
    };
    const fork = forkAt(playedFor, 40);
    expect(fork.campaign).toEqual(playedFor.campaign);
    expect(fork.control).toEqual(playedFor.control);
    expect(fork.practice).toEqual(playedFor.practice);
    // One that played for none of them forks into one that plays for none.
    expect(Object.keys(forkAt(session, 40))).not.toContain('campaign');
  });
});
