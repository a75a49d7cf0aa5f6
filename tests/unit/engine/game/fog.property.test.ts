import fc from 'fast-check';
import { describe, it } from 'vitest';
import type { Action } from '../../../../engine/game/actions.ts';
import { decodeCells } from '../../../../engine/game/fogCells.ts';
import type { GameState } from '../../../../engine/game/gameState.ts';
import { legalActions } from '../../../../engine/game/legalActions.ts';
import { pendingActor } from '../../../../engine/game/pendingActor.ts';
import { publicView } from '../../../../engine/game/publicView.ts';
import { isDown } from '../../../../engine/game/queries.ts';
import { act, startSession, undo, type Session } from '../../../../engine/game/session.ts';
import { sightField } from '../../../../engine/grid/sightField.ts';
import { encounter } from './encounterFixture.ts';
import { END_ENCOUNTER } from '../../../../engine/game/records/endEncounter.ts';
import { MOVE } from '../../../../engine/game/records/move.ts';
import { PLACE_TOKEN } from '../../../../engine/game/records/placeToken.ts';
import { SET_FOG } from '../../../../engine/game/records/setFog.ts';
import { TOGGLE_DOOR } from '../../../../engine/game/records/toggleDoor.ts';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 60);

/** Fresh: each standing PC's own sightField, swept from nothing, OR-ed together. */
function freshLit(state: GameState): Uint8Array {
  const lit = new Uint8Array(state.map.size[0] * state.map.size[1]);
  for (const c of Object.values(state.combatants)) {
    if (c.side !== 'pc' || isDown(c)) continue;
    const field = sightField(state.map, c.at);
    for (let i = 0; i < lit.length; i++) if (field[i] === 1) lit[i] = 1;
  }
  return lit;
}

/**
 * The squares a PC's accepted MOVE walked before its last (fogWalk.ts): its start and each square
 * of the path before where it stopped. None for a move that ran into a hidden NPC (it stayed put),
 * nor for an NPC's move (only the posse sees).
 */
function walkedBy(before: GameState, after: GameState, action: Action): [number, number][] {
  if (action.type !== MOVE.type) return [];
  const was = before.combatants[action.who]!;
  const now = after.combatants[action.who]!;
  if (was.side !== 'pc' || action.path.length === 0) return [];
  const at = (sq: readonly number[]) => sq[0] === now.at[0] && sq[1] === now.at[1];
  if (at(was.at)) return [];
  // A jump that downs the PC stops it on that square (E4, A8): the path after it is not walked.
  const stop = isDown(now) ? action.path.findIndex(at) : action.path.length - 1;
  return [
    [was.at[0], was.at[1]],
    ...action.path.slice(0, stop).map((q) => [q[0], q[1]] as [number, number]),
  ];
}

function same(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/** Beside the street's door, on the west side (encounterFixture: the door on x = 6, y 3 to 4). */
const BY_THE_DOOR: [number, number] = [5, 3];

/**
 * The next action, from the pending actor's legal actions: often a door when one is offered, and
 * now and then the Dealer's token placed by hand (a PC set beside the door, or anywhere free), so
 * doors and placements come up as often as moves.
 */
function choose(state: GameState, pick: number): Action | null {
  const pending = pendingActor(state);
  const actor = pending.kind === 'character' ? pending.who : 'dealer';
  const own = legalActions(state, actor).actions.filter((a) => a.type !== END_ENCOUNTER.type);
  const door = own.find((a) => a.type === TOGGLE_DOOR.type);
  if (door && pick % 3 === 0) return door;
  const place = legalActions(state, 'dealer').templates.find((t) => t.type === PLACE_TOKEN.type);
  if (place?.type === PLACE_TOKEN.type && pick % 7 === 0 && place.squares.length > 0) {
    const free = place.squares.find((q) => q[0] === BY_THE_DOOR[0] && q[1] === BY_THE_DOOR[1]);
    const who =
      pending.kind === 'character' && state.combatants[pending.who]!.side === 'pc'
        ? pending.who
        : 'kate';
    return {
      type: PLACE_TOKEN.type,
      combatant: who,
      at: free ?? place.squares[pick % place.squares.length]!,
    };
  }
  return own.length > 0 ? own[pick % own.length]! : null;
}

/**
 * Issue 11: the explored set the game keeps, grown step by step with posseSight's incremental
 * update and a cache outside the state, is exactly the union of fresh sight fields over where the
 * standing PCs stood after each action (moves, doors, tokens placed, PCs downed) and over each
 * square a PC's move walked on the way; the lit squares on the view are the fresh union now; and
 * an undo gives back the set as it was at that point.
 */
describe('the fog of war, property: incremental = fresh (issue 11)', () => {
  it('explored is the union of fresh sightFields along the game, through undos', () => {
    let doors = 0;
    let walks = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.array(fc.nat(), { minLength: 20, maxLength: 80 }),
        (seed, picks) => {
          let session: Session = startSession(encounter(seed));
          const first = act(session, { type: SET_FOG.type, mode: 'explored' });
          if (!first.ok) throw new Error(first.message);
          session = first.session;
          // What the union was after each prefix of the log (index = log length).
          const expected: Uint8Array[] = [];
          expected[session.log.length] = freshLit(session.current);
          for (const pick of picks) {
            if (pick % 11 === 0 && session.log.length > 1) {
              const back = undo(session);
              if (back && back.log.length >= 1) {
                session = back;
                const want = expected[session.log.length]!;
                const have = decodeCells(session.current.fog.explored, want.length);
                if (!same(have, want)) throw new Error('undo did not restore the explored set');
                continue;
              }
            }
            const action = choose(session.current, pick);
            if (!action) break;
            if (action.type === TOGGLE_DOOR.type) doors += 1;
            const result = act(session, action);
            if (!result.ok) throw new Error(result.message);
            const previous = expected[session.log.length]!;
            const before = session.current;
            session = result.session;
            const lit = freshLit(session.current);
            const union = previous.map((v, i) => (v | lit[i]!) as number);
            for (const at of walkedBy(before, session.current, action)) {
              const field = sightField(before.map, at);
              for (let i = 0; i < union.length; i++) union[i] = union[i]! | field[i]!;
              walks += 1;
            }
            expected[session.log.length] = union;
            const cells = union.length;
            const have = decodeCells(session.current.fog.explored, cells);
            if (!same(have, union)) throw new Error('explored differs from the fresh union');
            const view = publicView(session.current).fog!;
            if (!same(decodeCells(view.lit, cells), lit))
              throw new Error('lit differs from the fresh sight fields');
          }
        },
      ),
      { numRuns: RUNS, seed: 11 },
    );
    // Doors were opened and closed along the way (one game in four at least): not moves alone.
    if (doors < RUNS / 4) throw new Error(`only ${doors} doors toggled in ${RUNS} games`);
    // Moves of more than one square came up too: their walks are part of the union.
    if (walks < RUNS) throw new Error(`only ${walks} squares walked in ${RUNS} games`);
  });
});
