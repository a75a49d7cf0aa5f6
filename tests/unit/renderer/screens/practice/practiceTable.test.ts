import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  characterSchema,
  controllerOf,
  DEFAULT_SETTINGS,
  exampleNpcCard,
  mapSchema,
} from '../../../../../engine/index.ts';
import { tableForPractice } from '../../../../../renderer/screens/practice/practiceTable.ts';
import { SAMPLE_CHARACTERS } from '../../../../../renderer/state/newTable.ts';
import type { AppSettings } from '../../../../../renderer/state/settings.ts';
import { createStore } from '../../../../../common/store.ts';
import dusty from '../../../../../assets/maps/dusty-crossing.json';

/** Issue 14, item 3: the Practice screen's Start, from its choices to the table it opens. */

const settings = { current: createStore({ ...DEFAULT_SETTINGS }) } as unknown as AppSettings;
const MAP = mapSchema.parse(dusty);
const [KATE, NED] = SAMPLE_CHARACTERS as [
  (typeof SAMPLE_CHARACTERS)[0],
  (typeof SAMPLE_CHARACTERS)[0],
];
const GUARD = exampleNpcCard('guard')!;
const TOM = exampleNpcCard('tom')!;
const choices = {
  map: MAP,
  mapName: 'Dusty Crossing',
  posse: [KATE, NED],
  opponents: [GUARD, TOM],
};

beforeEach(() => {
  // The table's seed comes from the address (?seed=), as in the tests that open the app.
  vi.stubGlobal('window', { location: { search: '?seed=7' } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('starting a practice', () => {
  it('opens a table whose session plays the NPCs at the chosen level and remembers the practice', () => {
    const started = tableForPractice(choices, 'hard', 'practice-x', settings);
    if (!started.ok) throw new Error(started.reason);
    const session = started.table.session.get();
    expect(session.control).toEqual({ pc: 'human', npc: 'hard', byId: {} });
    expect(session.practice).toEqual({ id: 'practice-x', map: 'Dusty Crossing', level: 'hard' });
    const { combatants } = started.table.state;
    expect(controllerOf(session.control!, combatants.guard!)).toBe('hard');
    expect(controllerOf(session.control!, combatants.kate!)).toBe('human');
    // Seated as the engine seats an encounter: on the map's tokens' squares, with the seed asked.
    expect(combatants.kate!.at).toEqual([4, 7]);
    expect(combatants.tom).toMatchObject({ side: 'npc', at: [10, 9], name: 'Tom' });
    expect(started.table.state.rng.seed).toBe(7);
    expect(session.log).toEqual([]);
  });

  it('keeps its seats: the computer cannot be handed the posse, nor the NPCs taken back', () => {
    const started = tableForPractice(choices, 'normal', 'practice-y', settings);
    if (!started.ok) throw new Error(started.reason);
    const { table } = started;
    table.setControl({ pc: 'hard', npc: 'human', byId: {} });
    expect(table.session.get().control).toEqual({ pc: 'human', npc: 'normal', byId: {} });
    expect(table.feedback.get().rejection).toBe(
      "A practice keeps its seats: the PCs are yours, the NPCs the computer's at normal. Start another practice to change them.",
    );
  });

  it('refuses in the engine’s words what it cannot seat, and opens nothing', () => {
    expect(tableForPractice({ ...choices, opponents: [] }, 'easy', 'p', settings)).toEqual({
      ok: false,
      reason: 'choose at least one opponent',
    });
    const crowd = { ...choices, posse: [KATE, NED, { ...KATE, id: 'kate-2' }] };
    expect(tableForPractice(crowd, 'easy', 'p', settings)).toEqual({
      ok: false,
      reason: 'Dusty Crossing starts 2 PCs (its PC tokens): choose at most 2 characters',
    });
    const broken = characterSchema.parse({ ...KATE, stats: { ...KATE.stats, tough: 40 } });
    const refused = tableForPractice({ ...choices, posse: [broken] }, 'easy', 'p', settings);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.reason).toMatch(/rule B6/);
  });
});
