import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type Encounter } from '../../../../../engine/index.ts';
import type { AppBridge } from '../../../../../renderer/bridge/appBridge.ts';
import { SAMPLE_ENCOUNTERS } from '../../../../../renderer/screens/encounters/encounterLibrary.ts';
import { startEncounter } from '../../../../../renderer/screens/encounters/encounterStart.ts';
import type { AppSettings } from '../../../../../renderer/state/settings.ts';
import { createStore } from '../../../../../common/store.ts';

/**
 * Issue 13, item 3: an encounter "saved to the library and started from it". The Library and the
 * builder start it through one call; what the engine refuses is shown in the engine's words.
 */

const sample = SAMPLE_ENCOUNTERS[0]!.encounter;
const settings = { current: createStore({ ...DEFAULT_SETTINGS }) } as unknown as AppSettings;

/** A library holding nothing: the sample maps and the sample posse are what there is. */
const emptyLibrary = {
  listSaves: async () => ({ ok: true, value: [] }),
  loadSave: async ({ kind, name }: { kind: string; name: string }) => ({
    ok: false,
    error: { message: `No ${kind} named "${name}".` },
  }),
} as unknown as AppBridge;

beforeEach(() => {
  // The table's seed comes from the address (?seed=), as in the tests that open the app.
  vi.stubGlobal('window', { location: { search: '?seed=7' } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The sample encounter with its PC seats changed. */
function withPcSeats(change: (p: Encounter['placements'][number]) => object): Encounter {
  return {
    ...sample,
    placements: sample.placements.map((p) => (p.side === 'pc' ? { ...p, ...change(p) } : p)),
  };
}

describe('starting an encounter from the library', () => {
  it('T1: the table is seated from the encounter, in its seating order, on the map it names', async () => {
    const started = await startEncounter(emptyLibrary, sample, settings);
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    const { state } = started.value.table;
    expect(started.value.map.name).toBe('Dusty Crossing');
    expect(state.encounter.context.order).toEqual(sample.seating);
    expect(state.combatants.kate!.at).toEqual([4, 7]);
    expect(state.notes).toBe(sample.dealerNotes);
  });

  it('a seat with no one left to seat is refused in the engine’s words', async () => {
    // Three PC seats that name no one, and a posse of two.
    const unnamed = sample.placements.map(({ character: _named, ...p }) => p);
    const crowded: Encounter = {
      ...sample,
      placements: [...unnamed, { id: 'stranger', side: 'pc', at: [5, 9], hidden: false }],
      seating: [...sample.seating, 'stranger'],
    };
    expect(await startEncounter(emptyLibrary, crowded, settings)).toEqual({
      ok: false,
      reason: 'the seat "stranger" has no character left to seat',
    });
  });

  it('a seat naming a character the posse lacks is refused in the engine’s words', async () => {
    const stranger = withPcSeats((p) => (p.id === 'ned' ? { character: 'doc' } : {}));
    expect(await startEncounter(emptyLibrary, stranger, settings)).toEqual({
      ok: false,
      reason: 'the seat "ned" names the character "doc", who is not in the posse',
    });
  });

  it('a map the library does not hold is named; a save that is no encounter says what is wrong', async () => {
    expect(await startEncounter(emptyLibrary, { ...sample, map: 'Gone' }, settings)).toEqual({
      ok: false,
      reason: 'the map “Gone” is not in the library',
    });
    const broken = await startEncounter(emptyLibrary, { placements: [] }, settings);
    expect(broken).toMatchObject({ ok: false, reason: expect.stringContaining('map') });
  });
});
