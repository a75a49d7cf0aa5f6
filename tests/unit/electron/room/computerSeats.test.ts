import { describe, expect, it } from 'vitest';
import { inProcessPlayer } from '../../../../common/computerPlayer.ts';
import { ComputerSeats, type SeatsRoom } from '../../../../electron/room/computerSeats.ts';
import type { ComputerStatus } from '../../../../electron/room/roomProtocol.ts';
import { play } from '../../../../engine/game/gameSession.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import { SKIRMISH } from '../../../../engine/game/skirmishGame.ts';
import { startSession, withControl } from '../../../../engine/game/session.ts';
import { TEXAS_SHOOTOUT } from '../../../../engine/modes/texas-shootout/texasDefinition.ts';
import { pendingActor, type Action, type Session } from '../../../../engine/skirmish.ts';
import { startEncounter } from '../../../bench/benchEncounter.ts';
import { settled } from '../../eventLoop.ts';

/** A room that records what the seats play and tell, and plays it as the table room would. */
function fakeRoom() {
  const played: { expected: Session; actions: readonly Action[] }[] = [];
  const told: ComputerStatus[] = [];
  const room: SeatsRoom = {
    playAs: (expected, actions) => played.push({ expected, actions }),
    tellDealers: (status) => told.push(status),
  };
  return { room, played, told };
}

/** The bench's encounter with the rounds begun, the side that acts first given to `level`. */
function firstTurn(computerFirst: boolean): Session {
  let session = startSession(startEncounter(7));
  const begun = play(SKIRMISH, session, { type: BEGIN_TURNS.type });
  if (!begun.ok) throw new Error(begun.message);
  session = begun.session;
  const pending = pendingActor(session.current);
  if (pending.kind !== 'character') throw new Error('no character acts first');
  const first = session.current.combatants[pending.who]!.side;
  const computer = computerFirst ? first : first === 'pc' ? 'npc' : 'pc';
  return withControl(session, { pc: 'human', npc: 'human', byId: {}, [computer]: 'easy' });
}

async function seated(session: Session, dealer = true) {
  const { room, played, told } = fakeRoom();
  const seats = new ComputerSeats(room, inProcessPlayer, { pace: 'instant' });
  seats.present(dealer);
  seats.follow(session, SKIRMISH);
  for (let i = 0; i < 5; i++) await settled();
  return { seats, played, told };
}

describe("the computer's seats (issue 38)", () => {
  it('play the computer’s character on the session the room holds, and tell the Dealer', async () => {
    const session = firstTurn(true);
    const { seats, played, told } = await seated(session);
    expect(played).toHaveLength(1);
    expect(played[0]!.expected).toBe(session);
    const pending = pendingActor(session.current);
    const action = played[0]!.actions[0]!;
    expect('who' in action && pending.kind === 'character' && action.who === pending.who).toBe(
      true,
    );
    expect(told.at(-1)?.moves.at(-1)).toMatchObject({ level: 'easy', at: session.log.length });
    seats.close();
  });

  it('leave a person’s character to the person', async () => {
    const { seats, played } = await seated(firstTurn(false));
    expect(played).toEqual([]);
    seats.close();
  });

  it('wait while no Dealer’s window follows the table, and play once one does', async () => {
    const session = firstTurn(true);
    const { seats, played } = await seated(session, false);
    expect(played).toEqual([]);
    seats.present(true);
    for (let i = 0; i < 5; i++) await settled();
    expect(played).toHaveLength(1);
    seats.close();
  });

  it('play nothing of another game on the table', async () => {
    const { room, played } = fakeRoom();
    const seats = new ComputerSeats(room, inProcessPlayer, { pace: 'instant' });
    seats.present(true);
    seats.follow(firstTurn(true), TEXAS_SHOOTOUT);
    for (let i = 0; i < 5; i++) await settled();
    expect(played).toEqual([]);
    expect(seats.status()).toBeNull();
  });
});
