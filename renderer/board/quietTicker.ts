import { Ticker } from 'pixi.js';

/**
 * The boards draw on demand (frameScheduler.ts), but PixiJS keeps one loop of its own running:
 * `Ticker.system`, which every renderer's scheduler (its texture and render-group collection)
 * and the pointer-event ticker join, asks the browser for a frame sixty times a second for as
 * long as a board exists. An idle table then cost about a twentieth of a core in the page and
 * kept the compositor busy, on a laptop that may be on battery for an evening's game.
 *
 * So the system ticker is stopped, and ticked once after each frame a board draws
 * (`afterBoardFrame`): the collection still runs, at the pace anything is drawn, which is when
 * textures fall out of use. The boards take their pointer input from the DOM themselves, so the
 * event ticker's synthetic pointer moves are not missed.
 */
export function quietSystemTicker(): void {
  if (Ticker.system.started) Ticker.system.stop();
}

/** Runs what PixiJS scheduled on the system ticker, once, after a board drew a frame. */
export function afterBoardFrame(): void {
  Ticker.system.update(performance.now());
}
