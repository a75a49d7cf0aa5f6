import { describe, expect, it } from 'vitest';
import { matching, searchKeys } from '../../../renderer/screens/library/librarySearch.ts';

/** Issue 13, item 8: the Library finds a save by name as it is typed. */
describe('the Library search', () => {
  const saves = [
    { kind: 'map' as const, name: 'Café Ruins' },
    { kind: 'map' as const, name: 'Dusty Crossing' },
    { kind: 'npc' as const, name: 'ÁLVAREZ the Rustler' },
  ];
  const keys = searchKeys(saves);
  const names = (query: string) => matching(saves, keys, query).map((s) => s.name);

  it('ignores case and accents, and finds every word typed in any order', () => {
    expect(names('cafe')).toEqual(['Café Ruins']);
    expect(names('alvarez')).toEqual(['ÁLVAREZ the Rustler']);
    expect(names('crossing DUSTY')).toEqual(['Dusty Crossing']);
    expect(names('ru')).toEqual(['Café Ruins', 'ÁLVAREZ the Rustler']);
    expect(names('  ')).toEqual(saves.map((s) => s.name));
    expect(names('dusty ruins')).toEqual([]);
  });
});
