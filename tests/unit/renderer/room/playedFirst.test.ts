import { describe, expect, it } from 'vitest';
import { play } from '../../../../engine/game/gameSession.ts';
import { legalActions } from '../../../../engine/game/legalActions.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import { END_PHASE } from '../../../../engine/game/records/endPhase.ts';
import { MOVE } from '../../../../engine/game/records/move.ts';
import { startSession, type Session } from '../../../../engine/game/session.ts';
import { SKIRMISH } from '../../../../engine/game/skirmishGame.ts';
import { situationOf } from '../../../../engine/game/situation.ts';
import type { Action } from '../../../../engine/skirmish.ts';
import { playedFirstWords } from '../../../../renderer/room/playedFirst.ts';
import { encounter } from '../../engine/game/encounterFixture.ts';

function played(session: Session, action: Action): Session {
  const result = play(SKIRMISH, session, action);
  if (!result.ok) throw new Error(result.message);
  return result.session;
}

/** Issue 39: the Dealer's window is told what it lost when a phone played at the room first. */
describe('playedFirstWords', () => {
  const begun = played(startSession(encounter()), { type: BEGIN_TURNS.type });
  const s = situationOf(begun.current);
  if (s.kind !== 'turn') throw new Error('no turn');
  const who = s.who;
  const name = begun.current.combatants[who]!.name;
  const step = legalActions(begun.current, who).actions.find((a) => a.type === MOVE.type)!;

  it('names the player who played first and what, when the window’s own action was not taken', () => {
    const window = played(begun, { type: END_PHASE.type, who });
    const room = played(begun, step);
    expect(playedFirstWords(window, room)).toMatch(
      new RegExp(
        `^${name}'s player played first \\(moving to [A-Z]+\\d+\\): what you did last was not taken\\.$`,
      ),
    );
  });

  it('says nothing when the window lost nothing (it only heard what the room played)', () => {
    const room = played(begun, step);
    expect(playedFirstWords(begun, room)).toBeNull();
    expect(playedFirstWords(room, room)).toBeNull();
  });
});
