/**
 * The players' view as the Dealer's window last posted it (issue 11): the engine's publicView,
 * already JSON, and everyone watching it. The host only relays it: it never reads a game state,
 * so nothing the players must not see can reach them through here unless publicView let it out.
 */
export interface PlayersFeed {
  /** The latest view, as JSON; null before the Dealer's window has posted one. */
  latest(): string | null;
  /** Posts a new view; answers how many are watching. */
  publish(viewJson: string): number;
  /** Calls `watcher` with the latest view now (if any) and with each new one; returns the stop. */
  watch(watcher: (viewJson: string) => void): () => void;
  watching(): number;
}

export function createPlayersFeed(): PlayersFeed {
  let latest: string | null = null;
  const watchers = new Set<(viewJson: string) => void>();
  return {
    latest: () => latest,
    publish(viewJson) {
      latest = viewJson;
      for (const watcher of watchers) watcher(viewJson);
      return watchers.size;
    },
    watch(watcher) {
      watchers.add(watcher);
      if (latest !== null) watcher(latest);
      return () => void watchers.delete(watcher);
    },
    watching: () => watchers.size,
  };
}
