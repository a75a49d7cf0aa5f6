/**
 * `npm start`: builds and opens the Electron app. Where Electron cannot run (its binary could not be
 * downloaded, there is no display, or it fails at start), it says so in one line and serves the web
 * mode instead.
 */
import { takeDataFolderLock } from '../electron/dataFolderLock.ts';
import { DATA_DIR_ENV } from '../electron/dataDir.ts';
import { buildElectron, ensureRendererBuilt } from './lib/build.ts';
import { findElectron } from './lib/findElectron.ts';
import { launchElectron, whyNoWindow } from './lib/launchElectron.ts';
import { projectRoot } from './lib/projectRoot.ts';
import { exitWithError, parseWebArgs, runWebMode, type WebModeArgs } from './lib/webMode.ts';

async function start(): Promise<void> {
  const args = parseWebArgs(process.argv.slice(2));
  // A folder another program holds is said first, in its one line: Electron would be refused
  // too, its exit read as "Electron is not available", and the web mode refused alike after it.
  const probe = takeDataFolderLock(args.dataDir, 'electron');
  if ('refused' in probe) exitWithError(new Error(probe.refused));
  probe.taken.release();
  const electron = findElectron();
  if ('missing' in electron) return webInstead(electron.missing, args);
  const noWindow = whyNoWindow();
  if (noWindow !== null) return webInstead(noWindow, args);
  await ensureRendererBuilt();
  await buildElectron();
  const env = args.dataDirGiven ? { ...process.env, [DATA_DIR_ENV]: args.dataDir } : process.env;
  const launch = await launchElectron(electron.path, [projectRoot], { env });
  if ('failed' in launch) return webInstead(launch.failed, args);
  process.exit(await launch.exitCode);
}

async function webInstead(reason: string, args: WebModeArgs): Promise<void> {
  console.log(`Electron is not available here (${reason}); starting the web mode instead.`);
  await runWebMode(args);
}

try {
  await start();
} catch (error) {
  exitWithError(error);
}
