/**
 * `npm start`: builds and opens the Electron app. Where Electron is not installed (its binary could
 * not be downloaded), it says so in one line and serves the web mode instead.
 */
import { spawn } from 'node:child_process';
import { buildElectron, ensureRendererBuilt } from './lib/build.ts';
import { findElectron } from './lib/findElectron.ts';
import { projectRoot } from './lib/projectRoot.ts';
import { exitWithError, parseWebArgs, runWebMode } from './lib/webMode.ts';

try {
  const electron = findElectron();
  if ('missing' in electron) {
    console.log(
      `Electron is not available here (${electron.missing}); starting the web mode instead.`,
    );
    await runWebMode(parseWebArgs(process.argv.slice(2)));
  } else {
    await ensureRendererBuilt();
    await buildElectron();
    const child = spawn(electron.path, [projectRoot], { stdio: 'inherit' });
    child.on('exit', (code) => process.exit(code ?? 0));
  }
} catch (error) {
  exitWithError(error);
}
