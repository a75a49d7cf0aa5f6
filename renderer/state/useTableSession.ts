import { useSyncExternalStore } from 'react';
import type { Store } from '../../common/store.ts';

const noTable = { subscribe: () => () => undefined, get: () => null };

/** The session a screen's table store holds, as React renders it; null while there is no game. */
export function useTableSession<T>(
  table: { readonly session: Store<T> } | null | undefined,
): T | null {
  const store = table?.session ?? noTable;
  return useSyncExternalStore(store.subscribe, store.get);
}
