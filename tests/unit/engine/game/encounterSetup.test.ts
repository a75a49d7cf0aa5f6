import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createEncounter } from '../../../../engine/game/createEncounter.ts';
import { setupFromEncounter } from '../../../../engine/game/encounterSetup.ts';
import { characterSchema } from '../../../../engine/model/character.ts';
import { encounterSchema, type Encounter } from '../../../../engine/model/encounter.ts';
import { mapSchema } from '../../../../engine/model/map.ts';
import { RulesInputError } from '../../../../engine/rules/rulesInputError.ts';
import { parseSaveDocument } from '../../../../engine/save/saveDocument.ts';
import kate from '../../../../assets/characters/marshal-kate.json';
import ned from '../../../../assets/characters/ned-calloway.json';
import dusty from '../../../../assets/maps/dusty-crossing.json';

const map = mapSchema.parse(dusty);
const posse = [characterSchema.parse(kate), characterSchema.parse(ned)];

function fixtureEncounter(): Encounter {
  const text = readFileSync(
    new URL('../../../fixtures/encounter-v2.json', import.meta.url),
    'utf8',
  );
  const parsed = parseSaveDocument(JSON.parse(text));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.doc.data as Encounter;
}

describe('starting a prepared encounter (issue 13, item 3)', () => {
  it('seats its cast in its own seating order (T1), NPCs as their cards say (N1), an ambusher hidden', () => {
    const state = createEncounter(
      setupFromEncounter(fixtureEncounter(), map, { characters: posse, seed: 7 }),
    );
    expect(state.encounter.context.seating).toEqual(['tom', 'kate', 'buster', 'ned']);
    expect(state.combatants.tom).toMatchObject({
      side: 'npc',
      weapon: 'Masterful Revolver',
      hp: { max: 12 },
      hidden: false,
    });
    expect(state.combatants.buster!.hidden).toBe(true);
    expect(state.combatants.kate).toMatchObject({ name: 'Marshal Kate', at: [4, 7] });
    expect(state.notes).toContain('saloon roof');
    // The map's own tokens do not play: the cast is the encounter's.
    expect(state.map.tokens).toEqual([]);
  });

  it('gives a seat that names no one the next character no seat names', () => {
    const encounter = encounterSchema.parse({
      map: 'Dusty Crossing',
      placements: [
        { id: 'first', side: 'pc', at: [4, 7] },
        { id: 'ned', side: 'pc', at: [6, 9], character: 'ned' },
      ],
    });
    const state = createEncounter(
      setupFromEncounter(encounter, map, { characters: posse, seed: 1 }),
    );
    expect(state.combatants.first!.name).toBe('Marshal Kate');
    expect(state.combatants.ned!.name).toBe('Ned');
  });

  it('refuses in words a seat whose character is missing, and one in cover (G2)', () => {
    const missing = encounterSchema.parse({
      map: 'Dusty Crossing',
      placements: [{ id: 'doc', side: 'pc', at: [4, 7], character: 'doc-holliday' }],
    });
    expect(() => setupFromEncounter(missing, map, { characters: posse, seed: 1 })).toThrow(
      /names the character "doc-holliday", who is not in the posse/,
    );
    const cover = map.cover[0]!.squares[0]!;
    const inCover = encounterSchema.parse({
      map: 'Dusty Crossing',
      placements: [{ id: 'kate', side: 'pc', at: cover, character: 'kate' }],
    });
    expect(() => setupFromEncounter(inCover, map, { characters: posse, seed: 1 })).toThrow(
      RulesInputError,
    );
    expect(() => setupFromEncounter(inCover, map, { characters: posse, seed: 1 })).toThrow(
      /G2: nobody stands in cover/,
    );
  });
});
