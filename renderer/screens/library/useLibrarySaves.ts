import { useCallback, useEffect, useState } from 'react';
import type { AppBridge } from '../../bridge/appBridge.ts';
import type { Summary } from './LibraryList.tsx';

/**
 * Every save the store lists, of every kind: read when the Library opens and again (`refresh`)
 * after anything changes them. A refusal is handed to `setError` in the store's words; it is the
 * screen's state setter, so it stays the same and the list is not read again because of it.
 */
export function useLibrarySaves(bridge: AppBridge, setError: (message: string) => void) {
  const [saves, setSaves] = useState<Summary[]>([]);

  const refresh = useCallback(async () => {
    const result = await bridge.listSaves({});
    if (result.ok) setSaves(result.value);
    else setError(result.error.message);
  }, [bridge, setError]);
  useEffect(() => {
    let live = true;
    void bridge.listSaves({}).then((result) => {
      if (!live) return;
      if (result.ok) setSaves(result.value);
      else setError(result.error.message);
    });
    return () => {
      live = false;
    };
  }, [bridge, setError]);

  return { saves, refresh };
}
