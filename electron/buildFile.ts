import { realpath } from 'node:fs/promises';
import path from 'node:path';

/**
 * The file of the renderer build a path names, or null. Only the build's own files: no path out of
 * it, no dotfile or dot folder (an editor's or a tool's, never the app's), and no symbolic link, in
 * the name or in a folder on the way, since a link can point anywhere on the disk.
 */
export async function buildFile(root: string, relative: string): Promise<string | null> {
  if (relative.split(/[\\/]/).some((segment) => segment.startsWith('.'))) return null;
  const realRoot = await realpath(root).catch(() => null);
  if (realRoot === null) return null;
  const file = path.resolve(realRoot, `.${relative}`);
  if (!file.startsWith(realRoot + path.sep)) return null;
  // Resolved, a path with no link in it is itself.
  return (await realpath(file).catch(() => null)) === file ? file : null;
}
