/**
 * Releasing a board's GPU resources blocks the page while the GPU process lets them go (the
 * context itself is no longer lost on purpose: see keepContextOnDestroy in Board.ts). When a map is loaded the old board is destroyed just before the new
 * one is made, so that wait would stand between the Dealer and the new map. A destroyed board
 * takes its canvas off the page at once and queues the release here; it runs once the next board
 * has its first frame on screen, or after five seconds if no board comes.
 */
const FALLBACK_MS = 5000;
const pending: (() => void)[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

export function deferTeardown(release: () => void): void {
  pending.push(release);
  timer ??= setTimeout(runTeardowns, FALLBACK_MS);
}

/** Runs every queued release now. */
export function runTeardowns(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  for (const release of pending.splice(0)) release();
}

/** A board's first frame is drawn: the releases wait for it to reach the screen, then run. */
export function afterFirstFrame(): void {
  if (pending.length === 0) return;
  requestAnimationFrame(() => setTimeout(runTeardowns, 0));
}
