/** `npm run web -- [--port N] [--data DIR]`: the web mode (see README). */
import { exitWithError, parseWebArgs, runWebMode } from './lib/webMode.ts';

try {
  await runWebMode(parseWebArgs(process.argv.slice(2)));
} catch (error) {
  exitWithError(error);
}
