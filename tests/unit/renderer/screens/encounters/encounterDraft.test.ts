import { describe, expect, it } from 'vitest';
import {
  encounterSchema,
  exampleNpcCard,
  setupFromEncounter,
  type GameMap,
} from '../../../../../engine/index.ts';
import { castToken, OPEN_SEAT } from '../../../../../renderer/screens/encounters/castSources.ts';
import {
  draftOfEncounter,
  encounterOf,
  moveSeat,
  seatingOf,
  type EncounterDraft,
} from '../../../../../renderer/screens/encounters/encounterDraft.ts';
import {
  SAMPLE_ENCOUNTERS,
  sampleMapNamed,
} from '../../../../../renderer/screens/encounters/encounterLibrary.ts';
import { SAMPLE_CHARACTERS } from '../../../../../renderer/state/newTable.ts';

const dusty = (): GameMap => ({ ...sampleMapNamed('Dusty Crossing')!, tokens: [] });
const sample = SAMPLE_ENCOUNTERS[0]!.encounter;

describe('the encounter being built (issue 13, item 3)', () => {
  it('T1: new seats join the seating at its end; Up and Down swap neighbours, not past an end', () => {
    const { map, draft } = draftOfEncounter(sample, dusty(), SAMPLE_CHARACTERS);
    expect(seatingOf(draft, map.tokens)).toEqual(sample.seating);
    const placed = castToken(OPEN_SEAT, map, [0, 0], 'Lawmen');
    expect(placed.draft.ok).toBe(true);
    if (!placed.draft.ok) return;
    const withSeat: EncounterDraft = { ...draft, seats: { ...draft.seats, seat: placed.seat } };
    const tokens = [...map.tokens, placed.draft.token];
    const seating = seatingOf(withSeat, tokens);
    expect(seating).toEqual([...sample.seating, 'seat']);
    expect(moveSeat(seating, 'tom', -1).slice(0, 2)).toEqual(['tom', 'kate']);
    expect(moveSeat(seating, 'kate', -1)).toEqual(seating);
    expect(moveSeat(seating, 'seat', 1)).toEqual(seating);
    // A token deleted (or undone) leaves the seating with it.
    expect(
      seatingOf(
        withSeat,
        tokens.filter((t) => t.id !== 'tom'),
      ),
    ).not.toContain('tom');
  });

  it('a saved encounter loads and saves back the same: map, cast, hidden, seating, rules and notes', () => {
    const { map, draft } = draftOfEncounter(sample, dusty(), SAMPLE_CHARACTERS);
    // Parsed again on both sides: a card's stats read {} once and every stat at 0 after.
    expect(encounterSchema.parse(encounterOf(draft, map.tokens))).toEqual(
      encounterSchema.parse(sample),
    );
    expect(map.tokens.map((t) => [t.id, t.at])).toEqual(sample.placements.map((p) => [p.id, p.at]));
  });

  it('an NPC card that names no faction is placed with the chosen one, and keeps it in the encounter', () => {
    const buster = exampleNpcCard('buster')!;
    expect(buster.faction).toBeUndefined();
    const { draft, seat } = castToken(
      { key: 'npc:example:buster', kind: 'npc', card: buster },
      dusty(),
      [10, 5],
      'Grifters',
    );
    expect(draft.ok && draft.token).toMatchObject({
      id: 'buster',
      faction: 'Grifters',
      side: 'npc',
      tier: { color: 'green', level: 1 },
    });
    expect(seat).toMatchObject({
      side: 'npc',
      hidden: false,
      npc: { name: 'Buster', faction: 'Grifters' },
    });
  });

  it('a seat naming a character the builder lacks still shows on the board, by its id', () => {
    const stranger = {
      ...sample,
      placements: sample.placements.map((p) => (p.id === 'ned' ? { ...p, character: 'doc' } : p)),
    };
    // Start refuses it in the engine's words (encounterStart.test.ts).
    const { map } = draftOfEncounter(stranger, dusty(), SAMPLE_CHARACTERS);
    expect(map.tokens.find((t) => t.id === 'ned')?.name).toBe('doc');
  });
});

describe('the sample encounter (assets/encounters/dusty-showdown.json)', () => {
  it('starts on Dusty Crossing with the sample posse, its ambushers hidden, in its seating (T1, N1)', () => {
    const setup = setupFromEncounter(sample, sampleMapNamed('Dusty Crossing')!, {
      characters: SAMPLE_CHARACTERS,
      seed: 1,
    });
    expect(setup.participants.map((p) => p.id)).toEqual(sample.seating);
    const hidden = setup.participants.filter((p) => p.npc?.hidden).map((p) => p.id);
    expect(hidden).toEqual(['buster', 'ralph']);
    expect(sample.map).toBe('Dusty Crossing');
  });
});
