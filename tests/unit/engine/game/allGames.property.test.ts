import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameDef, TypedAction } from '../../../../engine/game/gameDef.ts';
import {
  beginSession,
  play,
  rebuildSession,
  redoDecision,
  replayLog,
  undoDecision,
  type GameSession,
} from '../../../../engine/game/gameSession.ts';
import { legalActions } from '../../../../engine/game/legalActions.ts';
import { pendingActor } from '../../../../engine/game/pendingActor.ts';
import { END_ENCOUNTER } from '../../../../engine/game/records/endEncounter.ts';
import { SKIRMISH } from '../../../../engine/game/skirmishGame.ts';
import { PUBLIC, seat, type Viewer } from '../../../../engine/game/viewer.ts';
import type { Action } from '../../../../engine/game/actions.ts';
import type { GameState } from '../../../../engine/game/gameState.ts';
import {
  FINGER_GUNS,
  fingerGunsOffers,
} from '../../../../engine/modes/finger-guns/fingerGunsDefinition.ts';
import {
  createFingerGunsGame,
  type FingerGunsGame,
} from '../../../../engine/modes/finger-guns/fingerGunsGame.ts';
import type { FingerGunsAction } from '../../../../engine/modes/finger-guns/fingerGunsRecords.ts';
import {
  FIX_HEALTH,
  type FixHealthAction,
} from '../../../../engine/modes/finger-guns/records/fixHealth.ts';
import {
  PLAY_ROUND,
  type RoundChoices,
} from '../../../../engine/modes/finger-guns/records/playRound.ts';
import {
  SHOW_GESTURE,
  type GestureChoices,
} from '../../../../engine/modes/finger-guns/records/showGesture.ts';
import type { GestureInput } from '../../../../engine/modes/finger-guns/resolveRound.ts';
import type { TexasAction } from '../../../../engine/modes/texas-shootout/applyTexasAction.ts';
import { PLACE } from '../../../../engine/modes/texas-shootout/records/place.ts';
import {
  TEXAS_SHOOTOUT,
  texasOffers,
} from '../../../../engine/modes/texas-shootout/texasDefinition.ts';
import {
  createTexasGame,
  type TexasGameState,
} from '../../../../engine/modes/texas-shootout/texasGame.ts';
import { encounter } from './encounterFixture.ts';

/**
 * Issue 37, items 1 and 2: random play over all three games through the one session. At every
 * step an action is drawn from what the game offers now (the skirmish's legalActions, the other
 * two games' action records), and the session must accept it: a game never offers what its own
 * gate refuses. Now and then a decision is undone, and sometimes redone. At the end:
 *  - the log replays from the start to the state the session holds, and rebuilding the session
 *    from its log gives the same decisions;
 *  - undoing every decision and redoing them all comes back to the same state;
 *  - the public view holds nothing secret of the game (the seeds and generators that foretell
 *    the dice, a shuffle or the computer players' gestures).
 * The full count runs with `npm run fuzz` (PROPERTY_RUNS).
 */
const RUNS = Math.max(1, Math.round(Number(process.env.PROPERTY_RUNS ?? 1_000) / 20));

interface Player<S, A extends TypedAction> {
  readonly def: GameDef<S, A, unknown>;
  start(seed: number): S;
  /** The action at `pick` (any whole number) among what the game offers now; null when none. */
  choose(state: S, pick: number): A | null;
  /** The public view must not hold these values anywhere (JSON of the view). */
  secrets(state: S): string[];
  seat(state: S): ReturnType<typeof seat>;
}

const TEXAS: Player<TexasGameState, TexasAction> = {
  def: TEXAS_SHOOTOUT,
  start: (seed) => createTexasGame(seed),
  choose(state, pick) {
    const offered = texasOffers(state);
    // The end of a turn is offered once among many placements: give it a fair chance.
    const ends = offered.filter((a) => a.type !== PLACE.type || pick % 3 === 0);
    const from = pick % 2 === 0 && ends.length > 0 ? ends : offered;
    return from.length === 0 ? null : from[pick % from.length]!;
  },
  secrets: (state) => [`"rng":${JSON.stringify(state.rng)}`, JSON.stringify(state.drawPile)],
  seat: () => seat('A', ['A']),
};

