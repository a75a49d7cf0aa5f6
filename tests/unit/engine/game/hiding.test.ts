import { describe, expect, it } from 'vitest';
import type { Action } from '../../../../engine/game/actions.ts';
import { legalActions } from '../../../../engine/game/legalActions.ts';
import { publicView } from '../../../../engine/game/publicView.ts';
import { act, startSession, undo, type Session } from '../../../../engine/game/session.ts';
import { situationOf } from '../../../../engine/game/situation.ts';
import { encounter } from './encounterFixture.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import { DECLARE_ATTACK } from '../../../../engine/game/records/declareAttack.ts';
import { DRAW } from '../../../../engine/game/records/draw.ts';
import { END_PHASE } from '../../../../engine/game/records/endPhase.ts';
import { HIDE } from '../../../../engine/game/records/hide.ts';
import { MOVE } from '../../../../engine/game/records/move.ts';
import { PLACE_TOKEN } from '../../../../engine/game/records/placeToken.ts';
import { REVEAL } from '../../../../engine/game/records/reveal.ts';

/** Plays the actions in order; each must be accepted. Returns the session and every log line. */
function play(session: Session, actions: Action[]): { session: Session; lines: string[] } {
  const lines: string[] = [];
  for (const action of actions) {
    const result = act(session, action);
    if (!result.ok) throw new Error(`${action.type}: ${result.message}`);
    session = result.session;
    lines.push(...result.events.map((e) => e.text));
  }
  return { session, lines };
}

const shownIds = (s: Session) => publicView(s.current).combatants.map((c) => c.id);
const onProjector = (s: Session) => JSON.stringify(publicView(s.current));

describe('hidden NPCs (issue 11): an ambush the rules still see', () => {
  it("the Dealer hides an NPC, it leaves the players' view, and undo brings it back", () => {
    const start = startSession(encounter(7));
    const { session, lines } = play(start, [{ type: HIDE.type, combatant: 'buster' }]);
    expect(lines).toEqual(["The Dealer hides Buster at H7: off the players' view until revealed."]);
    expect(shownIds(session)).not.toContain('buster');
    expect(onProjector(session)).not.toContain('Buster');
    expect(shownIds(undo(session)!)).toContain('buster');
    const templates = legalActions(session.current, 'dealer').templates;
    expect(templates.find((t) => t.type === REVEAL.type)).toEqual({
      type: REVEAL.type,
      combatants: ['buster'],
    });
    const back = play(session, [{ type: REVEAL.type, combatant: 'buster' }]);
    expect(back.lines).toEqual(['Buster was hiding at H7: the Dealer reveals them.']);
    expect(shownIds(back.session)).toContain('buster');
  });

  it('never hides a player character', () => {
    const result = act(startSession(encounter(7)), { type: HIDE.type, combatant: 'kate' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain('Marshal Kate is a player character');
  });

  it('reveals a hidden NPC that stands in a move’s way; the mover stays, movement unspent', () => {
    const { session } = play(startSession(encounter(7)), [
      { type: PLACE_TOKEN.type, combatant: 'buster', at: [3, 4] },
      { type: HIDE.type, combatant: 'buster' },
      { type: BEGIN_TURNS.type },
    ]);
    const who = (situationOf(session.current) as { who: string }).who;
    expect(who).toBe('kate');
    const before = session.current.turn!;
    const walked = play(session, [
      {
        type: MOVE.type,
        who: 'kate',
        path: [
          [2, 4],
          [3, 4],
          [4, 4],
        ],
      },
    ]);
    expect(walked.lines).toEqual([
      'Buster was hiding at D5: Marshal Kate runs into them and stops, no movement spent.',
    ]);
    expect(walked.session.current.combatants.kate!.at).toEqual([1, 4]);
    expect(walked.session.current.turn).toEqual(before);
    expect(shownIds(walked.session)).toContain('buster');
  });

  it('refuses a move that fails anyway without a word about the hidden NPC on its path', () => {
    const { session } = play(startSession(encounter(7)), [
      { type: PLACE_TOKEN.type, combatant: 'buster', at: [3, 4] },
      { type: HIDE.type, combatant: 'buster' },
      { type: BEGIN_TURNS.type },
    ]);
    const far: [number, number][] = [
      [2, 4],
      [3, 4],
      [4, 4],
      [5, 4],
      [6, 4],
      [7, 4],
      [7, 3],
      [7, 2],
      [7, 1],
      [7, 0],
      [8, 0],
    ];
    const result = act(session, { type: MOVE.type, who: 'kate', path: far });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).not.toContain('Buster');
    expect(session.current.combatants.buster!.hidden).toBe(true);
  });

  it('reveals a hidden NPC when it attacks, before any step of the attack is shown', () => {
    const { session } = play(startSession(encounter(7)), [
      { type: PLACE_TOKEN.type, combatant: 'tom', at: [3, 3] },
      { type: HIDE.type, combatant: 'tom' },
      { type: BEGIN_TURNS.type },
      { type: END_PHASE.type, who: 'kate' },
      { type: END_PHASE.type, who: 'kate' },
    ]);
    let s = session;
    // Kate draws; then Tom's turn comes: he skips movement and fires from hiding.
    const draw = legalActions(s.current, 'kate').actions.find((a) => a.type === DRAW.type);
    if (draw) s = play(s, [draw]).session;
    expect((situationOf(s.current) as { who?: string }).who).toBe('tom');
    expect(shownIds(s)).not.toContain('tom');
    const shot = play(s, [
      { type: END_PHASE.type, who: 'tom' },
      { type: DECLARE_ATTACK.type, who: 'tom', target: 'kate', weapon: true },
    ]);
    expect(shot.lines[0]).toBe('Tom was hiding at D4: they open fire, and are revealed.');
    expect(shownIds(shot.session)).toContain('tom');
    expect(publicView(shot.session.current).attack).toMatchObject({
      attacker: 'tom',
      target: 'kate',
    });
  });

  it('reveals a hidden NPC that the posse attacks', () => {
    const { session } = play(startSession(encounter(7)), [
      { type: PLACE_TOKEN.type, combatant: 'buster', at: [3, 4] },
      { type: HIDE.type, combatant: 'buster' },
      { type: BEGIN_TURNS.type },
      { type: END_PHASE.type, who: 'kate' },
    ]);
    const shot = play(session, [
      { type: DECLARE_ATTACK.type, who: 'kate', target: 'buster', weapon: true },
    ]);
    expect(shot.lines[0]).toBe(
      'Buster was hiding at D5: the attack finds them, and they are revealed.',
    );
    expect(publicView(shot.session.current).attack).not.toBeNull();
  });
});
