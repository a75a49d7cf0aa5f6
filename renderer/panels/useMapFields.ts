import { useEffect, useState, useSyncExternalStore } from 'react';
import type { GameMap } from '../../engine/skirmish.ts';
import type { Store } from '../../common/store.ts';

/**
 * The map library's two fields, the name the map is saved under and the Dealer's notes, as typed,
 * starting from the map on the table.
 */
export function useMapFields(currentMap: Store<GameMap>) {
  const map = useSyncExternalStore(currentMap.subscribe, currentMap.get);
  const [name, setName] = useState(map.name ?? '');
  const [notes, setNotes] = useState(map.dealerNotes ?? '');

  // The field names the map on the table: when another map is put there (loaded, or a resumed
  // session's), it offers that map's name, not the one typed for the map before. A change that
  // leaves the name or the notes as they were (a background image nudged) keeps what is typed.
  useEffect(() => {
    let before = currentMap.get();
    return currentMap.subscribe(() => {
      const now = currentMap.get();
      if (now.name !== before.name) setName(now.name ?? '');
      if (now.dealerNotes !== before.dealerNotes) setNotes(now.dealerNotes ?? '');
      before = now;
    });
  }, [currentMap]);

  return { name, setName, notes, setNotes };
}
