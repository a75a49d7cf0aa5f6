import {
  backupLimitsOf,
  trashLimitsOf,
  type Settings,
} from '../../engine/save/settingsDocument.ts';
import type { Judge } from './judge/judgePool.ts';
import { SaveStore } from './saveStore.ts';
import { SettingsStore } from './settingsStore.ts';

/** How often a running app prunes the trash and the earlier versions again, besides its start. */
export const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * The data folder's two stores, as Electron's main process and the web host both open them: the
 * saves and the settings. The trash and the saves' earlier versions are pruned to the settings'
 * limits (issue 16, item 4) at the start, whenever the settings are saved (new limits apply at
 * once), and every hour, so that neither piles up in an app left running for days.
 */
export async function openStores(
  dataDir: string,
  options: { judge?: Judge; pruneEveryMs?: number; now?: () => Date } = {},
): Promise<{ saves: SaveStore; settings: SettingsStore }> {
  const saves = await SaveStore.open(dataDir, options);
  const prune = async (current: Settings) => {
    await saves.pruneTrash(trashLimitsOf(current));
    await saves.pruneBackups(backupLimitsOf(current));
  };
  // A prune that fails (the folder gone, a file locked) is tried again at the next occasion;
  // nothing the user asked for waits on it.
  const pruneQuietly = (current: Settings) => void prune(current).catch(() => undefined);
  const settings = await SettingsStore.open(dataDir, { saved: pruneQuietly });
  await prune((await settings.get()).settings);
  const timer = setInterval(
    () =>
      void settings.get().then(
        (read) => pruneQuietly(read.settings),
        () => undefined,
      ),
    options.pruneEveryMs ?? PRUNE_EVERY_MS,
  );
  // The hourly prune never keeps the process alive, and ends with the store.
  timer.unref();
  saves.onClose(() => clearInterval(timer));
  return { saves, settings };
}
