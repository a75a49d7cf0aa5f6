import { useCallback, useSyncExternalStore } from 'react';
import type { Built } from './builtEncounter.ts';

/**
 * The build's cast as its store holds it outside React: the tokens on the map now, and the
 * board's last word (a refused edit says why). Empty and silent while nothing is built.
 */
export function useCastView(built: Built | null) {
  const history = useSyncExternalStore(
    useCallback((l: () => void) => built?.cast.history.subscribe(l) ?? (() => {}), [built]),
    () => built?.cast.history.get() ?? null,
  );
  const boardSaid = useSyncExternalStore(
    useCallback((l: () => void) => built?.cast.message.subscribe(l) ?? (() => {}), [built]),
    () => built?.cast.message.get() ?? null,
  );
  return { tokens: history?.present.tokens ?? [], boardSaid };
}
