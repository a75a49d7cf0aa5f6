import { describe, expect, it } from 'vitest';
import { applyAction, doorBeside, legalActions, type GameState } from '../../../../engine/index.ts';
import { encounter } from './encounterFixture.ts';
import { play } from './drive.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import { END_PHASE } from '../../../../engine/game/records/endPhase.ts';
import { TOGGLE_DOOR } from '../../../../engine/game/records/toggleDoor.ts';

// The street's door stands on the edge between F4 and G4 ([5, 3] | [6, 3]).
const kateMoves = (at: [number, number]): GameState =>
  play(encounter(7, {}, { kate: at }), { type: BEGIN_TURNS.type });

describe('doorBeside: the door the D key works (M3)', () => {
  it('is the first TOGGLE_DOOR legalActions lists, and applyAction accepts it', () => {
    const s = kateMoves([5, 3]);
    const door = doorBeside(s, 'kate');
    expect(door).toEqual({ type: TOGGLE_DOOR.type, who: 'kate', door: 0 });
    const listed = legalActions(s, 'kate').actions.filter((a) => a.type === TOGGLE_DOOR.type);
    expect(listed[0]).toEqual(door);
    if (!('type' in door)) throw new Error(door.message);
    const opened = applyAction(s, door);
    expect(opened.ok && opened.state.map.doors[0]!.open).toBe(true);
  });

  it('words the refusal when no door lies along an edge of the square', () => {
    const s = kateMoves([1, 4]);
    expect(doorBeside(s, 'kate')).toEqual({
      ok: false,
      reason: 'no_door',
      message: 'There is no door beside Marshal Kate (rule M3).',
    });
    expect(legalActions(s, 'kate').actions.some((a) => a.type === TOGGLE_DOOR.type)).toBe(false);
  });

  it('gives the gate’s refusal off the character’s own Movement phase', () => {
    const s = kateMoves([5, 3]);
    expect(doorBeside(s, 'tom')).toMatchObject({ ok: false, reason: 'not_your_turn' });
    const acting = play(s, { type: END_PHASE.type, who: 'kate' });
    expect(doorBeside(acting, 'kate')).toMatchObject({ ok: false, reason: 'wrong_phase' });
    expect(doorBeside(encounter(), 'kate')).toMatchObject({ ok: false, reason: 'not_your_turn' });
    expect(doorBeside(s, 'nobody')).toMatchObject({ ok: false, reason: 'unknown_character' });
  });
});
