/**
 * A count the code under test moves (watchers of a feed, places taken), and promises that resolve
 * the moment it reaches a value: a test waits for that event, never polls for it (issue 35). The
 * code's own hook calls `changed()` whenever the count may have moved.
 */
export function watchedCount(read: () => number) {
  const waits = new Set<{ reached: (n: number) => boolean; resolve: () => void }>();
  const changed = () => {
    for (const wait of waits)
      if (wait.reached(read())) {
        waits.delete(wait);
        wait.resolve();
      }
  };
  return {
    changed,
    /** Resolves once `reached` holds of the count: at once if it already does. */
    until(reached: (n: number) => boolean): Promise<void> {
      return new Promise((resolve) => {
        waits.add({ reached, resolve });
        changed();
      });
    },
  };
}
