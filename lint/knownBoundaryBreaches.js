// @ts-check
/**
 * The boundary breaches the code had when the boundary rules came (issue 37, item 4), each as the
 * import that makes it: `[from, to]`, paths from the project's root. They are paid off by moving
 * code, never added to: a new breach fails lint, and a test fails an entry that no longer happens.
 *
 * @typedef {readonly [from: string, to: string]} Edge
 */

/** Imports that close a cycle. @type {readonly Edge[]} */
export const KNOWN_CYCLES = [];

/**
 * Imports that climb the engine's order (engineLayers.js). None: the skirmish's days (Y1–Y3) and
 * a character's standing between fights came down from the campaign into the game
 * (engine/game/days/), which the campaign reads as every game above it does (issue 37).
 *
 * @type {readonly Edge[]}
 */
export const KNOWN_CLIMBS = [];
