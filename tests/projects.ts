/**
 * The two vitest projects (issue 35). `fast` is every pure unit test: it starts no process, no
 * thread, no server, no ESLint and no browser, touches no data folder, and runs in well under a
 * minute idle, so it is what `npm run test:unit` runs after each change. `slow` is the rest: what
 * waits on the world outside the test's own memory, and what runs many times over on purpose.
 *
 * A path ending in / is a folder, anything under it; any other is one file. projects.test.ts
 * keeps `fast` honest: a fast file that starts any of these things fails it.
 */
export const SLOW_TESTS: readonly { path: string; why: string }[] = [
  { path: 'tests/unit/lint/', why: 'each runs ESLint over planted code' },
  { path: 'tests/unit/scripts/', why: 'each runs an npm script as a child process' },
  {
    path: 'tests/unit/electron/',
    why: 'the save store on disk, the web host on a socket, worker threads, and the soak and kill loops',
  },
  { path: 'tests/unit/bench/benchCheck.test.ts', why: 'runs the bench command' },
  { path: 'tests/scenarios/scenarios.test.ts', why: 'runs npm run rules as a child process' },
  // The renderer's bridge, spoken over HTTP to a real web host.
  { path: 'tests/unit/renderer/autosave.test.ts', why: 'a web host on a socket' },
  { path: 'tests/unit/renderer/bridge.test.ts', why: 'a web host on a socket' },
  { path: 'tests/unit/renderer/settings.test.ts', why: 'a web host on a socket' },
  { path: 'tests/unit/renderer/tableSeat.test.ts', why: 'a web host on a socket' },
  { path: 'tests/unit/renderer/room/', why: 'a web host and its table room on a socket' },
  // Properties at their npm test counts: hundreds to thousands of generated games or edits each.
  {
    path: 'tests/unit/engine/game/randomPlay.property.test.ts',
    why: 'a property over 1,000 games',
  },
  { path: 'tests/unit/engine/game/fog.property.test.ts', why: 'a property over played games' },
  { path: 'tests/unit/engine/game/fuzz.test.ts', why: 'a fuzzer over 1,000 sessions' },
  {
    path: 'tests/unit/engine/grid/incrementalIndex.property.test.ts',
    why: 'a property over edits',
  },
  {
    path: 'tests/unit/engine/edit/incrementalIndex.property.test.ts',
    why: 'a property over edits',
  },
  { path: 'tests/unit/engine/grid/sightField.property.test.ts', why: 'a property over maps' },
  { path: 'tests/unit/engine/game/stateSchemas.test.ts', why: 'walks every state play reaches' },
  // The computer opponent's trace: whole encounters played out, seed after seed.
  { path: 'tests/unit/engine/ai/simpleAiTrace.test.ts', why: 'plays every seed the bench times' },
];

/** Where the unit tests are, and what a test file is called. */
export const UNIT_TEST_GLOBS = ['tests/unit/**/*.test.{ts,tsx}', 'tests/scenarios/**/*.test.ts'];

/** A SLOW_TESTS path as a glob vitest reads. */
export function slowGlob(path: string): string {
  return path.endsWith('/') ? `${path}**/*.test.{ts,tsx}` : path;
}

/** Whether the test file at `file` (relative to the project, with /) belongs to `slow`. */
export function isSlowTest(file: string): boolean {
  return SLOW_TESTS.some(({ path }) =>
    path.endsWith('/') ? file.startsWith(path) : file === path,
  );
}
