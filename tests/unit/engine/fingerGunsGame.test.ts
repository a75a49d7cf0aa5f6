import { describe, expect, it } from 'vitest';
import {
  beginSession,
  play as playIn,
  rebuildSession,
  replayLog,
  undoDecision,
} from '../../../engine/game/gameSession.ts';
import { applyFingerGunsAction } from '../../../engine/modes/finger-guns/applyFingerGunsAction.ts';
import {
  FINGER_GUNS,
  fingerGunsSessionOf,
  type FingerGunsSession,
} from '../../../engine/modes/finger-guns/fingerGunsDefinition.ts';
import {
  createFingerGunsGame,
  fingerGunsHouse,
  fingerGunsRematch,
  fingerGunsRules,
  whoMayCountDown,
  type FingerGunsGame,
} from '../../../engine/modes/finger-guns/fingerGunsGame.ts';
import type { FingerGunsAction } from '../../../engine/modes/finger-guns/fingerGunsRecords.ts';
import { FIX_HEALTH } from '../../../engine/modes/finger-guns/records/fixHealth.ts';
import { PLAY_ROUND } from '../../../engine/modes/finger-guns/records/playRound.ts';
import type { GestureInput } from '../../../engine/modes/finger-guns/resolveRound.ts';
import { RulesInputError } from '../../../engine/rules/rulesInputError.ts';
import { DEFAULT_RULES_OPTIONS, type RulesOptions } from '../../../engine/rules/rulesOptions.ts';

const FOUR = ['Ann', 'Bob', 'Cat', 'Dan'];

function play(game: FingerGunsGame, action: FingerGunsAction): FingerGunsGame {
  const next = applyFingerGunsAction(game, action);
  if (!next.ok) throw new Error(next.reason);
  return next.game;
}

const round = (sheriff: string, gestures: Record<string, GestureInput>): FingerGunsAction => ({
  type: PLAY_ROUND.type,
  sheriff,
  gestures,
});

const health = (game: FingerGunsGame) =>
  Object.fromEntries(game.players.map((p) => [p.name, p.health]));
const states = (game: FingerGunsGame) =>
  Object.fromEntries(game.players.map((p) => [p.name, p.state]));

/** Plays `action` in the session: the one session of every game (issue 37, item 2). */
function playSession(session: FingerGunsSession, action: FingerGunsAction): FingerGunsSession {
  const next = playIn(FINGER_GUNS, session, action);
  if (!next.ok) throw new Error(next.message);
  return next.session;
}

/** The game a session's log replays to from its start. */
const replayed = (session: FingerGunsSession) => replayLog(FINGER_GUNS, session.start, session.log);

/** Ann and Bob power-shoot Cat down to 0 in two rounds (12 a round), sheriffs taking turns. */
function twoKills(rules?: RulesOptions): FingerGunsGame {
  let game = createFingerGunsGame({ players: ['Ann', 'Bob', 'Cat', 'Dan', 'Eve'], seed: 1 }, rules);
  for (let i = 0; i < 2; i++)
    game = play(
      game,
      round(i % 2 ? 'Bob' : 'Ann', {
        Ann: { action: 'powershot', target: 'Cat' },
        Bob: { action: 'powershot', target: 'Cat' },
      }),
    );
  return game;
}

