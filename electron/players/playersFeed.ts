/**
 * The players' view as the Dealer's window last posted it (issue 11): the engine's publicView,
 * already JSON, in two parts: the map, sent only when it changes (a 500×500 town is megabytes), and
 * the rest (tokens, turn, attack), sent on every change. The host only relays them: it never reads
 * a game state, so nothing the players must not see can reach them unless publicView let it out.
 * The third part is the Dealer's controls of the view (blank, rotation, push, true scale).
 */
export type FeedPart = 'map' | 'view' | 'controls';

const PARTS: readonly FeedPart[] = ['map', 'view', 'controls'];

export interface PlayersFeed {
  /** The latest of a part, as JSON; null before the Dealer's window has posted one. */
  latest(part: FeedPart): string | null;
  /** Posts a new part; answers how many are watching. */
  publish(part: FeedPart, json: string): number;
  /**
   * Calls `watcher` with the latest map, then the latest view and controls (those there are), then with each
   * part as it comes; returns the stop. A projector that joins late thus has the map first.
   */
  watch(watcher: (part: FeedPart, json: string) => void): () => void;
  watching(): number;
}

export function createPlayersFeed(): PlayersFeed {
  const latest: Record<FeedPart, string | null> = { map: null, view: null, controls: null };
  const watchers = new Set<(part: FeedPart, json: string) => void>();
  return {
    latest: (part) => latest[part],
    publish(part, json) {
      latest[part] = json;
      for (const watcher of watchers) watcher(part, json);
      return watchers.size;
    },
    watch(watcher) {
      watchers.add(watcher);
      for (const part of PARTS) {
        const json = latest[part];
        if (json !== null) watcher(part, json);
      }
      return () => void watchers.delete(watcher);
    },
    watching: () => watchers.size,
  };
}
