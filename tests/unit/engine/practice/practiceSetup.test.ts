import { describe, expect, it } from 'vitest';
import { controllerOf } from '../../../../engine/game/tableControl.ts';
import { createEncounter } from '../../../../engine/game/createEncounter.ts';
import { setupFromEncounter } from '../../../../engine/game/encounterSetup.ts';
import { asPractice, practiceEncounter } from '../../../../engine/game/practiceSetup.ts';
import { act, redo, startSession, undo } from '../../../../engine/game/session.ts';
import { characterSchema } from '../../../../engine/model/character.ts';
import { mapSchema } from '../../../../engine/model/map.ts';
import { exampleNpcCard } from '../../../../engine/model/exampleNpcs.ts';
import { RulesInputError } from '../../../../engine/rules/rulesInputError.ts';
import {
  sessionFromSave,
  sessionToSave,
  validateSessionWithoutStart,
} from '../../../../engine/save/sessionSave.ts';
import kate from '../../../../assets/characters/marshal-kate.json';
import ned from '../../../../assets/characters/ned-calloway.json';
import dusty from '../../../../assets/maps/dusty-crossing.json';
import mainStreet from '../../../../assets/maps/main-street.json';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';

/** Issue 14, item 3: a practice seated as a prepared encounter is (issue 13's machinery). */

const DUSTY = mapSchema.parse(dusty);
const KATE = characterSchema.parse(kate);
const NED = characterSchema.parse(ned);
const GUARD = exampleNpcCard('guard')!;
const RALPH = exampleNpcCard('ralph')!;

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof RulesInputError) return error.reason;
    throw error;
  }
  throw new Error('not refused');
}

describe('the practice set-up (issue 14, item 3)', () => {
  it('seats the posse on the map’s PC squares and the opponents on its NPC squares, in its token order (T1)', () => {
    const main = mapSchema.parse(mainStreet);
    const encounter = practiceEncounter({
      map: main,
      mapName: 'Main Street',
      posse: [NED, KATE],
      opponents: [GUARD, RALPH],
    });
    const state = createEncounter(
      setupFromEncounter(encounter, main, { characters: [NED, KATE], seed: 5 }),
    );
    // Main Street's tokens: Kate's square, Tom's, Ned's, Buster's; the choices take them in turn.
    expect(state.encounter.context.seating).toEqual(['ned', 'guard', 'kate', 'ralph']);
    expect(state.combatants.ned).toMatchObject({ side: 'pc', at: [9, 7] });
    expect(state.combatants.kate).toMatchObject({ side: 'pc', at: [12, 8] });
    // N1: each NPC as its card says; a card with no faction takes its square's token's colour.
    expect(state.combatants.guard).toMatchObject({
      side: 'npc',
      name: 'Guard',
      at: [2, 2],
      hp: { max: GUARD.hp },
      faction: 'Desperados',
    });
    expect(state.combatants.ralph).toMatchObject({ at: [4, 3], faction: 'Grifters' });
    // The map's own cast does not play: the practice's does.
    expect(Object.keys(state.combatants)).not.toContain('tom');
  });

  it('leaves a square without a choice empty, and seats two copies of one card as two NPCs', () => {
    const encounter = practiceEncounter({
      map: DUSTY,
      mapName: 'Dusty Crossing',
      posse: [KATE],
      opponents: [RALPH, RALPH],
    });
    expect(encounter.placements.map((p) => p.id)).toEqual(['kate', 'ralph', 'ralph-2']);
  });

  it('refuses in words a choice the map cannot seat, or none at all', () => {
    const choices = { map: DUSTY, mapName: 'Dusty Crossing', posse: [KATE], opponents: [RALPH] };
    expect(refusal(() => practiceEncounter({ ...choices, posse: [] }))).toBe(
      'choose at least one character for the posse',
    );
    expect(refusal(() => practiceEncounter({ ...choices, opponents: [] }))).toBe(
      'choose at least one opponent',
    );
    expect(refusal(() => practiceEncounter({ ...choices, opponents: [RALPH, GUARD, RALPH] }))).toBe(
      'Dusty Crossing starts 2 NPCs (its NPC tokens): choose at most 2 opponents',
    );
    const bare = { ...DUSTY, tokens: DUSTY.tokens.filter((t) => t.side === 'npc') };
    expect(refusal(() => practiceEncounter({ ...choices, map: bare }))).toBe(
      'Dusty Crossing has no PC token to start anyone on: place one in the editor first',
    );
  });

  it('B6: a chosen character whose build breaks the rules is refused by the engine, in its words', () => {
    const broken = characterSchema.parse({ ...kate, stats: { ...KATE.stats, tough: 40 } });
    const encounter = practiceEncounter({
      map: DUSTY,
      mapName: 'Dusty Crossing',
      posse: [broken],
      opponents: [RALPH],
    });
    expect(
      refusal(() =>
        createEncounter(setupFromEncounter(encounter, DUSTY, { characters: [broken], seed: 1 })),
      ),
    ).toMatch(/rule B6/);
  });

  it('its session plays the NPC side at the level and remembers the practice, through play, a save and a reload', () => {
    const encounter = practiceEncounter({
      map: DUSTY,
      mapName: 'Dusty Crossing',
      posse: [KATE, NED],
      opponents: [GUARD],
    });
    const start = createEncounter(
      setupFromEncounter(encounter, DUSTY, { characters: [KATE, NED], seed: 9 }),
    );
    const play = { id: 'practice-a', map: 'Dusty Crossing', level: 'normal' as const };
    const session = asPractice(startSession(start), play);
    expect(session.control).toEqual({ pc: 'human', npc: 'normal', byId: {} });
    expect(controllerOf(session.control!, start.combatants.guard!)).toBe('normal');
    expect(controllerOf(session.control!, start.combatants.kate!)).toBe('human');
    const begun = act(session, { type: BEGIN_TURNS.type });
    if (!begun.ok) throw new Error(begun.message);
    expect(undo(begun.session)!.practice).toEqual(play);
    expect(redo(undo(begun.session)!)!.practice).toEqual(play);
    const saved = JSON.parse(JSON.stringify(sessionToSave(begun.session)));
    expect(saved).toMatchObject({ practice: play, control: session.control });
    const loaded = sessionFromSave(saved);
    expect(loaded.ok && loaded.session.practice).toEqual(play);
    expect(loaded.ok && loaded.session.control).toEqual(session.control);
    // The lean autosave (no start) checks it too; a table that is no practice saves none.
    const rest = { ...saved, start: undefined };
    expect(
      validateSessionWithoutStart({ ...rest, practice: { ...play, level: 'deadly' } }).ok,
    ).toBe(false);
    expect(sessionToSave(startSession(start))).not.toHaveProperty('practice');
  });
});