describe('a Finger Guns game (F1, F8, F9)', () => {
  it('F9: seats 4 to 8 players, and refuses 3 or 9 in words', () => {
    expect(createFingerGunsGame({ players: FOUR, seed: 1 }).players).toHaveLength(4);
    expect(
      createFingerGunsGame({ players: [...FOUR, 'E', 'F', 'G', 'H'], seed: 1 }).players,
    ).toHaveLength(8);
    expect(() => createFingerGunsGame({ players: ['Ann', 'Bob', 'Cat'], seed: 1 })).toThrow(
      /needs 4 to 8 players: the game ends at three Survivors \(F9\); this table has 3/,
    );
    expect(() =>
      createFingerGunsGame({ players: [...FOUR, 'E', 'F', 'G', 'H', 'I'], seed: 1 }),
    ).toThrow(RulesInputError);
    expect(() => createFingerGunsGame({ players: ['Ann', 'Bob', 'Ann', 'Dan'], seed: 1 })).toThrow(
      /“Ann” is seated twice/,
    );
  });

  it('F1: everyone starts at 20; the sheriff cannot count the next round', () => {
    let game = createFingerGunsGame({ players: FOUR, seed: 1 });
    expect(health(game)).toEqual({ Ann: 20, Bob: 20, Cat: 20, Dan: 20 });
    expect(whoMayCountDown(game)).toEqual(FOUR);
    game = play(game, round('Bob', {}));
    expect(game.sheriff).toBe('Bob');
    expect(whoMayCountDown(game)).toEqual(['Ann', 'Cat', 'Dan']);
    expect(applyFingerGunsAction(game, round('Bob', {}))).toEqual({
      ok: false,
      reason: 'Bob is the sheriff and cannot count the next round: someone else counts down (F1)',
    });
    expect(play(game, round('Cat', {})).sheriff).toBe('Cat');
  });

  it('F1 (house): the starting health is the table’s option, 20 by default, within F1’s 0–20', () => {
    const at = (start: number) =>
      health(
        createFingerGunsGame(
          { players: FOUR, seed: 1 },
          fingerGunsRules({ fingerGunsStartHealth: start }),
        ),
      );
    expect(DEFAULT_RULES_OPTIONS.fingerGunsStartHealth).toBe(20);
    expect(at(12)).toEqual({ Ann: 12, Bob: 12, Cat: 12, Dan: 12 });
    // Healing still stops at 20 (F1, closed), not at the start: a Saloon from 12 gains its fingers.
    const healed = play(
      createFingerGunsGame(
        { players: FOUR, seed: 1 },
        fingerGunsRules({ fingerGunsStartHealth: 19 }),
      ),
      round('Ann', { Bob: { action: 'saloon', fingers: 3 } }),
    );
    expect(health(healed).Bob).toBe(20);
    for (const start of [0, 21, 2.5])
      expect(() => at(start), String(start)).toThrow(
        new RulesInputError(
          'fingerGunsStartHealth',
          `Each player starts with 1 to 20 health (F1); this table says ${start}`,
        ),
      );
  });

  it('F1: a hand fix moves health by one within 0–20, and a fix to 0 kills (F8)', () => {
    // Five seats, so a fix to 0 leaves four Survivors and the game goes on (F9).
    let game = createFingerGunsGame({ players: [...FOUR, 'Eve'], seed: 1 });
    expect(applyFingerGunsAction(game, { type: FIX_HEALTH.type, player: 'Ann', delta: 1 })).toEqual(
      {
        ok: false,
        reason: 'Ann is at 20, the most there is (F1)',
      },
    );
    game = play(game, { type: FIX_HEALTH.type, player: 'Ann', delta: -1 });
    expect(health(game).Ann).toBe(19);
    for (let i = 0; i < 20; i++)
      game = play(game, { type: FIX_HEALTH.type, player: 'Bob', delta: -1 });
    expect(states(game).Bob).toBe('killed');
    // A miscount put right: fixed up from 0, Bob lives.
    game = play(game, { type: FIX_HEALTH.type, player: 'Bob', delta: 1 });
    expect(states(game).Bob).toBe('survivor');
  });

  it('resolves a round in F2 order with one line per step saying why', () => {
    let game = createFingerGunsGame({ players: ['Ann', 'Bob', 'Cat', 'Dan', 'Eve'], seed: 1 });
    game = play(
      game,
      round('Ann', {
        Ann: { action: 'powershot', target: 'Bob' },
        Bob: { action: 'shot', target: 'Ann' },
        Cat: { action: 'dynamite' },
        Dan: { action: 'saloon', fingers: 3 },
        Eve: { action: 'saloon', fingers: 3 },
      }),
    );
    expect(game.rounds[0]!.lines.map((l) => l.step)).toEqual([
      'saloon',
      'shot',
      'dynamite',
      'powershot',
    ]);
    expect(game.rounds[0]!.lines.map((l) => l.text)).toEqual([
      'Saloon cancelled: Dan and Eve both show 3 (F4)',
      'Shot: Bob shoots Ann: Ann loses 2 (F5)',
      'Dynamite: Cat throws: Bob and Dan lose 3; Cat loses 1 (F6)',
      "Power Shot: Ann's is cancelled: Ann lost health to a Shot this round (F7)",
    ]);
    expect(health(game)).toEqual({ Ann: 18, Bob: 17, Cat: 19, Dan: 17, Eve: 20 });
  });

  it('F8: Killed in a round, a Ghost from the next; Dynamite skips it and says so', () => {
    let game = twoKills();
    expect(health(game).Cat).toBe(0);
    expect(states(game).Cat).toBe('killed');
    expect(game.rounds[1]!.lines.at(-1)!.text).toBe(
      'Cat drops to 0 and is Killed: a Ghost from next round (F8)',
    );
    game = play(game, round('Ann', { Bob: { action: 'dynamite' } }));
    expect(states(game).Cat).toBe('ghost');
    expect(game.rounds[2]!.lines[0]!.text).toBe(
      'Dynamite: Bob throws: Ann and Dan lose 3 (skipping Cat: not Survivors); Bob loses 1 (F6)',
    );
    expect(
      applyFingerGunsAction(game, { type: FIX_HEALTH.type, player: 'Cat', delta: 1 }),
    ).toMatchObject({
      ok: false,
      reason: expect.stringContaining('Cat is a Ghost'),
    });
  });

  it('F9: the game ends at three Survivors, with them as winners, and refuses more rounds', () => {
    let game = createFingerGunsGame({ players: FOUR, seed: 1 });
    for (let i = 0; i < 3; i++)
      game = play(
        game,
        round(i % 2 ? 'Ann' : 'Bob', {
          Ann: { action: 'powershot', target: 'Dan' },
          Bob: { action: 'shot', target: 'Dan' },
        }),
      );
    // 20 − 8 × 2 = 4 after two rounds, 0 within the third.
    expect(game.over).toBe(true);
    expect(game.winners).toEqual(['Ann', 'Bob', 'Cat']);
    expect(applyFingerGunsAction(game, round('Cat', {}))).toEqual({
      ok: false,
      reason: 'The game is over: Ann, Bob, Cat won',
    });
  });

  it('F9: a hand fix that leaves three Survivors ends the game, with the same winners as a round', () => {
    let session: FingerGunsSession = beginSession(createFingerGunsGame({ players: FOUR, seed: 1 }));
    session = playSession(session, round('Ann', { Ann: { action: 'powershot', target: 'Dan' } }));
    session = playSession(session, round('Bob', { Bob: { action: 'powershot', target: 'Dan' } }));
    session = playSession(session, round('Ann', { Ann: { action: 'powershot', target: 'Dan' } }));
    let game = session.current;
    expect(health(game).Dan).toBe(2);
    expect(game.over).toBe(false);
    session = playSession(session, { type: FIX_HEALTH.type, player: 'Dan', delta: -1 });
    expect(session.current.over).toBe(false);
    // The table finds Dan's tracker one too high: fixed to 0, Dan is Killed (F8) and three
    // Survivors are left, as if a round had done it.
    session = playSession(session, { type: FIX_HEALTH.type, player: 'Dan', delta: -1 });
    game = session.current;
    expect(states(game).Dan).toBe('killed');
    expect(game.over).toBe(true);
    expect(game.winners).toEqual(['Ann', 'Bob', 'Cat']);
    expect(game.endedByFix).toBe(true);
    expect(whoMayCountDown(game)).toEqual([]);
    expect(applyFingerGunsAction(game, round('Cat', {}))).toEqual({
      ok: false,
      reason: 'The game is over: Ann, Bob, Cat won',
    });
    // The replay of the log ends it the same way.
    expect(replayed(session)).toEqual(game);
  });

  it('F9: undo takes back only the fix that ended the game, so a miscount does not end it for good', () => {
    let session: FingerGunsSession = beginSession(createFingerGunsGame({ players: FOUR, seed: 1 }));
    for (let i = 0; i < 20; i++)
      session = playSession(session, { type: FIX_HEALTH.type, player: 'Dan', delta: -1 });
    expect(session.current.over).toBe(true);
    const back = undoDecision(FINGER_GUNS, session)!;
    expect(back.current.over).toBe(false);
    expect(back.log).toEqual(session.log.slice(0, -1));
    expect(health(back.current).Dan).toBe(1);
    expect(back.current.endedByFix).toBe(false);
    // The fixes before any round are no decision: nothing further to take back.
    expect(undoDecision(FINGER_GUNS, back)).toBeNull();
  });

  it('F8 house: the table’s choice stays with the game through its rounds, undo, replay and rematch', () => {
    const rules = fingerGunsRules({ fingerGunsGhostsGesture: false });
    expect(rules).toEqual({ ...DEFAULT_RULES_OPTIONS, fingerGunsGhostsGesture: false });
    // Cat is Killed in round 2 and a Ghost in round 3, where its Power Shot at Ann does nothing.
    const setup = { players: ['Ann', 'Bob', 'Cat', 'Dan', 'Eve'], seed: 1 };
    const session = rebuildSession(FINGER_GUNS, createFingerGunsGame(setup, rules), [
      round('Ann', {
        Ann: { action: 'powershot', target: 'Cat' },
        Bob: { action: 'powershot', target: 'Cat' },
      }),
      round('Bob', {
        Ann: { action: 'powershot', target: 'Cat' },
        Bob: { action: 'powershot', target: 'Cat' },
      }),
      round('Ann', { Cat: { action: 'powershot', target: 'Ann' } }),
    ]);
    const game = session.current;
    expect(game).toEqual(
      play(twoKills(rules), round('Ann', { Cat: { action: 'powershot', target: 'Ann' } })),
    );
    expect(states(game).Cat).toBe('ghost');
    expect(health(game).Ann).toBe(20);
    expect(game.rounds[2]!.lines.map((l) => l.text)).toEqual([
      'Power Shot: Cat is a Ghost and makes no gesture (F8 house rule off)',
    ]);
    expect(game.rules.fingerGunsGhostsGesture).toBe(false);
    expect(replayed(session)).toEqual(game);
    expect(undoDecision(FINGER_GUNS, session)!.current.rules).toEqual(rules);
    expect(fingerGunsRematch(game).rules).toEqual(rules);
    // The same log under the default (on): Cat's Power Shot takes 6 from Ann.
    const onDefault = fingerGunsSessionOf({ setup, house: {}, log: session.log });
    expect(health(onDefault.current).Ann).toBe(14);
    expect(fingerGunsHouse(game.rules)).toEqual({
      fingerGunsStartHealth: 20,
      fingerGunsGhostsGesture: false,
    });
  });

  it('undo steps back one resolved round, fixes after it included; replay gives the same game', () => {
    const setup = { players: ['Ann', 'Bob', 'Cat', 'Dan', 'Eve'], seed: 1 };
    const killAtCat = {
      Ann: { action: 'powershot', target: 'Cat' },
      Bob: { action: 'powershot', target: 'Cat' },
    } as const;
    const session = rebuildSession(FINGER_GUNS, createFingerGunsGame(setup), [
      round('Ann', killAtCat),
      round('Bob', killAtCat),
      { type: FIX_HEALTH.type, player: 'Ann', delta: -1 } as const,
    ]);
    const before = replayLog(FINGER_GUNS, session.start, session.log.slice(0, 1));
    const undone = undoDecision(FINGER_GUNS, session)!;
    expect(undone.current.rounds).toHaveLength(1);
    expect(undone.log).toEqual(session.log.slice(0, 1));
    expect(undone.undone).toEqual(session.log.slice(1));
    expect(health(undone.current)).toEqual(health(before));
    expect(undone.current.sheriff).toBe('Ann');
    expect(replayed(session)).toEqual(session.current);
    const fresh: FingerGunsSession = beginSession(createFingerGunsGame(setup));
    expect(undoDecision(FINGER_GUNS, fresh)).toBeNull();
  });

  it('a log that does not replay names the decision that fails', () => {
    const setup = { players: FOUR, seed: 1 };
    expect(() =>
      fingerGunsSessionOf({ setup, house: {}, log: [round('Ann', {}), round('Ann', {})] }),
    ).toThrow(/action 2 \(PLAY_ROUND\) was refused: Ann is the sheriff/);
  });

  it('a rematch seats the same table at full health with the next seed', () => {
    const game = twoKills();
    const rematch = fingerGunsRematch(game);
    expect(rematch.setup).toEqual({ players: game.setup.players, seed: 2 });
    expect(rematch.rounds).toEqual([]);
    expect(new Set(Object.values(health(rematch)))).toEqual(new Set([20]));
  });
});
