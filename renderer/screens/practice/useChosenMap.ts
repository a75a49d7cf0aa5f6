import { useEffect, useState } from 'react';
import type { GameMap } from '../../../engine/skirmish.ts';
import type { AppBridge } from '../../bridge/appBridge.ts';
import { mapNamed } from '../encounters/encounterLibrary.ts';

/** The map chosen, once read: the library's map of that name, or the sample's. */
type ChosenMap = { name: string; map: GameMap } | { name: string; problem: string } | null;

/**
 * Reads the map of the name chosen. `map` is that map once read (null while a newer choice is
 * read); `mapProblem` is why the map last read cannot be played, or null.
 */
export function useChosenMap(
  bridge: AppBridge,
  mapName: string,
): { map: GameMap | null; mapProblem: string | null } {
  const [chosenMap, setChosenMap] = useState<ChosenMap>(null);

  useEffect(() => {
    if (!mapName) return;
    let live = true;
    void mapNamed(bridge, mapName).then((read) => {
      if (!live) return;
      setChosenMap(
        read.ok ? { name: mapName, map: read.value } : { name: mapName, problem: read.reason },
      );
    });
    return () => {
      live = false;
    };
  }, [bridge, mapName]);

  const map = chosenMap && chosenMap.name === mapName && 'map' in chosenMap ? chosenMap.map : null;
  const mapProblem = chosenMap && 'problem' in chosenMap ? chosenMap.problem : null;
  return { map, mapProblem };
}
