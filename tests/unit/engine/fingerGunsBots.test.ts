import { describe, expect, it } from 'vitest';
import {
  FINGER_GUNS_BOTS,
  LOW_HEALTH,
  botGesture,
  type FingerGunsBot,
} from '../../../engine/modes/finger-guns/fingerGunsBots.ts';
import { beginSession, play } from '../../../engine/game/gameSession.ts';
import {
  FINGER_GUNS,
  type FingerGunsSession,
} from '../../../engine/modes/finger-guns/fingerGunsDefinition.ts';
import {
  createFingerGunsGame,
  fingerGunsRules,
  whoMayCountDown,
  type FingerGunsGame,
} from '../../../engine/modes/finger-guns/fingerGunsGame.ts';
import { PLAY_ROUND } from '../../../engine/modes/finger-guns/records/playRound.ts';
import type { GestureInput } from '../../../engine/modes/finger-guns/resolveRound.ts';

/** A game among bots only, to its end: every round the first who may count down does. */
function botSession(seed: number, bot: (seat: number) => FingerGunsBot): FingerGunsSession {
  let session: FingerGunsSession = beginSession(
    createFingerGunsGame({ players: ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay'], seed }),
  );
  for (let r = 0; r < 200 && !session.current.over; r++) {
    const game = session.current;
    const gestures: Record<string, GestureInput> = {};
    game.players.forEach((p, i) => (gestures[p.name] = botGesture(game, p.name, bot(i))));
    const next = play(FINGER_GUNS, session, {
      type: PLAY_ROUND.type,
      sheriff: whoMayCountDown(game)[0]!,
      gestures,
    });
    if (!next.ok) throw new Error(next.message);
    session = next.session;
  }
  return session;
}
const botGame = (seed: number, bot: (seat: number) => FingerGunsBot): FingerGunsGame =>
  botSession(seed, bot).current;

/** A hand-made table: health by seat, Survivors unless said. */
function tableAt(healths: number[]): FingerGunsGame {
  const game = createFingerGunsGame({ players: ['Ann', 'Bob', 'Cat', 'Dan', 'Eve'], seed: 3 });
  return {
    ...game,
    players: game.players.map((p, i) => ({ ...p, health: healths[i]! })),
  };
}

describe('Finger Guns bots', () => {
  it('make only gestures the rules accept, and bot games end with winners (F9)', () => {
    for (const seed of [1, 2, 3, 4, 5])
      for (const kind of FINGER_GUNS_BOTS) {
        const game = botGame(seed, () => kind);
        expect(game.over).toBe(true);
        expect(game.winners.length).toBeGreaterThan(0);
      }
  });

  it('are seeded: the same seed plays the same game, another seed another', () => {
    const mixed = (seat: number): FingerGunsBot => (seat % 2 ? 'random' : 'heuristic');
    expect(botSession(7, mixed).log).toEqual(botSession(7, mixed).log);
    expect(botSession(7, mixed).log).not.toEqual(botSession(8, mixed).log);
  });

  it('the heuristic goes to the Saloon when low (F4)', () => {
    const game = tableAt([LOW_HEALTH, 20, 20, 20, 20]);
    expect(botGesture(game, 'Ann', 'heuristic')).toMatchObject({ action: 'saloon' });
    expect([2, 3, 4]).toContain(botGesture(game, 'Ann', 'heuristic').fingers);
  });

  it('the heuristic throws Dynamite between two stronger neighbours (F6)', () => {
    const game = tableAt([12, 18, 20, 20, 17]);
    expect(botGesture(game, 'Ann', 'heuristic')).toEqual({ action: 'dynamite' });
  });

  it('otherwise the heuristic power-shoots the leader (F7)', () => {
    const game = tableAt([15, 12, 19, 14, 16]);
    expect(botGesture(game, 'Ann', 'heuristic')).toEqual({ action: 'powershot', target: 'Cat' });
  });

  it('F8 house: a Ghost heuristic shoots the leader; with the rule off it can only cancel a Saloon (F4)', () => {
    const table = tableAt([15, 12, 19, 14, 16]);
    const ghostAnn = (ghostsGesture: boolean): FingerGunsGame => ({
      ...table,
      rules: fingerGunsRules({ fingerGunsGhostsGesture: ghostsGesture }),
      players: table.players.map((p) => (p.name === 'Ann' ? { ...p, state: 'ghost' } : p)),
    });
    expect(botGesture(ghostAnn(true), 'Ann', 'heuristic')).toEqual({
      action: 'powershot',
      target: 'Cat',
    });
    const off = botGesture(ghostAnn(false), 'Ann', 'heuristic');
    expect(off.action).toBe('saloon');
    expect([2, 3, 4]).toContain(off.fingers);
  });

  it('in seat 0 against five random bots, the heuristic is among the winners more often', () => {
    // Measured at 119 of 200 seeds for the heuristic, 83 for a random bot in the same seat.
    const winsOf = (hero: FingerGunsBot) => {
      let wins = 0;
      for (let seed = 0; seed < 200; seed++)
        if (botGame(seed, (seat) => (seat === 0 ? hero : 'random')).winners.includes('Ann')) wins++;
      return wins;
    };
    expect(winsOf('heuristic') - winsOf('random')).toBeGreaterThanOrEqual(20);
  });
});
