/**
 * `npm run soak`: issue 16's hardening tests at full count — a writer SIGKILLed mid-save 50 times,
 * 10,000 fuzzed save files and 10,000 fuzzed requests to the web host, and 1,000 sequences of
 * saves, renames, deletes and hand-copied twins against a store reading its files afresh (the
 * index kept in memory must open what it would), and 10,000 hostile requests to the table room
 * and 20 kills of its host mid-game (issue 38), and 10,000 from a seat (issue 39). `npm test` runs the same
 * tests at a tenth or less. Counts already set in the environment win.
 */
import { runVitestAtCounts } from './lib/runVitest.ts';

runVitestAtCounts(
  {
    KILL_COUNT: '50',
    FUZZ_SAVE_FILES: '10000',
    FUZZ_REQUESTS: '10000',
    INDEX_MODEL_RUNS: '1000',
    ROOM_FUZZ_REQUESTS: '10000',
    ROOM_CRASHES: '20',
    SEAT_FUZZ_REQUESTS: '10000',
  },
  [
    'tests/unit/electron/soak',
    'tests/unit/electron/webHostFuzz.test.ts',
    'tests/unit/electron/saveIndexModel.test.ts',
    'tests/unit/electron/room/roomFuzz.test.ts',
    'tests/unit/electron/room/seatRequests.test.ts',
    'tests/unit/renderer/room/roomCrash.test.ts',
  ],
);
