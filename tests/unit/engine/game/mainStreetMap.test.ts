import { describe, expect, it } from 'vitest';
import { characterSchema } from '../../../../engine/model/character.ts';
import { mapSchema } from '../../../../engine/model/map.ts';
import { validateMap } from '../../../../engine/edit/validateMap.ts';
import { encounterFromMap } from '../../../../engine/game/encounterFromMap.ts';
import { storeControl } from '../../../../engine/game/storeControl.ts';
import { STORES } from '../../../../engine/rules/stores.ts';
import mainStreet from '../../../../assets/maps/main-street.json';
import kate from '../../../../assets/characters/marshal-kate.json';
import ned from '../../../../assets/characters/ned-calloway.json';

describe('the Main Street sample map (issue 13, item 7)', () => {
  const map = mapSchema.parse(mainStreet);

  it('is a valid map with the three store buildings, each with its boardwalk (X2, X3)', () => {
    expect(validateMap(map).errors).toEqual([]);
    expect(map.buildings.map((b) => b.name).sort()).toEqual(STORES.map((s) => s.building).sort());
    for (const b of map.buildings) expect(b.boardwalk.length).toBeGreaterThan(0);
    expect(map.doors.length).toBeGreaterThan(0);
    expect(map.cover.length).toBeGreaterThan(0);
  });

  it('seats two PCs and two NPCs; the NPCs inside Jenkins Bros hold it with their gold (X3)', () => {
    const state = encounterFromMap(map, {
      seed: 1,
      characters: [characterSchema.parse(kate), characterSchema.parse(ned)],
    });
    const sides = Object.values(state.combatants).map((c) => c.side);
    expect(sides.sort()).toEqual(['npc', 'npc', 'pc', 'pc']);
    // The tokens' gold: 2 each for Tom and Buster; Kate keeps her own 3.
    expect(state.combatants.tom!.gold).toBe(2);
    expect(state.combatants.kate!.gold).toBe(3);
    const stores = storeControl(state);
    expect(stores.find((s) => s.store === 'Jenkins Bros')).toMatchObject({
      buyers: ['npc'],
      goldInside: { npc: 4 },
    });
    expect(stores.find((s) => s.store === 'Monco & McAtte')!.buyers).toBe('all');
  });
});
