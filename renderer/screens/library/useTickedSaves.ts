import { useCallback, useState } from 'react';
import { refKey, type SaveRef } from '../../../engine/core.ts';

/**
 * The saves ticked in the Library's list for a bundle export, by their key (`refKey`): a save
 * deleted or renamed is unticked, as its old key no longer names it.
 */
export function useTickedSaves() {
  const [ticked, setTicked] = useState<ReadonlyMap<string, SaveRef>>(new Map());

  const tick = useCallback((s: SaveRef, on: boolean) => {
    setTicked((t) =>
      on ? new Map(t).set(refKey(s), { kind: s.kind, name: s.name }) : without(t, refKey(s)),
    );
  }, []);
  const untick = useCallback((s: SaveRef) => setTicked((t) => without(t, refKey(s))), []);
  const clear = useCallback(() => setTicked(new Map()), []);

  return { ticked, tick, untick, clear };
}

function without<T>(map: ReadonlyMap<string, T>, key: string): ReadonlyMap<string, T> {
  const next = new Map(map);
  next.delete(key);
  return next;
}