const FINGER_GUNS_TABLE: Player<FingerGunsGame, FingerGunsAction> = {
  def: FINGER_GUNS,
  start: (seed) =>
    createFingerGunsGame({
      players: ['Ann', 'Bob', 'Cat', 'Dan', 'Eve'].slice(0, 4 + (seed % 2)),
      seed,
    }),
  choose(game, pick) {
    const offered = fingerGunsOffers(game);
    const shows = offered.filter((c): c is GestureChoices => c.type === SHOW_GESTURE.type);
    const fixes = offered.filter((c): c is FixHealthAction => c.type === FIX_HEALTH.type);
    const round = offered.find((c): c is RoundChoices => c.type === PLAY_ROUND.type);
    if (pick % 7 === 0 && fixes.length > 0) return fixes[pick % fixes.length]!;
    if (pick % 3 === 0 && shows.length > 0) {
      // A hand shown in private, to be revealed with the others at the next "Draw!".
      const show = shows[pick % shows.length]!;
      const gesture = show.gestures[(pick >>> 3) % show.gestures.length]!;
      return { type: SHOW_GESTURE.type, player: show.player, gesture };
    }
    if (!round) return null;
    // The round carries some hands itself; the others are those shown before it, or none.
    const gestures: Record<string, GestureInput> = {};
    Object.entries(round.gestures).forEach(([name, options], i) => {
      if ((pick >>> i) & 1) gestures[name] = options[(pick >>> (i + 2)) % options.length]!;
    });
    return {
      type: PLAY_ROUND.type,
      sheriff: round.sheriffs[pick % round.sheriffs.length]!,
      gestures,
    };
  },
  // The seed foretells the bots; the hands shown before "Draw!" are each their own player's.
  secrets: (game) => {
    const own = JSON.stringify(game.pending[game.players[0]!.name] ?? null);
    const others = Object.entries(game.pending)
      .filter(([name]) => name !== game.players[0]!.name)
      .map(([, gesture]) => JSON.stringify(gesture))
      .filter((shown) => shown !== own);
    return [`"seed":${game.setup.seed}`, ...others];
  },
  seat: (game) => seat(game.players[0]!.name, [game.players[0]!.name]),
};

const SKIRMISH_TABLE: Player<GameState, Action> = {
  def: SKIRMISH,
  start: (seed) => encounter(seed),
  choose(state, pick) {
    const pending = pendingActor(state);
    const actor = pending.kind === 'character' ? pending.who : 'dealer';
    const offered = legalActions(state, actor).actions.filter((a) => a.type !== END_ENCOUNTER.type);
    return offered.length === 0 ? null : offered[pick % offered.length]!;
  },
  secrets: (state) => [`"rng":${JSON.stringify(state.rng)}`],
  seat: (state) => {
    const first = Object.keys(state.combatants)[0]!;
    return seat('first', [first]);
  },
};

/** One random game: its session after `steps`, undoing and redoing as `moves` says. */
function playOut<S, A extends TypedAction>(
  player: Player<S, A>,
  seed: number,
  moves: readonly number[],
): GameSession<S, A, unknown> {
  let session: GameSession<S, A, unknown> = beginSession(player.start(seed));
  for (const move of moves) {
    if (move % 11 === 0) {
      session = undoDecision(player.def, session) ?? session;
      continue;
    }
    if (move % 13 === 0) {
      session = redoDecision(player.def, session) ?? session;
      continue;
    }
    const action = player.choose(session.current, move);
    if (!action) break;
    const played = play(player.def, session, action);
    if (!played.ok)
      throw new Error(`offered but refused: ${JSON.stringify(action)}: ${played.message}`);
    session = played.session;
  }
  return session;
}

function checkSession<S, A extends TypedAction>(
  player: Player<S, A>,
  session: GameSession<S, A, unknown>,
): void {
  const { def } = player;
  expect(replayLog(def, session.start, session.log)).toEqual(session.current);
  const rebuilt = rebuildSession(def, session.start, session.log, session.undone);
  expect(rebuilt.decisions).toEqual(session.decisions);
  expect(rebuilt.current).toEqual(session.current);
  // Every decision back, then every one forward: the same game (redo replays what was undone).
  let back = rebuilt;
  for (let next = undoDecision(def, back); next; next = undoDecision(def, back)) back = next;
  expect(back.decisions).toEqual([]);
  let forward = back;
  for (let next = redoDecision(def, forward); next; next = redoDecision(def, forward))
    forward = next;
  expect(forward.log).toEqual([...session.log, ...session.undone]);
  expect(replayLog(def, session.start, forward.log)).toEqual(forward.current);
  // Nothing that foretells the game reaches the table or a seat.
  const viewers: Viewer[] = [PUBLIC, player.seat(session.current)];
  for (const viewer of viewers) {
    const shown = JSON.stringify(def.viewFor(session.current, viewer));
    for (const secret of player.secrets(session.current)) expect(shown).not.toContain(secret);
  }
}

describe('random play through the one session, all three games (issue 37)', () => {
  const games: [string, Player<never, TypedAction>, number][] = [
    ['Texas Shootout', TEXAS as unknown as Player<never, TypedAction>, 120],
    ['Finger Guns', FINGER_GUNS_TABLE as unknown as Player<never, TypedAction>, 40],
    ['the skirmish', SKIRMISH_TABLE as unknown as Player<never, TypedAction>, 40],
  ];
  it.each(games)(
    '%s: every offered action is accepted; undo, redo and replay agree',
    (_name, player, steps) => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 1_000_000 }),
          fc.array(fc.nat(), { minLength: steps / 2, maxLength: steps }),
          (seed, moves) => checkSession(player, playOut(player, seed, moves)),
        ),
        { numRuns: RUNS },
      );
    },
  );
});
