import path from 'node:path';
import { buildFile } from './buildFile.ts';

/**
 * The app's own scheme. Serving the renderer from app://bundle/ instead of file:// gives the page a
 * real origin (so 'self' in the CSP and the IPC sender check mean exactly the app) and keeps every
 * other file on the disk out of the page's reach.
 */
export const APP_SCHEME = 'app';
export const APP_ORIGIN = `${APP_SCHEME}://bundle`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

/** The file a request on the app scheme maps to, or null when it is not inside the renderer build. */
export function resolveAppFile(rendererDir: string, requestUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  if (!isAppUrl(url)) return null;
  let relative: string;
  try {
    relative = decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname);
  } catch {
    // A malformed % escape (URIError) names no file: a 404, not a failed protocol handler.
    return null;
  }
  const root = path.resolve(rendererDir);
  const file = path.resolve(root, `.${relative}`);
  return file.startsWith(root + path.sep) ? file : null;
}

/**
 * The file the app scheme serves for a request, or null (a 404): resolveAppFile's mapping, then
 * the web host's own rule for the build's files, so the app:// scheme follows no symbolic link and
 * serves no dotfile either (HD10).
 */
export async function servedAppFile(
  rendererDir: string,
  requestUrl: string,
): Promise<string | null> {
  const file = resolveAppFile(rendererDir, requestUrl);
  if (file === null) return null;
  return buildFile(rendererDir, `/${path.relative(path.resolve(rendererDir), file)}`);
}

/** URL.origin is "null" for custom schemes, so the scheme and host are compared instead. */
export function isAppUrl(url: URL): boolean {
  return url.protocol === `${APP_SCHEME}:` && url.host === 'bundle';
}
