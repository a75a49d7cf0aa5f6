import { backupLimitsOf, trashLimitsOf } from '../../engine/save/settingsDocument.ts';
import type { Judge } from './judge/judgePool.ts';
import { SaveStore } from './saveStore.ts';
import { SettingsStore } from './settingsStore.ts';

/**
 * The data folder's two stores, as Electron's main process and the web host both open them: the
 * saves and the settings, and the trash and the saves' earlier versions pruned to the settings'
 * limits once at each start (issue 16), so that neither piles up for ever.
 */
export async function openStores(
  dataDir: string,
  options: { judge?: Judge } = {},
): Promise<{ saves: SaveStore; settings: SettingsStore }> {
  const saves = await SaveStore.open(dataDir, options);
  const settings = await SettingsStore.open(dataDir);
  const current = (await settings.get()).settings;
  await saves.pruneTrash(trashLimitsOf(current));
  await saves.pruneBackups(backupLimitsOf(current));
  return { saves, settings };
}
