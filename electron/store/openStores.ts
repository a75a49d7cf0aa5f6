import { trashLimitsOf } from '../../engine/save/settingsDocument.ts';
import type { Judge } from './judge/judgePool.ts';
import { SaveStore } from './saveStore.ts';
import { SettingsStore } from './settingsStore.ts';

/**
 * The data folder's two stores, as Electron's main process and the web host both open them: the
 * saves and the settings, and the trash pruned to the settings' limits once at each start
 * (issue 16), so that deleted saves do not pile up for ever.
 */
export async function openStores(
  dataDir: string,
  options: { judge?: Judge } = {},
): Promise<{ saves: SaveStore; settings: SettingsStore }> {
  const saves = await SaveStore.open(dataDir, options);
  const settings = await SettingsStore.open(dataDir);
  await saves.pruneTrash(trashLimitsOf((await settings.get()).settings));
  return { saves, settings };
}
