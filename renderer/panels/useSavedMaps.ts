import { useCallback, useEffect, useState } from 'react';
import type { MethodOutput } from '../../electron/contract.ts';
import type { AppBridge } from '../bridge/appBridge.ts';

export type Summary = MethodOutput<'listSaves'>[number];

/**
 * The saved maps, read when the panel opens and again (`refresh`) after each change. A refusal is
 * handed to `setError` in the store's words; it is the panel's state setter, so it stays the same
 * and the list is not read again because of it.
 */
export function useSavedMaps(bridge: AppBridge, setError: (message: string) => void) {
  const [saves, setSaves] = useState<Summary[]>([]);

  const showList = useCallback(
    (result: Awaited<ReturnType<AppBridge['listSaves']>>) => {
      if (result.ok) setSaves(result.value);
      else setError(result.error.message);
    },
    [setError],
  );
  const refresh = useCallback(
    async () => showList(await bridge.listSaves({ kind: 'map' })),
    [bridge, showList],
  );

  useEffect(() => {
    let live = true;
    void bridge.listSaves({ kind: 'map' }).then((result) => live && showList(result));
    return () => {
      live = false;
    };
  }, [bridge, showList]);

  return { saves, refresh };
}
