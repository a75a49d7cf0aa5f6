// @ts-check
/**
 * The engine's inner order, lowest first (issue 37, item 4; DESIGN.md, Conventions). A file
 * imports from its own folder or from a layer below, never from one above and never from a
 * folder beside it in its layer: the three games stand side by side and share only what is below
 * them. `dir/*` is the files directly in `dir` (the entries).
 *
 * - rules: the ledger as data and the rules options;
 * - model: the entities and their schemas;
 * - grid: distance, sight, cover, movement on a map;
 * - import: maps from other tools (UVTT);
 * - edit: the map editor's edits;
 * - resolve: the rule functions (attacks, checks, builds);
 * - machines: the xstate charts;
 * - game: the shared core (state, actions, session, views);
 * - the games: the skirmish's campaign, Texas Shootout, Finger Guns;
 * - ai: the computer opponents, who play any of them through their actions;
 * - save: the save kinds of them all and their migrations;
 * - the entries.
 */
export const ENGINE_LAYERS = [
  ['engine/rules'],
  ['engine/model'],
  ['engine/grid'],
  ['engine/import'],
  ['engine/edit'],
  ['engine/resolve'],
  ['engine/machines'],
  ['engine/game'],
  ['engine/campaign', 'engine/modes/texas-shootout', 'engine/modes/finger-guns'],
  ['engine/ai'],
  ['engine/save'],
  ['engine/*'],
];
