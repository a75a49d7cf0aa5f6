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
 * Imports that climb the engine's order (engineLayers.js). The skirmish's rules still live in the
 * shared core (engine/game), and its encounters and mornings reach up to the campaign; they go
 * when the skirmish becomes a game of its own beside Texas Shootout and Finger Guns (issue 37,
 * items 1 and 2).
 *
 * @type {readonly Edge[]}
 */
export const KNOWN_CLIMBS = [
  ['engine/game/createEncounter.ts', 'engine/campaign/withStanding.ts'],
  ['engine/game/records/advanceDay.ts', 'engine/campaign/combatantMorning.ts'],
  ['engine/game/records/advanceDay.ts', 'engine/campaign/morning.ts'],
];
