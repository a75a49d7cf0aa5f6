/**
 * Lets every promise already settled run its callbacks, and those they settle in turn: one turn of
 * the event loop. It waits for no time, so it holds at any speed (issue 35); where the code under
 * test waits on a timer, a test drives that timer itself (an injected clock or fake timers).
 */
export function settled(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
