import { describe, expect, it } from 'vitest';
import { createEncounter, encounterFromMap, mapSchema } from '../../../../../engine/index.ts';
import { SAMPLE_CHARACTERS } from '../../../../../renderer/state/newTable.ts';
import {
  tokenFrom,
  tokenSource,
  TOKEN_SOURCES,
} from '../../../../../renderer/screens/editor/tokenSources.ts';
import { EditorDriver } from './objectToolDriver.ts';

const withBarrel = {
  size: [10, 8] as [number, number],
  cover: [{ id: 'barrel-1', kind: 'barrel', squares: [[5, 5]] as [number, number][] }],
};

describe('the token tool (issue 12, item 2)', () => {
  it('lists the sample characters and the NPC cards', () => {
    expect(TOKEN_SOURCES.filter((s) => s.side === 'pc').map((s) => s.label)).toEqual(
      SAMPLE_CHARACTERS.map((c) => c.name),
    );
    expect(TOKEN_SOURCES.filter((s) => s.side === 'npc').map((s) => s.id)).toContain('npc:tom');
  });

  it('places the chosen character with full tracks that the table seats as that character (A8)', () => {
    const d = new EditorDriver().use('token', { token: 'pc:ned' });
    d.move([3, 3]);
    expect(d.preview).toEqual({ squares: [[3, 3]], tone: 'add' });
    d.click([3, 3]).expectToBeIn('token.idle');
    expect(d.map.tokens).toHaveLength(1);
    const token = d.map.tokens[0]!;
    expect(token).toMatchObject({ id: 'ned', name: 'Ned', faction: 'Drifters', side: 'pc' });
    expect(token.at).toEqual([3, 3]);
    expect(token.tier).toBeUndefined();
    // The editor's token starts the game as the table starts Ned with no token at all.
    const fresh = createEncounter({
      map: d.map,
      participants: [
        {
          id: 'ned',
          at: [3, 3],
          side: 'pc',
          character: SAMPLE_CHARACTERS.find((c) => c.id === 'ned')!,
        },
      ],
      seed: 3,
    }).combatants['ned']!;
    const seated = encounterFromMap(d.map, { seed: 3, characters: SAMPLE_CHARACTERS }).combatants[
      'ned'
    ]!;
    expect(seated.hp).toEqual(fresh.hp);
    expect(seated.gear).toEqual(fresh.gear);
    expect(token.hpMax).toBe(fresh.hp.max);
    expect(token.gearMax).toBe(fresh.gear.reduce((n, g) => n + g.track.max, 0));
    d.editor.undo();
    expect(d.map.tokens).toEqual([]);
  });

  it('places an NPC card with its tier, faction, HP and armour (N1)', () => {
    const d = new EditorDriver().use('token', { token: 'npc:tom' });
    d.click([6, 2]);
    const source = tokenSource('npc:tom')!;
    if (source.side !== 'npc') throw new Error('Tom is an NPC card');
    expect(d.map.tokens[0]).toMatchObject({
      id: 'tom',
      name: 'Tom',
      side: 'npc',
      faction: source.npc.faction,
      tier: source.npc.tier,
      hp: source.npc.hp,
      hpMax: source.npc.hp,
      gear: source.npc.gear,
      gearMax: source.npc.gear,
    });
  });

  it('gives each further token of a source a fresh id: kate, kate-2, kate-3', () => {
    const d = new EditorDriver().use('token', { token: 'pc:kate' });
    d.click([1, 1]).click([2, 1]).click([3, 1]);
    expect(d.map.tokens.map((t) => t.id)).toEqual(['kate', 'kate-2', 'kate-3']);
  });

  it('selects the token under a click instead of placing another', () => {
    const d = new EditorDriver().use('token', { token: 'pc:kate' });
    d.click([1, 1]);
    d.move([1, 1]);
    expect(d.preview?.tone).toBe('refused');
    d.click([1, 1]);
    expect(d.map.tokens).toHaveLength(1);
    expect(d.editor.selection.get().tokens).toEqual(['kate']);
  });

  it('crosses out a square on cover (G2) and places nothing there, saying why', () => {
    const d = new EditorDriver(withBarrel).use('token', { token: 'pc:kate' });
    d.move([5, 5]);
    expect(d.preview?.tone).toBe('refused');
    d.click([5, 5]);
    expect(d.map.tokens).toEqual([]);
    expect(d.said).toMatch(/Marshal Kate stands on the barrel at F6/);
  });

  it('asks for a source before placing, and for a faction for a card that names none', () => {
    const d = new EditorDriver().use('token');
    d.move([2, 2]);
    expect(d.preview?.tone).toBe('refused');
    d.click([2, 2]);
    expect(d.map.tokens).toEqual([]);
    expect(d.said).toMatch(/Choose a character or an NPC card/);

    d.use('token', { token: 'npc:buster' });
    d.click([2, 2]);
    expect(d.map.tokens).toEqual([]);
    expect(d.said).toMatch(/names no faction/);
    d.use('token', { tokenFaction: 'Grifters' });
    d.click([2, 2]);
    expect(d.map.tokens[0]).toMatchObject({ id: 'buster', faction: 'Grifters', side: 'npc' });
  });

  it('makes tokens for other code too (the campaign’s drag of a card): tokenFrom', () => {
    const map = mapSchema.parse({
      size: [4, 4],
      tokens: [{ id: 'tom', name: 'Tom', faction: 'Desperados', at: [0, 0], hp: 1, hpMax: 1 }],
    });
    const draft = tokenFrom(tokenSource('npc:tom')!, map, [2, 2]);
    expect(draft.ok && draft.token.id).toBe('tom-2');
    expect(draft.ok && draft.token.at).toEqual([2, 2]);
  });
});
