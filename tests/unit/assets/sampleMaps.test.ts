import { describe, expect, it } from 'vitest';
import { normalLevel } from '../../../engine/ai/normalLevel.ts';
import { playOut } from '../../../engine/ai/playOut.ts';
import { validateMap } from '../../../engine/edit/validateMap.ts';
import { setupFromEncounter } from '../../../engine/game/encounterSetup.ts';
import { createEncounter } from '../../../engine/game/createEncounter.ts';
import { practiceEncounter } from '../../../engine/game/practiceSetup.ts';
import { characterSchema } from '../../../engine/model/character.ts';
import { mapSchema } from '../../../engine/model/map.ts';
import { exampleNpcCard } from '../../../engine/model/exampleNpcs.ts';
import kate from '../../../assets/characters/marshal-kate.json';
import ned from '../../../assets/characters/ned-calloway.json';
import { SAMPLE_MAPS } from '../../../renderer/state/sampleMap.ts';

/**
 * Issue 14, item 3: the sample maps a table, an encounter and a practice can open. Each must read,
 * pass the editor's check with nothing to warn about, and carry a full practice encounter to its end.
 */

const POSSE = [characterSchema.parse(kate), characterSchema.parse(ned)];
const OPPONENTS = ['tom', 'buster', 'guard'].map((id) => exampleNpcCard(id)!);

describe('the sample maps', () => {
  it('are the four shipped, each by its own name', () => {
    const names = Object.values(SAMPLE_MAPS).map((raw) => mapSchema.parse(raw).name);
    expect(names).toEqual(['Dusty Crossing', 'Main Street', 'Mesa Mine', 'Red Dog Saloon']);
  });

  it('Mesa Mine climbs: ground, rank 1 and rank 2, joined by passages, cover on the heights (E1–E4, G4)', () => {
    const map = mapSchema.parse(SAMPLE_MAPS['mesa-mine']);
    expect(new Set(map.ranks.map((r) => r.rank))).toEqual(new Set([1, 2]));
    expect(map.passages.length).toBeGreaterThanOrEqual(2);
    const raised = new Set(map.ranks.flatMap((r) => r.squares.map(([x, y]) => `${x},${y}`)));
    expect(map.cover.some((c) => c.squares.some(([x, y]) => raised.has(`${x},${y}`)))).toBe(true);
  });

  it('Red Dog Saloon is indoors: a building, rooms behind three or more doors, windows (M3)', () => {
    const map = mapSchema.parse(SAMPLE_MAPS['red-dog-saloon']);
    expect(map.buildings).toHaveLength(1);
    expect(map.doors.length).toBeGreaterThanOrEqual(3);
    expect(map.windows.length).toBeGreaterThanOrEqual(2);
  });

  for (const [file, raw] of Object.entries(SAMPLE_MAPS)) {
    describe(file, () => {
      const map = mapSchema.parse(raw);

      it('passes the editor’s check with no errors and no warnings', () => {
        expect(validateMap(map)).toEqual({ errors: [], warnings: [] });
      });

      it('plays a practice encounter, normal level on both sides, to an end or a draw', () => {
        const pcs = map.tokens.filter((t) => t.side === 'pc').length;
        const npcs = map.tokens.filter((t) => t.side === 'npc').length;
        const posse = POSSE.slice(0, pcs);
        const encounter = practiceEncounter({
          map,
          mapName: map.name ?? file,
          posse,
          opponents: OPPONENTS.slice(0, npcs),
        });
        const start = createEncounter(
          setupFromEncounter(encounter, map, { characters: posse, seed: 11 }),
        );
        const result = playOut(start, { pc: normalLevel, npc: normalLevel }, 11, 0);
        expect(['ended', 'draw']).toContain(result.end);
        expect(result.actions.length).toBeGreaterThan(0);
      });
    });
  }
});
